import type { QuestionFigures } from "@/lib/analytics/item-figures";
import type { QuestionStats } from "@/lib/question-reports/list";
import { formatPercent } from "@/lib/format";

const FLAG_LABELS: Record<string, string> = {
  too_easy: "Too easy",
  too_hard: "Too hard",
  weak: "Weak discrimination",
  check_key: "Check the key",
};

/**
 * The question's figures: n and p over every ended attempt (today's key), and, once the quiz has
 * enough first attempts, its item analysis (discrimination D and flags, lib/analytics).
 */
export function QuestionFiguresLine({ stats, figures }: { stats: QuestionStats; figures: QuestionFigures | null }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt>Answered</dt>
        <dd className="font-semibold tabular-nums">{stats.n}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Correct (p)</dt>
        <dd className="font-semibold tabular-nums">{formatPercent(stats.p, { fraction: true })}</dd>
      </div>
      {figures?.D !== null && figures?.D !== undefined && (
        <div className="flex gap-1">
          <dt>Discrimination (D)</dt>
          <dd className="font-semibold tabular-nums">{figures.D.toFixed(2)}</dd>
        </div>
      )}
      {figures && figures.flags.length > 0 && (
        <div className="flex gap-1">
          <dt className="sr-only">Flags</dt>
          <dd className="flex flex-wrap gap-1">
            {figures.flags.map((flag) => (
              <span
                key={flag}
                className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset"
              >
                {FLAG_LABELS[flag] ?? flag}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
