import { MiniBar } from "@/components/admin/reports/bar-list";
import { CHART } from "@/components/admin/reports/colors";
import type { OptionFigures } from "@/lib/analytics/item-figures";
import { formatPercent } from "@/lib/format";

const GROUPS = [
  { key: "share", label: "All", color: CHART.brand },
  { key: "shareTop", label: "Top 27 %", color: CHART.approved },
  { key: "shareBottom", label: "Bottom 27 %", color: CHART.rejected },
] as const;

/** Per option, who chose it: everyone, the top and the bottom group (bars decorative, figures in text). */
export function OptionBars({ options }: { options: readonly OptionFigures[] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {options.map((option, index) => (
        <li key={option.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="flex items-start gap-2 text-sm text-slate-900">
            <span className="font-semibold text-slate-500">{String.fromCharCode(65 + index)}.</span>
            <span className="min-w-0 flex-1 break-words">{option.option}</span>
            {option.isCorrect && (
              <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">Key</span>
            )}
          </p>
          <ul className="mt-2 space-y-1.5">
            {GROUPS.map((group) => (
              <li key={group.key} className="grid grid-cols-[6.5rem_minmax(0,1fr)_3rem] items-center gap-2 text-xs">
                <span className="text-slate-600">{group.label}</span>
                <MiniBar fraction={option[group.key] ?? 0} color={group.color} className="h-2" />
                <span className="text-right font-semibold text-slate-900 tabular-nums">
                  {formatPercent(option[group.key], { fraction: true })}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
