"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { postMultipart } from "@/client/post-multipart";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { UploadProgress } from "@/components/ui/upload-progress";
import { PROOF_HINT, ProofInput, proofProblem } from "./proof-input";

type Errors = Partial<Record<"transactionId" | "file" | "form", string>>;

/**
 * A rejected order sent again with a new proof and transaction number under the same reference
 * (docs/rules.md, "Resubmitting a rejected order"); the server checks it is the learner's and rejected.
 */
export function ResubmitOrderForm({ paymentId, reference }: { paymentId: string; reference: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const ids = { transactionId: `resubmit-${paymentId}-transactionId`, file: `resubmit-${paymentId}-file` };

  function show(next: Errors) {
    setErrors(next);
    const field = (["transactionId", "file"] as const).find((name) => next[name]);
    if (field) document.getElementById(ids[field])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const transactionId = String(new FormData(event.currentTarget).get("transactionId") ?? "").trim();
    if (!transactionId) return show({ transactionId: "Please enter the transaction number." });
    if (!file) return show({ file: "Please attach the payment screenshot." });
    const problem = proofProblem(file); // as checkout: an oversized or wrong-type proof is not sent
    if (problem) return show({ file: problem });
    const data = new FormData();
    data.set("transactionId", transactionId);
    data.set("file", file);
    setErrors({});
    setProgress(0);
    const result = await postMultipart(`/api/payment/${paymentId}/resubmit`, data, setProgress);
    setProgress(null);
    if (result.success) {
      toast.success(result.message ?? "Order sent again.");
      router.refresh();
      return;
    }
    const message = result.message ?? "Your order could not be sent again.";
    show(result.field === "transactionId" || result.field === "file" ? { [result.field]: message } : { form: message });
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
      aria-busy={busy || undefined}
      className="space-y-3 rounded-lg px-3 py-3 text-sm text-slate-900 ring-1 ring-slate-200"
    >
      <p>
        Same reference, <span className="font-mono">{reference}</span>: attach the new proof and its transaction number.
      </p>
      <Field
        id={ids.transactionId}
        label="Transaction number"
        required
        error={errors.transactionId}
        hint="The number on your bank's receipt."
      >
        {(control) => <Input {...control} name="transactionId" autoComplete="off" spellCheck={false} disabled={busy} />}
      </Field>
      <Field id={ids.file} label="Payment screenshot" required error={errors.file ?? proofProblem(file)} hint={PROOF_HINT}>
        {(control) => <ProofInput control={control} file={file} disabled={busy} onChange={setFile} />}
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}
      {busy && <UploadProgress value={progress} checking="Checking your payment…" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Sending…">
          Send again
        </Button>
      </div>
    </form>
  );
}
