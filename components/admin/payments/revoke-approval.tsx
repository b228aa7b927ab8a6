"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { ReasonField } from "@/components/admin/users/reason-field";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { LoadingOrFailed } from "@/components/ui/spinner";
import { endingLines, HISTORY_STAYS, movedLines, NOTHING_ENDS, REVOKE_REASON_MISSING } from "@/lib/payments/revocation-terms";
import type { RevocationPreview, RevocationResult } from "@/lib/payments/revoke";

type RevokeApprovalProps = {
  paymentId: string;
  /** Who and what, e.g. "Zara Ahmed · PKR 500.00 · AP-7KQ3M9". */
  summary: string;
  size?: "sm" | "md";
};

/** "Revoke approval" on an approved payment: opens the dialog that names what ends and asks why (docs/rules.md, "Revoking an approval"). */
export function RevokeApproval({ paymentId, summary, size = "md" }: RevokeApprovalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} className="text-red-700! hover:bg-red-50!" onClick={() => setOpen(true)}>
        Revoke approval
      </Button>
      {open && <RevokeDialog paymentId={paymentId} summary={summary} onClose={() => setOpen(false)} />}
    </>
  );
}

function Lines({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What revoking ends now, read from the server when the dialog opens, then the reason and the confirming button. */
function Consequences({ preview }: { preview: RevocationPreview }) {
  const ending = endingLines(preview.effects);
  const moved = movedLines(preview.effects);
  return (
    <div className="space-y-3 rounded-lg bg-red-50 px-4 py-3 ring-1 ring-red-200 ring-inset">
      {ending.length > 0 ? <Lines title="What ends now" lines={ending} /> : <p className="text-sm text-slate-700">{NOTHING_ENDS}</p>}
      {moved.length > 0 && <Lines title="What moves" lines={moved} />}
      <p className="text-sm text-slate-700">
        {HISTORY_STAYS} {preview.learner.name} is emailed the reason.
      </p>
    </div>
  );
}

const FIELDS = ["reason"] as const;

function RevokeDialog({ paymentId, summary, onClose }: { paymentId: string; summary: string; onClose: () => void }) {
  const router = useRouter();
  const [preview, setPreview] = useState<RevocationPreview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  // A refusal that names the reason is shown beside it, not toasted too; a second click sends nothing.
  const { submitting: revoking, errors, submit, fail, clearError } = useFormSubmit(FIELDS, "revoke");

  useEffect(() => {
    void apiFetch<RevocationPreview>(`payment/${paymentId}/revoke`).then((result) => {
      if (!result.success || !result.data) return setFailed(result.message ?? "What this approval granted could not be read.");
      setPreview(result.data);
    });
  }, [paymentId]);

  async function revoke(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === "") return fail("reason", REVOKE_REASON_MISSING);
    await submit<RevocationResult>(
      `payment/${paymentId}/revoke`,
      { reason },
      {
        fallback: "The approval could not be revoked. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Approval revoked.");
          onClose();
          router.refresh();
        },
        onFailure: (result) => {
          if (result.kind === "NotFound" || result.kind === "Conflict" || result.kind === "AlreadyDone") {
            onClose();
            router.refresh();
          }
        },
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !revoking && onClose()}
      title="Revoke this approval?"
      description={summary}
      role="alertdialog"
    >
      {!preview ? (
        <LoadingOrFailed loading="Reading what it granted…" failed={failed} />
      ) : (
        <form noValidate onSubmit={(event) => void revoke(event)} className="space-y-4">
          <Consequences preview={preview} />
          <ReasonField
            id="revoke-reason"
            hint="One line, e.g. “The bank reversed the transfer.” The learner reads it."
            value={reason}
            error={errors.reason}
            onChange={(next) => {
              setReason(next);
              clearError("reason")();
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={revoking}>
              Keep the approval
            </Button>
            <Button type="submit" variant="danger" loading={revoking} loadingText="Revoking…">
              Revoke approval
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
