"use client";

// A client component for its weight, not for state: the page's data reaches the browser once as props
// (with the HTML rendered on the server), instead of as markup twice, in the HTML and the RSC payload.
import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import type { ScoreTrend } from "@/components/quiz/types";
import { ScoreSparkline } from "./score-sparkline";

/**
 * Score over time, one small chart per subject (summed up in SQL): the progress dashboard About promises.
 * `trends` are the subjects last taken of `total`; the others are one choice of the subject filter away.
 */
export function ScoreCharts({ trends, total }: { trends: readonly ScoreTrend[]; total: number }) {
  return (
    <section aria-labelledby="score-trend-heading">
      <h2 id="score-trend-heading" className="text-lg font-semibold text-slate-900">
        Score over time
      </h2>
      {trends.length < total && (
        <p className="mt-0.5 text-sm text-slate-600">
          The {trends.length} subjects you took last, of {total}. Choose a subject above to see its chart.
        </p>
      )}
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {trends.map((trend) => (
          <li key={trend.subjectId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="truncate font-semibold text-slate-900">{trend.subject}</h3>
              <p className="shrink-0 text-xs text-slate-500">
                {trend.results.toLocaleString("en-US")} {trend.results === 1 ? "result" : "results"}
              </p>
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              Latest <span className="font-semibold text-slate-900">{formatPercent(trend.latest, { digits: PERCENTAGE_DIGITS })}</span> ·
              best <span className="font-semibold text-slate-900">{formatPercent(trend.best, { digits: PERCENTAGE_DIGITS })}</span>
            </p>
            <ScoreSparkline trend={trend} />
          </li>
        ))}
      </ul>
    </section>
  );
}
