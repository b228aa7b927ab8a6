import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { PassMark, PassRule } from "./pass-mark";
import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import type { ResultFigures } from "./types";

type ResultSummaryProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  figures: ResultFigures;
  children?: ReactNode;
  className?: string;
  headingLevel?: "h1" | "h2";
};

/** Score %, pass or fail with the mark it was judged against (lib/sitting-rules/pass.ts), marks, and correct / incorrect / unanswered counts. */
export function ResultSummary({ title, eyebrow, figures, children, className, headingLevel: Heading = "h1" }: ResultSummaryProps) {
  const unanswered = Math.max(0, figures.totalQuestions - figures.totalAttempts);
  const stats: [string, number, string][] = [
    ["Correct", figures.correct, "text-emerald-700"],
    ["Incorrect", figures.incorrect, "text-red-700"],
    ["Unanswered", unanswered, "text-slate-700"],
  ];
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      {/* Two columns at every width: the percentage stays top-right instead of wrapping under the title. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2">
        <div className="min-w-0">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <Heading className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{title}</Heading>
          <p className="mt-1 text-sm text-slate-600">
            Score {figures.score} / {figures.totalMarks} marks
          </p>
          <p className="mt-0.5">
            <PassRule mark={figures.passMark} />
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <p className="text-3xl font-bold text-slate-900 tabular-nums sm:text-4xl">
            {formatPercent(figures.percentage, { digits: PERCENTAGE_DIGITS })}
          </p>
          <PassMark passed={figures.passed} showText />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map(([label, value, tone]) => (
          <div
            key={label}
            className="flex min-w-0 flex-col items-center justify-between rounded-xl bg-slate-50 px-1.5 py-2.5 text-center ring-1 ring-slate-200 sm:px-3"
          >
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className={cn("text-xl font-bold tabular-nums", tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-5 flex flex-wrap gap-2">{children}</div>}
    </Card>
  );
}
