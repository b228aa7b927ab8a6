import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS } from "@/lib/entitlements/terms";
import { formatPKR } from "@/lib/format";
import { MONTHLY_PLAN_PRICE_PKR } from "@/lib/payments/schemas";
import { APPROVAL_WITHIN } from "@/lib/payments/approval-promise";

export type PlanId = "subject" | "monthly";

export type Plan = {
  id: PlanId;
  name: string;
  /** Rupees for ENTITLEMENT_DAYS days of access. */
  price: number;
  /** What the price buys, beside it ("per subject, for ENTITLEMENT_DAYS days", as a sentence). */
  priceUnit: string;
  /** Before the price when it is the lowest of several ("From"). */
  pricePrefix?: string;
  /** A line under the price, when the price needs one. */
  priceNote?: string;
  summary: string;
  featured: boolean;
  features: string[];
  steps: string[];
};

export const plans: Plan[] = [
  {
    id: "subject",
    name: "Subject Based",
    price: 500,
    // Subjects are sold at their own prices (set by the admin): this is where they start, not a monthly fee.
    pricePrefix: "From",
    priceUnit: `per subject, for ${ENTITLEMENT_DAYS} days`,
    priceNote: "Each subject's own price is shown on Buy Quiz.",
    summary: "Pay only for the subjects you are revising.",
    featured: false,
    features: ["Every quiz in the subject", `${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz`, "Results and progress tracking"],
    steps: [
      "Create a free account and sign in.",
      "Open Quiz and add the subjects you need to your cart.",
      "Check out and transfer the total to our bank account.",
      "Enter the transaction number and upload a screenshot of the transfer.",
      `We approve your payment ${APPROVAL_WITHIN} and your subjects unlock.`,
    ],
  },
  {
    id: "monthly",
    name: "Monthly Subscription",
    price: MONTHLY_PLAN_PRICE_PKR,
    priceUnit: `for ${ENTITLEMENT_DAYS} days`,
    summary: `Everything on AnaesPrep for ${ENTITLEMENT_DAYS} days of focused revision.`,
    featured: true,
    features: ["All subjects and quizzes", `${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz`, "Notes, results and progress tracking"],
    steps: [
      "Create a free account and sign in.",
      "Press Choose Plan on the Monthly Subscription.",
      `Transfer ${formatPKR(MONTHLY_PLAN_PRICE_PKR)} to our bank account.`,
      "Enter the transaction number and upload a screenshot of the transfer.",
      `We approve your payment ${APPROVAL_WITHIN} and every subject unlocks for ${ENTITLEMENT_DAYS} days.`,
    ],
  },
];
