import { cn } from "@/components/ui/cn";
import { TimerIcon } from "@/components/ui/icons";
import { formatCountdown } from "@/lib/client/server-clock";

/** What a screen reader hears as time runs out: it changes only when a threshold is crossed. */
function warning(remaining: number): string {
  if (remaining <= 0) return "Time is up.";
  if (remaining <= 10_000) return "10 seconds left.";
  if (remaining <= 60_000) return "One minute left.";
  return "";
}

/** mm:ss left (red under a minute), or "Untimed"; spoken at 60 s and 10 s. */
export function Countdown({ remaining }: { remaining: number | null }) {
  if (remaining === null) {
    return (
      <span className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-slate-100 px-3 text-sm font-semibold text-slate-700">
        Untimed
      </span>
    );
  }
  const low = remaining <= 60_000;
  return (
    <>
      <span
        role="timer"
        aria-label="Time left"
        className={cn(
          "inline-flex h-10 items-center gap-1.5 rounded-lg px-3 font-mono text-lg font-bold tabular-nums",
          low ? "bg-red-600 text-white" : "bg-slate-100 text-slate-900",
        )}
      >
        <TimerIcon className="size-5" />
        {formatCountdown(remaining)}
      </span>
      <span aria-live="assertive" className="sr-only">
        {warning(remaining)}
      </span>
    </>
  );
}
