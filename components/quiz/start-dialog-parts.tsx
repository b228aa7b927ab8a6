import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ClockIcon } from "@/components/ui/icons";

/** The pieces every start dialog is built of (a quiz's on Allowed Quizzes, a grand test's on /grand-tests and the home page). */

export type StartFact = { label: string; value: string; icon: ReactNode };

/** The paper at a glance: time, questions, marks… as tiles. */
export function StartFacts({ facts }: { facts: StartFact[] }) {
  return (
    <dl className={cn("grid gap-2", facts.length % 2 === 0 ? "grid-cols-2" : "sm:grid-cols-3")}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
          {/* The icon sits in the term: a <dl>'s groups may hold only <dt> and <dd>. */}
          <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
            <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
              {fact.icon}
            </span>
            {fact.label}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A highlighted line: the learner's extra time (docs/rules.md, "Extra time"). */
export function StartNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-200">
      <span aria-hidden="true" className="text-brand-700 [&_svg]:size-4">
        <ClockIcon />
      </span>
      {children}
    </p>
  );
}

/** A titled section of the dialog: the author's description, then the rules as a list. */
export function StartSection({ id, title, intro, rules }: { id: string; title: string; intro?: ReactNode; rules: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {intro && <div className="mt-1.5 whitespace-pre-line text-slate-700">{intro}</div>}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
        {rules.map((rule, index) => (
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

/** Cancel and confirm, stacked on a phone (confirm on top), side by side on wider screens. */
export function StartActions({
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button onClick={onConfirm}>{confirmLabel}</Button>
    </div>
  );
}
