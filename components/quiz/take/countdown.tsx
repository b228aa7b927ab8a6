import { cn } from "@/components/ui/cn";
import { TimerIcon } from "@/components/ui/icons";
import { formatCountdown } from "@/client/server-clock";

/** The moments time running out is told: visibly and to a screen reader, once each. */
type Threshold = { ms: number; text: string; urgent: boolean };
const THRESHOLDS: Threshold[] = [
  { ms: 10_000, text: "10 seconds left", urgent: true },
  { ms: 60_000, text: "1 minute left", urgent: true },
  { ms: 5 * 60_000, text: "5 minutes left", urgent: false },
];

/** The last threshold crossed (the smallest one at or above the time left), or none. */
export function crossedThreshold(remaining: number): Threshold | null {
  return THRESHOLDS.find((threshold) => remaining > 0 && remaining <= threshold.ms) ?? null;
}

/**
 * mm:ss left (amber from 5 min, red from 1 min), or "Untimed"; TimeWarning shows the warnings from
 * 5 min, 1 min and 10 s. The live regions hold only the warning text, so a screen reader hears each threshold
 * once (politely at 5 and 1 min, assertively at 10 s), never the ticking seconds.
 */
export function Countdown({ remaining }: { remaining: number | null }) {
  if (remaining === null) {
    return (
      <span className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-slate-100 px-3 text-sm font-semibold text-slate-700">
        Untimed
      </span>
    );
  }
  const threshold = crossedThreshold(remaining);
  const tone = !threshold
    ? "bg-slate-100 text-slate-900"
    : threshold.urgent
      ? "bg-red-700 text-white"
      : "bg-amber-100 text-amber-950 ring-1 ring-amber-300";
  return (
    <>
      <span
        role="timer"
        aria-label="Time left"
        className={cn("inline-flex h-10 items-center gap-1.5 rounded-lg px-3 font-mono text-lg font-bold tabular-nums", tone)}
      >
        <TimerIcon className="size-5" />
        {formatCountdown(remaining)}
      </span>
      <span aria-live="polite" className="sr-only" data-testid="time-announcement-polite">
        {threshold && threshold.ms !== 10_000 ? `${threshold.text}.` : ""}
      </span>
      <span aria-live="assertive" className="sr-only" data-testid="time-announcement-assertive">
        {threshold?.ms === 10_000 ? "10 seconds left." : ""}
      </span>
    </>
  );
}

/** The warning as a strip under the toolbar, at every width (the live regions above speak it). */
export function TimeWarning({ remaining }: { remaining: number | null }) {
  const threshold = remaining === null ? null : crossedThreshold(remaining);
  if (!threshold) return null;
  return (
    <p
      data-testid="time-warning"
      aria-hidden="true"
      className={cn(
        "border-t px-4 py-1.5 text-center text-sm font-semibold",
        threshold.urgent ? "border-red-200 bg-red-50 text-red-800" : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      {threshold.text}
    </p>
  );
}
