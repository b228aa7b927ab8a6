"use client";

import { useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { formatPKR } from "@/lib/format";
import { BankAccountBox } from "./bank-account-box";
import { PaymentForm } from "./payment-form";
import type { PaymentOrder } from "./payment-types";
import { CheckoutReference, useIssuedReference } from "./payment-reference";
import type { BankAccount } from "./use-bank-account";

export type { PaymentOrder, BankAccount };

export type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: PaymentOrder;
  /** From the server when the page is dynamic; otherwise loaded from /api/payment/bank-account. */
  bankAccount?: BankAccount;
  title?: string;
  /** Shown above where to pay: e.g. when a renewal starts (docs/rules.md, "Access, payments and attempts"). */
  notice?: ReactNode;
};

/** Bank-transfer checkout: where to pay, then the transfer details and the proof. Closing is blocked mid-upload. */
export function PaymentDialog({ open, onOpenChange, order, bankAccount, title = "Checkout", notice }: PaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  const { issued, loading } = useIssuedReference(order);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={`Transfer ${formatPKR(order.amount)} to our account, then tell us the transaction number and attach the receipt.`}
      keepOpenOnOutsideClick
    >
      <div className="space-y-5">
        {notice && <div className="space-y-2 [&>*]:mt-0">{notice}</div>}
        <BankAccountBox amount={order.amount} initial={bankAccount} />
        <CheckoutReference issued={issued} loading={loading} />
        <PaymentForm order={order} issued={issued} onBusyChange={setBusy} onCancel={() => onOpenChange(false)} />
      </div>
    </Modal>
  );
}
