import { cn } from "@/components/ui/cn";
import { extraTimeBadgeText } from "@/lib/accommodations/terms";

/**
 * "+25 % time": a learner's extra time (docs/rules.md, "Extra time"), on the quiz screen and the
 * admin's user list. Screen readers hear "25 % extra time" rather than the symbols.
 */
export function ExtraTimeBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <span
      title={`${percent} % extra time`}
      className={cn(
        "inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset",
        className,
      )}
    >
      <span aria-hidden="true">{extraTimeBadgeText(percent)}</span>
      <span className="sr-only">{percent} % extra time</span>
    </span>
  );
}
