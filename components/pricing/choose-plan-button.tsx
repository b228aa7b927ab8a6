import { ButtonLink } from "@/components/ui/button";
import type { PlanId } from "./plans";

export type ChoosePlanButtonProps = {
  planId: PlanId;
  planName: string;
  /** Rupees; what a payment dialog will charge for this plan. */
  amount: number;
  featured?: boolean;
};

/**
 * "Choose Plan". For now it always leads to /register; later it becomes a client component that
 * opens the payment dialog (PKR `amount`) for a signed-in learner and keeps /register for visitors.
 */
export function ChoosePlanButton({ planName, featured = false }: ChoosePlanButtonProps) {
  return (
    <ButtonLink
      href="/register"
      size="lg"
      variant={featured ? "primary" : "outline"}
      aria-label={`Choose Plan: ${planName}`}
      className="w-full"
    >
      Choose Plan
    </ButtonLink>
  );
}
