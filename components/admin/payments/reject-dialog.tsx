"use client";

import { useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";

type RejectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who and what, e.g. "Zara Ahmed · PKR 500.00". */
  summary: string;
  busy: boolean;
  /** Resolves true when the payment was rejected (the dialog then closes). */
  onReject: (reason: string) => Promise<boolean>;
};

/** Reject with an optional reason that the learner will see. */
export function RejectDialog({ open, onOpenChange, summary, busy, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onReject(reason.trim())) onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Reject this payment?"
      description={summary}
      size="sm"
      role="alertdialog"
    >
      <form onSubmit={submit} className="space-y-4">
        <Field id="reject-reason" label="Reason (optional)" hint="The learner sees this on their orders and in the email we send.">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Reject payment
          </Button>
        </div>
      </form>
    </Modal>
  );
}
