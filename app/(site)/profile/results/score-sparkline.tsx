import { formatPercent } from "@/lib/format";
import { PERCENTAGE_DIGITS } from "@/lib/attempts/rules";
import type { ScoreTrend, TrendPoint } from "@/components/quiz/types";
import { QUIZ_PASS_PERCENT as PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { formatDateTime } from "@/lib/format";

const W = 300;
const H = 130;
const PAD = { left: 34, right: 10, top: 10, bottom: 22 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;
const y = (percentage: number) => PAD.top + plotH * (1 - Math.min(100, Math.max(0, percentage)) / 100);
const day = (iso: string) => formatDateTime(iso).split(",")[0];

/** "72.00% on 11/20/2026" for one result, "average 64.10% of 83 results, 1/2/2026 to 3/4/2026" for a run. */
function describe(point: TrendPoint): string {
  return point.results === 1
    ? `${formatPercent(point.percentage, { digits: PERCENTAGE_DIGITS })} on ${formatDateTime(point.from)}`
    : `average ${formatPercent(point.percentage, { digits: PERCENTAGE_DIGITS })} of ${point.results} results, ${day(point.from)} to ${day(point.to)}`;
}

/**
 * A subject's scores in time order: a 0–100 % axis, the quiz pass mark's line (named so: a grand
 * test's mark is another, lib/sitting-rules/pass.ts), and a dot per point (a result,
 * or the average of a run of results: at most TREND_POINTS, however long the history).
 */
export function ScoreSparkline({ trend }: { trend: ScoreTrend }) {
  const { points } = trend;
  const x = (index: number) => PAD.left + (points.length === 1 ? plotW / 2 : (plotW * index) / (points.length - 1));
  // One sentence for screen readers; each point's figures are in its own <title>.
  const summary = `${trend.subject}: ${trend.results} ${trend.results === 1 ? "result" : "results"} from ${day(points[0]!.from)} to ${day(points.at(-1)!.to)}; latest ${formatPercent(trend.latest, { digits: PERCENTAGE_DIGITS })}, best ${formatPercent(trend.best, { digits: PERCENTAGE_DIGITS })}.`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="mt-3 h-auto w-full overflow-visible">
      {[0, PASS_PERCENT, 100].map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === PASS_PERCENT ? "stroke-amber-400" : "stroke-slate-200"}
            strokeDasharray={tick === PASS_PERCENT ? "4 4" : undefined}
          />
          <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="central" className="fill-slate-500 text-[10px]">
            {tick}%
          </text>
        </g>
      ))}
      <text x={W - PAD.right} y={y(PASS_PERCENT) - 5} textAnchor="end" className="fill-amber-700 text-[9px] font-medium">
        quiz pass mark
      </text>
      <polyline
        points={points.map((point, index) => `${x(index)},${y(point.percentage)}`).join(" ")}
        fill="none"
        strokeWidth="2.5"
        strokeLinejoin="round"
        className="stroke-brand-600"
      />
      {points.map((point, index) => (
        <circle
          key={point.from}
          cx={x(index)}
          cy={y(point.percentage)}
          r="4"
          strokeWidth="2"
          className={point.percentage >= PASS_PERCENT ? "fill-white stroke-brand-700" : "fill-white stroke-red-600"}
        >
          <title>{describe(point)}</title>
        </circle>
      ))}
      <text x={PAD.left} y={H - 6} className="fill-slate-500 text-[10px]">
        {day(points[0]!.from)}
      </text>
      {points.length > 1 && (
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-[10px]">
          {day(points.at(-1)!.to)}
        </text>
      )}
    </svg>
  );
}
