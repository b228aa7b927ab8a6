import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { severalAnswersWarning } from "@/lib/quizzes/stem-check";

const TONES = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
} as const;

/** A small label in a question's header ("New", "Asks for several"). */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset", TONES[tone])}>
      {children}
    </span>
  );
}

/**
 * Beside a stem that asks for more than one answer (lib/quizzes/stem-check.ts): a warning, never a
 * block. A span, because it sits in the question field's hint (read with the field).
 */
export function StemWarning({ phrase }: { phrase: string }) {
  return (
    <span
      data-testid="stem-warning"
      className="block rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {severalAnswersWarning(phrase)}
    </span>
  );
}

/**
 * The Add screen says before saving what a saved quiz keeps fixed and what stays editable
 * (docs/rules.md, "Catalogue and authoring").
 */
export function AfterSavingNote() {
  return (
    <div
      role="note"
      aria-labelledby="after-saving-title"
      className="rounded-lg bg-slate-50 px-3 py-2.5 text-xs text-slate-700 ring-1 ring-slate-200"
    >
      <p id="after-saving-title" className="font-semibold text-slate-900">
        Once you save
      </p>
      <p className="mt-1">
        <strong className="font-semibold">Fixed:</strong> the subject, the marks per question, and each saved question&apos;s options and
        correct answers (a wrong key is changed with Change key). Saved questions cannot be removed.
      </p>
      <p className="mt-1">
        <strong className="font-semibold">Still editable:</strong> the title, description and time, the wording of questions, options and
        explanations, references, tags and images, and a grand test&apos;s window until it opens. You can add more questions later (to a
        grand test, until it opens).
      </p>
    </div>
  );
}

/** An import's check: what it will do, then a warning for each stem that asks for several answers. */
export function ImportCheck({ summary, warnings }: { summary: string; warnings: string[] }) {
  return (
    <div role="status" className="space-y-2">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">{summary}</p>
      {warnings.length > 0 && (
        <ul className="max-h-40 list-disc space-y-1 overflow-y-auto rounded-lg bg-amber-50 py-2 pr-3 pl-7 text-xs text-amber-900 ring-1 ring-amber-200">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
