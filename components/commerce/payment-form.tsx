"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clearCart } from "@/client/cart";
import type { IssuedReference, PaymentOrder } from "./payment-types";
import { ProofFields, useProofUpload } from "./proof-upload";
import { APPROVAL_PROMISE } from "@/lib/payments/approval-promise";

const FIELDS = ["bankName", "accountHolder", "transactionId", "file"] as const;
const IDS = { transactionId: "pay-transactionId", file: "pay-file" };

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
  const upload = useProofUpload(FIELDS, (field) => `pay-${field}`);
  const { errors, busy } = upload;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = upload.checkedProof(event.currentTarget);
    if (!file) return;
    const data = buildForm(event.currentTarget, file, order, issued); // before the fields are disabled (disabled fields are not sent)
    onBusyChange(true);
    const result = await upload.upload<{ id: string; amount: number }>("/api/payment/add", data);
    if (result.success) {
      toast.success(ORDER_PLACED, { description: APPROVAL_PROMISE });
      clearCart();
      router.push("/profile/pending-order"); // where the order now waits
      return; // stay busy while the next page loads
    }
    onBusyChange(false);
    upload.showFailure(result, "Your order could not be placed.");
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
              onChange={() => upload.clearError("bankName")}
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
              onChange={() => upload.clearError("accountHolder")}
            />
          )}
        </Field>
      </div>
      <ProofFields ids={IDS} upload={upload} />
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
