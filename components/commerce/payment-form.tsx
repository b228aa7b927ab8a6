"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clearCart, type CartItem } from "@/client/cart";
import { postMultipart } from "@/client/post-multipart";
import type { IssuedReference } from "./payment-reference";
import { PROOF_HINT, ProofInput, proofProblem } from "./proof-input";
import { UploadProgress } from "@/components/ui/upload-progress";
import { APPROVAL_PROMISE } from "@/lib/payments/approval-promise";

/** What is being paid for: the cart's subjects, or the monthly plan. `amount` is for display only. */
export type PaymentOrder = { isMonthlySub: "NO"; items: readonly CartItem[]; amount: number } | { isMonthlySub: "YES"; amount: number };

const FIELDS = ["bankName", "accountHolder", "transactionId", "file"] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName | "form", string>>;

export const ORDER_PLACED = "Order placed successfully";

function buildForm(form: HTMLFormElement, file: File, order: PaymentOrder, issued: IssuedReference | null): FormData {
  const data = new FormData(form);
  if (issued) data.set("reference", issued.reference);
  data.set("file", file);
  data.set("amount", String(order.amount));
  data.set("isMonthlySub", order.isMonthlySub);
  data.set(
    "cart",
    JSON.stringify(order.isMonthlySub === "NO" ? order.items.map((item) => ({ subjectId: item.id, price: item.price })) : []),
  );
  return data;
}

type PaymentFormProps = {
  order: PaymentOrder;
  /** The reference checkout showed; sent back so the order keeps it. */
  issued: IssuedReference | null;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
};

/** The transfer details and proof; POST /api/payment/add with upload progress. */
export function PaymentForm({ order, issued, onBusyChange, onCancel }: PaymentFormProps) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const problem = proofProblem(file); // shown as soon as the file is picked

  function show(next: Errors) {
    setErrors(next);
    const field = FIELDS.find((name) => next[name]);
    if (field) document.getElementById(`pay-${field}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const transactionId = String(new FormData(event.currentTarget).get("transactionId") ?? "").trim();
    if (!transactionId) return show({ transactionId: "Please enter the transaction number." });
    if (!file) return show({ file: "Please attach the payment screenshot." });
    if (problem) return show({ file: problem }); // no upload the server would refuse (the server still checks)
    const data = buildForm(event.currentTarget, file, order, issued); // before the fields are disabled (disabled fields are not sent)
    setErrors({});
    setProgress(0);
    onBusyChange(true);
    const result = await postMultipart<{ id: string; amount: number }>("/api/payment/add", data, setProgress);
    if (result.success) {
      toast.success(ORDER_PLACED, { description: APPROVAL_PROMISE });
      clearCart();
      router.push("/profile/pending-order"); // where the order now waits
      return; // stay busy while the next page loads
    }
    setProgress(null);
    onBusyChange(false);
    const message = result.message ?? "Your order could not be placed.";
    const field = FIELDS.find((name) => name === result.field) ?? (result.kind === "TooLarge" ? "file" : undefined);
    show(field ? { [field]: message } : { form: message });
  }

  function clearError(name: FieldName) {
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  }

  function pick(next: File | null) {
    setFile(next);
    clearError("file");
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="pay-bankName" label="Bank name" error={errors.bankName}>
          {(control) => (
            <Input
              {...control}
              name="bankName"
              autoComplete="off"
              placeholder="e.g. HBL"
              disabled={busy}
              onChange={() => clearError("bankName")}
            />
          )}
        </Field>
        <Field id="pay-accountHolder" label="Account holder" error={errors.accountHolder}>
          {(control) => (
            <Input
              {...control}
              name="accountHolder"
              autoComplete="name"
              placeholder="Name on your account"
              disabled={busy}
              onChange={() => clearError("accountHolder")}
            />
          )}
        </Field>
      </div>
      <Field
        id="pay-transactionId"
        label="Transaction number"
        required
        error={errors.transactionId}
        hint="The number on your bank's receipt."
      >
        {(control) => (
          <Input
            {...control}
            name="transactionId"
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
            onChange={() => clearError("transactionId")}
          />
        )}
      </Field>
      <Field id="pay-file" label="Payment screenshot" required error={errors.file ?? problem} hint={PROOF_HINT}>
        {(control) => <ProofInput control={control} file={file} disabled={busy} onChange={pick} />}
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}
      {busy && <UploadProgress value={progress} checking="Checking your payment…" />}
      <p className="text-sm text-slate-600">{APPROVAL_PROMISE} You&apos;ll see the order under Pending Order meanwhile.</p>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Placing order…">
          Place Order
        </Button>
      </div>
    </form>
  );
}
