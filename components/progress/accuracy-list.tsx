import { MiniBar } from "@/components/admin/reports/bar-list";
import { CHART } from "@/components/admin/reports/colors";
import type { AccuracyGroup } from "@/lib/analytics/learner";
import { TREND_DAYS } from "@/lib/analytics/learner-figures";
import { formatPercent } from "@/lib/format";

const count = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "answer" : "answers"}`;

/** "▲ 12 pts" when the last 30 days beat the 30 before, "▼ 5 pts" when they fell; null unless both windows have enough answers (the server's `trend`). */
function trendOf({ trend: points }: AccuracyGroup) {
  if (points === null) return null;
  if (points === 0) return { text: "= same as before", className: "bg-slate-100 text-slate-700" };
  return points > 0
    ? { text: `▲ ${points} pts`, className: "bg-emerald-50 text-emerald-800" }
    : { text: `▼ ${-points} pts`, className: "bg-red-50 text-red-800" };
}

/**
 * Accuracy per subject or tag: one bar each (0–100 %), the figure in words beside it, and the last
 * 30 days against the 30 before. The bars are decoration; every figure is in the text.
 */
export function AccuracyList({ groups }: { groups: readonly AccuracyGroup[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {groups.map((group) => {
        const trend = trendOf(group);
        return (
          <li key={group.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-slate-900">{group.name}</span>
              <span className="shrink-0 text-lg font-bold text-slate-900 tabular-nums">{formatPercent(group.accuracy)}</span>
            </div>
            <MiniBar fraction={(group.accuracy ?? 0) / 100} color={CHART.brand} className="mt-1 h-2.5" />
            <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <span>{count(group.answered)}</span>
              <span>
                Last {TREND_DAYS} days: <span className="font-semibold text-slate-800">{formatPercent(group.last30.accuracy)}</span>
                {group.last30.answered > 0 && ` (${group.last30.answered})`}
              </span>
              <span>
                {TREND_DAYS} before: <span className="font-semibold text-slate-800">{formatPercent(group.previous30.accuracy)}</span>
                {group.previous30.answered > 0 && ` (${group.previous30.answered})`}
              </span>
              {trend && <span className={`rounded-full px-2 py-0.5 font-semibold ${trend.className}`}>{trend.text}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
