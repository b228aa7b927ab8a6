import { cn } from "@/components/ui/cn";
import { compactNumber, niceMax } from "./report-model";

export type ColumnSeries = { label: string; color: string };
export type Column = { label: string; values: number[] };

export type ColumnChartProps = {
  columns: Column[];
  /** One per value of each column, stacked bottom-up in this order; a legend shows when several. */
  series: ColumnSeries[];
  /** Whole numbers only on the axis (counts). */
  integer?: boolean;
};

/**
 * Stacked columns drawn in an SVG stretched to the box (crisp at any width), with the axis, value
 * and column labels in HTML so text stays readable on phones. Decorative: pair it with a table.
 */
export function ColumnChart({ columns, series, integer = false }: ColumnChartProps) {
  const totals = columns.map((column) => column.values.reduce((sum, value) => sum + value, 0));
  const max = niceMax(Math.max(0, ...totals), integer);
  const ticks = [0, max / 2, max].filter((tick) => !integer || Number.isInteger(tick));
  const width = columns.length * 10;

  return (
    <div>
      {series.length > 1 && (
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {series.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ background: item.color }} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2 pt-5">
        <div className="relative h-44 w-9 shrink-0 text-right text-[11px] text-slate-500 tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${(1 - tick / max) * 100}%` }}>
              {compactNumber(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-44">
            <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="absolute inset-0 size-full overflow-visible">
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={width}
                  y1={100 - (tick / max) * 100}
                  y2={100 - (tick / max) * 100}
                  className="stroke-slate-200"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {columns.map((column, index) => {
                let base = 100;
                return column.values.map((value, part) => {
                  const height = (value / max) * 100;
                  base -= height;
                  return value > 0 ? (
                    <rect key={`${index}-${part}`} x={index * 10 + 2} width={6} y={base} height={height} fill={series[part]?.color} />
                  ) : null;
                });
              })}
            </svg>
            {columns.map((column, index) =>
              totals[index]! > 0 ? (
                <span
                  key={column.label}
                  className="absolute -translate-x-1/2 -translate-y-full pb-0.5 text-[11px] font-semibold text-slate-700 tabular-nums"
                  style={{ left: `${((index + 0.5) / columns.length) * 100}%`, bottom: `${(totals[index]! / max) * 100}%` }}
                >
                  {compactNumber(totals[index]!)}
                </span>
              ) : null,
            )}
          </div>
          <div className="mt-1.5 flex border-t border-slate-300 pt-1.5">
            {columns.map((column, index) => (
              <span
                key={column.label}
                className={cn(
                  "min-w-0 flex-1 text-center text-[11px] whitespace-nowrap text-slate-500",
                  (columns.length - 1 - index) % 2 === 1 && columns.length > 7 && "invisible",
                )}
              >
                {column.label}
              </span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
