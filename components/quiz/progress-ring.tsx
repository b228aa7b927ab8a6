import { cn } from "@/components/ui/cn";
import { formatPercent } from "@/lib/format";

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Answered ÷ total as a ring with the percentage inside. */
export function ProgressRing({ done, total, className }: { done: number; total: number; className?: string }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <svg
      viewBox="0 0 56 56"
      role="img"
      aria-label={`${done} of ${total} answered (${formatPercent(percent)})`}
      className={cn("size-14 shrink-0", className)}
    >
      <circle cx="28" cy="28" r={RADIUS} fill="none" strokeWidth="6" className="stroke-slate-200" />
      <circle
        cx="28"
        cy="28"
        r={RADIUS}
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
        transform="rotate(-90 28 28)"
        className="stroke-brand-600 transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none"
      />
      <text x="28" y="28" textAnchor="middle" dominantBaseline="central" className="fill-slate-900 text-[13px] font-bold">
        {formatPercent(percent)}
      </text>
    </svg>
  );
}
