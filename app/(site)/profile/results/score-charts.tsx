import { formatPercent } from "@/components/quiz/pass-mark";
import type { ResultRow } from "@/components/quiz/types";
import { formatDateTime } from "@/lib/format";
import { ScoreSparkline, type ScorePoint } from "./score-sparkline";

type Series = { subject: string; points: ScorePoint[] };

/** Results per subject, oldest first. */
function seriesOf(results: readonly ResultRow[], subjectOf: (row: ResultRow) => string): Series[] {
  const bySubject = new Map<string, ScorePoint[]>();
  for (const row of [...results].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))) {
    const points = bySubject.get(subjectOf(row)) ?? [];
    points.push({
      id: row.id,
      percentage: row.percentage,
      passed: row.passed,
      date: formatDateTime(row.createdAt),
      quiz: row.quizAttempt.quiz.name,
    });
    bySubject.set(subjectOf(row), points);
  }
  return [...bySubject].map(([subject, points]) => ({ subject, points })).sort((a, b) => a.subject.localeCompare(b.subject));
}

/** Score over time, one small chart per subject: the progress dashboard About promises. */
export function ScoreCharts({ results, subjectOf }: { results: readonly ResultRow[]; subjectOf: (row: ResultRow) => string }) {
  const series = seriesOf(results, subjectOf);
  return (
    <section aria-labelledby="score-trend-heading">
      <h2 id="score-trend-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Score over time
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {series.map(({ subject, points }) => {
          const latest = points.at(-1)!.percentage;
          const best = Math.max(...points.map((point) => point.percentage));
          return (
            <li key={subject} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="truncate font-semibold text-slate-900">{subject}</h3>
                <p className="shrink-0 text-xs text-slate-500">
                  {points.length} {points.length === 1 ? "result" : "results"}
                </p>
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                Latest <span className="font-semibold text-slate-900">{formatPercent(latest)}</span> · best{" "}
                <span className="font-semibold text-slate-900">{formatPercent(best)}</span>
              </p>
              <ScoreSparkline subject={subject} points={points} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
