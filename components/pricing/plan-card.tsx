import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";
import { formatPKR } from "@/lib/format";
import { ChoosePlanButton } from "./choose-plan-button";
import type { Plan } from "./plans";

export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className={cn("relative flex flex-col p-6 sm:p-8", plan.featured && "border-brand-600 shadow-lg ring-2 ring-brand-600")}
    >
      {plan.featured && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-sm">
          Most Popular
        </p>
      )}
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        {plan.pricePrefix && <span className="text-sm font-medium text-slate-600">{plan.pricePrefix}</span>}
        <span className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{formatPKR(plan.price)}</span>
        <span className="text-sm font-medium text-slate-600">{plan.priceUnit}</span>
      </p>
      {plan.priceNote && <p className="mt-1 text-xs text-slate-600">{plan.priceNote}</p>}
      <ul className="mt-6 space-y-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-sm text-slate-700">
            <CheckIcon className="size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-100">
        <h3 className="text-sm font-semibold text-slate-900">How to purchase</h3>
        <ol className="mt-3 space-y-2.5">
          {plan.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-600">
              <span
                aria-hidden="true"
                className="grid size-6 shrink-0 place-items-center rounded-full bg-white text-xs font-bold text-brand-700 ring-1 ring-brand-200"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-auto pt-8">
        <ChoosePlanButton planId={plan.id} planName={plan.name} amount={plan.price} featured={plan.featured} />
      </div>
    </Card>
  );
}
