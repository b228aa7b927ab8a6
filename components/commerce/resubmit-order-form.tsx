"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { ProofFields, useProofUpload } from "./proof-upload";

/**
 * A rejected order sent again with a new proof and transaction number under the same reference
 * (docs/rules.md, "Resubmitting a rejected order"); the server checks it is the learner's and rejected.
 */
export function ResubmitOrderForm({ paymentId, reference }: { paymentId: string; reference: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const ids = { transactionId: `resubmit-${paymentId}-transactionId`, file: `resubmit-${paymentId}-file` };
  const upload = useProofUpload(["transactionId", "file"], (field) => ids[field]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = upload.checkedProof(event.currentTarget);
    if (!file) return;
    const data = new FormData();
    data.set("transactionId", String(new FormData(event.currentTarget).get("transactionId")).trim());
    data.set("file", file);
    const result = await upload.upload(`/api/payment/${paymentId}/resubmit`, data);
    if (!result.success) return upload.showFailure(result, "Your order could not be sent again.");
    upload.settle();
    toast.success(result.message ?? "Order sent again.");
    router.refresh();
  }

  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Send again with a new proof
      </Button>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={upload.busy || undefined}
      className="space-y-3 rounded-lg px-3 py-3 text-sm text-slate-900 ring-1 ring-slate-200"
    >
      <p>
        Same reference, <span className="font-mono">{reference}</span>: attach the new proof and its transaction number.
      </p>
      <ProofFields ids={ids} upload={upload} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={upload.busy}>
          Cancel
        </Button>
        <Button type="submit" loading={upload.busy} loadingText="Sending…">
          Send again
        </Button>
      </div>
    </form>
  );
}
