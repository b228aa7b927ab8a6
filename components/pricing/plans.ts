import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS } from "@/lib/entitlements/terms";
import { formatPKR } from "@/lib/format";
import { MONTHLY_PLAN_PRICE_PKR } from "@/lib/payments/schemas";

export type PlanId = "subject" | "monthly";

export type Plan = {
  id: PlanId;
  name: string;
  /** Rupees per month. */
  price: number;
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
    summary: "Pay only for the subjects you are revising.",
    featured: false,
    features: ["Every quiz in the subject", `${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz`, "Results and progress tracking"],
    steps: [
      "Create a free account and sign in.",
      "Open Quiz and add the subjects you need to your cart.",
      "Check out and transfer the total to our bank account.",
      "Enter the transaction number and upload a screenshot of the transfer.",
      "We approve your payment within 24 hours and your subjects unlock.",
    ],
  },
  {
    id: "monthly",
    name: "Monthly Subscription",
    price: MONTHLY_PLAN_PRICE_PKR,
    summary: "Everything on AnaesPrep for a month of focused revision.",
    featured: true,
    features: ["All subjects and quizzes", `${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz`, "Notes, results and progress tracking"],
    steps: [
      "Create a free account and sign in.",
      "Press Choose Plan on the Monthly Subscription.",
      `Transfer ${formatPKR(MONTHLY_PLAN_PRICE_PKR)} to our bank account.`,
      "Enter the transaction number and upload a screenshot of the transfer.",
      `We approve your payment within 24 hours and every subject unlocks for ${ENTITLEMENT_DAYS} days.`,
    ],
  },
];
