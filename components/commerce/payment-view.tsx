import type { PaymentView } from "@/lib/payments/read";
import { formatDateTime, formatPKR, NO_VALUE } from "@/lib/format";
import type { Fact } from "./fact-list";

export type { PaymentView };

export const MONTHLY_LABEL = "Monthly Subscription";

/** "Monthly Subscription", or the subject names of the order. */
export function orderItemsLabel(payment: Pick<PaymentView, "isMonthlySub" | "items">): string {
  if (payment.isMonthlySub === "YES") return MONTHLY_LABEL;
  return payment.items.map((item) => item.name).join(", ") || NO_VALUE;
}

/** The facts both the learner and the admin see about an order. */
export function orderFacts(payment: PaymentView): Fact[] {
  return [
    { label: "Amount", value: <span className="font-semibold tabular-nums">{formatPKR(payment.amount)}</span> },
    { label: "Placed", value: formatDateTime(payment.createdAt) },
    { label: payment.isMonthlySub === "YES" ? "Plan" : "Subjects", value: orderItemsLabel(payment), wide: true },
    { label: "Transaction number", value: <span className="font-mono">{payment.transactionId}</span> },
    { label: "Reference", value: <span className="font-mono">{payment.reference}</span> },
    { label: "Paid from", value: payment.bankInfo || NO_VALUE },
  ];
}
