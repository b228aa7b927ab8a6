"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/lib/format";
import { firstUpload, reuses, uploadText } from "@/lib/payments/display";
import { mismatchesToConfirm, mismatchSentence } from "@/lib/payments/proof-reading/mismatch-words";
import type { Confirmations } from "./use-decide-payment";
import type { PaymentView } from "@/components/commerce/payment-view";

/**
 * What approving this payment must confirm, as the server will ask it (docs/rules.md, "Reused
 * proofs" and "What the desk and matching do with a reading"): a proof used before, and what was
 * read from the screenshot against the order. Empty: approve in one click.
 */
export function confirmationsOf(payment: PaymentView): Confirmations {
  const reading = payment.proofReading;
  return {
    ...(reuses(payment.proofMatches ?? []).length > 0 ? { confirmReusedProof: true } : {}),
    ...(reading && mismatchesToConfirm(reading, payment).length > 0 ? { confirmProofMismatch: true } : {}),
  };
}

type ApproveConfirmDialogProps = {
  payment: PaymentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApprove: (confirmations: Confirmations) => Promise<unknown>;
};

/** The reuse: which upload came first. */
function ReuseText({ payment }: { payment: PaymentView }) {
  const matches = reuses(payment.proofMatches ?? []);
  const own = { paymentId: payment.id, userName: payment.user.name, uploadedAt: payment.createdAt };
  const first = firstUpload(own, matches);
  const others = matches.length === 1 ? "another payment" : `${matches.length} other payments`;
  return (
    <span className="block">
      This proof is also on {others}. The first upload is{" "}
      <strong className="font-semibold text-slate-900">
        {first.paymentId === payment.id
          ? `this payment's (${formatDateTime(first.uploadedAt)})`
          : uploadText(first, formatDateTime(first.uploadedAt))}
      </strong>
      . Compare the proofs before approving: the same receipt should pay for one order only.
    </span>
  );
}

/**
 * Approve a payment whose proof is also on other payments, or was read as disagreeing with the
 * order, only once the admin has read why; the server refuses the approval without it.
 */
export function ApproveConfirmDialog({ payment, open, onOpenChange, onApprove }: ApproveConfirmDialogProps) {
  const confirmations = confirmationsOf(payment);
  const mismatches = payment.proofReading ? mismatchesToConfirm(payment.proofReading, payment) : [];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={confirmations.confirmReusedProof ? "Approve a reused proof?" : "Approve although the screenshot disagrees?"}
      description={
        <>
          {confirmations.confirmReusedProof && <ReuseText payment={payment} />}
          {mismatches.length > 0 && (
            <span className={confirmations.confirmReusedProof ? "mt-2 block" : "block"}>
              <strong className="font-semibold text-slate-900">{mismatchSentence(mismatches)}</strong> Check the screenshot: approve only if
              the transfer really pays for this order.
            </span>
          )}
        </>
      }
      confirmLabel="Approve anyway"
      onConfirm={() => onApprove(confirmations)}
    />
  );
}
