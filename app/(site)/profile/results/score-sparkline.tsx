import { formatPercent } from "@/components/quiz/pass-mark";
import { PASS_FRACTION } from "@/lib/attempts/rules";

const PASS_PERCENT = PASS_FRACTION * 100;

export type ScorePoint = { id: string; percentage: number; passed: boolean; date: string; quiz: string };

const W = 300;
const H = 130;
const PAD = { left: 34, right: 10, top: 10, bottom: 22 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;
const y = (percentage: number) => PAD.top + plotH * (1 - Math.min(100, Math.max(0, percentage)) / 100);

/** A subject's scores in time order: a 0–100 % axis, the 50 % pass line, and a dot per result. */
export function ScoreSparkline({ subject, points }: { subject: string; points: ScorePoint[] }) {
  const x = (index: number) => PAD.left + (points.length === 1 ? plotW / 2 : (plotW * index) / (points.length - 1));
  const summary = `${subject}: ${points.length} ${points.length === 1 ? "result" : "results"} from ${points[0]!.date} to ${points.at(-1)!.date}; scores in order ${points
    .map((point) => formatPercent(point.percentage))
    .join(", ")}.`;
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
        pass
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
          key={point.id}
          cx={x(index)}
          cy={y(point.percentage)}
          r="4"
          strokeWidth="2"
          className={point.passed ? "fill-white stroke-brand-700" : "fill-white stroke-red-600"}
        >
          <title>{`${point.quiz}: ${formatPercent(point.percentage)} on ${point.date}`}</title>
        </circle>
      ))}
      <text x={PAD.left} y={H - 6} className="fill-slate-500 text-[10px]">
        {points[0]!.date.split(",")[0]}
      </text>
      {points.length > 1 && (
        <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-slate-500 text-[10px]">
          {points.at(-1)!.date.split(",")[0]}
        </text>
      )}
    </svg>
  );
}
