import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { PlanCard } from "@/components/pricing/plan-card";
import { plans } from "@/components/pricing/plans";
import { JsonLd } from "@/components/seo/json-ld";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata, SITE_NAME, siteUrl } from "@/lib/seo";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS } from "@/lib/entitlements/terms";
import { MONTHLY_PLAN_PRICE_PKR } from "@/lib/payments/schemas";
import { APPROVAL_PROMISE } from "@/lib/payments/approval-promise";
import { formatPKR } from "@/lib/format";

export const metadata: Metadata = pageMetadata({
  title: "Pricing",
  description: `AnaesPrep plans: Subject Based, each subject at its own price for ${ENTITLEMENT_DAYS} days, or the Monthly Subscription at ${formatPKR(MONTHLY_PLAN_PRICE_PKR)} for every subject for ${ENTITLEMENT_DAYS} days, paid by bank transfer.`,
  path: "/pricing",
});

const offers = {
  "@type": "Service",
  name: `${SITE_NAME} anaesthesia exam preparation`,
  serviceType: "Online exam preparation",
  provider: { "@type": "Organization", name: SITE_NAME, url: siteUrl() },
  offers: plans.map((plan) => ({
    "@type": "Offer",
    name: plan.name,
    description: plan.summary,
    price: plan.price,
    priceCurrency: "PKR",
    url: siteUrl("/pricing"),
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.price,
      priceCurrency: "PKR",
      unitCode: "DAY",
      referenceQuantity: { "@type": "QuantitativeValue", value: ENTITLEMENT_DAYS, unitCode: "DAY" },
    },
  })),
};

export default function PricingPage() {
  return (
    <Container className="py-12 sm:py-16">
      <JsonLd data={offers} />
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans, paid by bank transfer"
        description={`Unlock single subjects or everything at once. Buying a subject unlocks all of its quizzes, with ${ATTEMPTS_PER_ENTITLEMENT} attempts each.`}
        align="center"
      />
      <div className="mt-10 grid items-stretch gap-8 md:grid-cols-2 lg:mx-auto lg:max-w-5xl">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-slate-500">{APPROVAL_PROMISE} Prices are in Pakistani rupees (PKR).</p>
    </Container>
  );
}
