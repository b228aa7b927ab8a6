import type { ReactNode } from "react";
import { PassMark, PassRule } from "@/components/quiz/pass-mark";
import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import type { GrandTestStanding } from "./types";

/**
 * Rank, percentile and score: the three figures a candidate looks for first; the score with its
 * pass or fail against the exam pass mark, named (a grand test is not judged at the quiz pass mark).
 */
export function Standing({ mine, participants }: { mine: GrandTestStanding; participants: number }) {
  const figures: [string, string, ReactNode][] = [
    ["Rank", `${mine.rank}`, `of ${participants}`],
    // Whole: two decimals of a percentile are noise to a candidate (the stored figure keeps them).
    ["Percentile", `${Math.round(mine.percentile)}`, `ahead of about ${Math.round(mine.percentile)}% of participants`],
    [
      "Score",
      formatPercent(mine.percentage, { digits: PERCENTAGE_DIGITS }),
      <>
        {mine.score} / {mine.totalMarks} marks
        <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <PassMark passed={mine.passed} showText className="text-sm" />
          <PassRule mark={mine.passMark} className="text-xs" />
        </span>
      </>,
    ],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([label, value, note]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
          <dd className="text-xs text-slate-600">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
