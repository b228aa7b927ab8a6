import { CHART } from "./colors";

export type BarItem = { label: string; value: number; display?: string };

/** Horizontal bars, one per row, scaled to the largest value (or to `max`). Decorative. */
export function BarList({ items, max, color = CHART.brand }: { items: BarItem[]; max?: number; color?: string }) {
  const top = max ?? Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.label}>
          <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-700">{item.label}</span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{item.display ?? item.value}</span>
          </div>
          <MiniBar fraction={item.value / top} color={color} />
        </li>
      ))}
    </ul>
  );
}

/** A rounded bar of `fraction` (0…1) on a grey track. */
export function MiniBar({ fraction, color = CHART.brand, className = "h-2.5" }: { fraction: number; color?: string; className?: string }) {
  const width = `${Math.max(0, Math.min(1, fraction)) * 100}%`;
  return (
    <svg aria-hidden="true" className={`block w-full ${className}`} preserveAspectRatio="none">
      <rect width="100%" height="100%" rx="5" fill={CHART.track} />
      {fraction > 0 && <rect width={width} height="100%" rx="5" fill={color} />}
    </svg>
  );
}
