import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type Fact = { label: string; value: ReactNode; wide?: boolean };

/** Labelled facts of an order (amount, items, transaction number…) in a responsive grid. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-3", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className={cn("min-w-0", fact.wide && "col-span-2")}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
