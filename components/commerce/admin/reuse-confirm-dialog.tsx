"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/lib/format";
import { firstUpload, reuses, uploadText } from "@/lib/payments/display";
import type { PaymentView } from "../payment-view";

type ReuseConfirmDialogProps = {
  payment: PaymentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApprove: () => Promise<unknown>;
};

/**
 * Approve a payment whose proof is also on other payments only once the admin has read which
 * upload came first (docs/rules.md, "Reused proofs"); the server refuses the approval without it.
 */
export function ReuseConfirmDialog({ payment, open, onOpenChange, onApprove }: ReuseConfirmDialogProps) {
  const matches = reuses(payment.proofMatches ?? []);
  const own = { paymentId: payment.id, userName: payment.user.name, uploadedAt: payment.createdAt };
  const first = firstUpload(own, matches);
  const others = matches.length === 1 ? "another payment" : `${matches.length} other payments`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Approve a reused proof?"
      description={
        <>
          This proof is also on {others}. The first upload is{" "}
          <strong className="font-semibold text-slate-900">
            {first.paymentId === payment.id
              ? `this payment's (${formatDateTime(first.uploadedAt)})`
              : uploadText(first, formatDateTime(first.uploadedAt))}
          </strong>
          . Compare the proofs before approving: the same receipt should pay for one order only.
        </>
      }
      confirmLabel="Approve anyway"
      onConfirm={onApprove}
    />
  );
}
