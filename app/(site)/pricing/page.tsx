import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { PlanCard } from "@/components/pricing/plan-card";
import { plans } from "@/components/pricing/plans";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans, paid by bank transfer"
        description="Unlock single subjects or everything at once. Buying a subject unlocks all of its quizzes, with 2 attempts each."
        align="center"
      />
      <div className="mt-10 grid items-stretch gap-8 md:grid-cols-2 lg:mx-auto lg:max-w-5xl">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-slate-500">
        Payments are checked by our team and approved within 24 hours. Prices are in Pakistani rupees (PKR).
      </p>
    </Container>
  );
}
