/**
 * Extra time (docs/rules.md, "Extra time"), safe to import in client components: the bounds an
 * admin may set, how long a timed thing lasts with it, and how the screens say so.
 */
export const MAX_EXTRA_TIME_PERCENT = 100;
export { REASON_MAX_LENGTH } from "@/lib/single-line";

/** Whole seconds a timed thing of `minutes` lasts with `percent` extra time. */
export const allowedSeconds = (minutes: number, percent: number) => Math.round((minutes * 60 * (100 + percent)) / 100);

/** 4500 → "75 minutes", 3591 → "59 minutes 51 seconds". */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  if (rest === 0) return plural(minutes, "minute");
  return minutes === 0 ? plural(rest, "second") : `${plural(minutes, "minute")} ${plural(rest, "second")}`;
}

/** 1800 → "30 min", 2250 → "37½ min", 3591 → "59 min 51 s": a table's short length of a timed thing. */
export function shortDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return `${minutes} min`;
  if (rest === 30) return `${minutes === 0 ? "" : minutes}½ min`;
  return `${minutes} min ${rest} s`;
}

/** A quiz's time and, with extra time, how long the learner gets: "30 min" and "+25 %: 37½ min" (null without). */
export function quizTimeParts(minutes: number, percent: number): { plain: string; extended: string | null } {
  if (minutes <= 0) return { plain: "Untimed", extended: null };
  const extended = percent > 0 ? `+${percent} %: ${shortDuration(allowedSeconds(minutes, percent))}` : null;
  return { plain: shortDuration(minutes * 60), extended };
}

/**
 * A quiz's time as a learner's lists show it (docs/rules.md, "Extra time"): "30 min", or with extra
 * time "30 min (+25 %: 37½ min)", the length `allowedSeconds` gives; "Untimed" without a limit.
 */
export function quizTimeText(minutes: number, percent: number): string {
  const { plain, extended } = quizTimeParts(minutes, percent);
  return extended ? `${plain} (${extended})` : plain;
}

/**
 * "You have 25 % extra time: 75 minutes." for a quiz of 60 minutes; null without extra time or a
 * time limit. `upTo` for a grand test, whose close can cut the time short.
 */
export function extraTimeNote(minutes: number, percent: number, options: { upTo?: boolean } = {}): string | null {
  if (percent <= 0 || minutes <= 0) return null;
  return `You have ${percent} % extra time: ${options.upTo ? "up to " : ""}${durationText(allowedSeconds(minutes, percent))}.`;
}

/** The badge's text, "+25 % time". */
export const extraTimeBadgeText = (percent: number) => `+${percent} % time`;

/**
 * The extra time an attempt was started with, read back from its own times, so that a running
 * attempt shows what it got even after an admin changed the learner's percent. Without a close
 * the deadline is start + T(1 + p); a grand test's is min(start + T(1 + p), close + Tp), whose
 * second term is the smaller exactly when the start is later than close − T, whatever p is.
 */
export function extraPercentOf(attempt: { startedAt: Date; deadline: Date | null; quizTime: number; closesAt?: Date | null }): number {
  if (!attempt.deadline || attempt.quizTime <= 0) return 0;
  const time = attempt.quizTime * 60_000;
  const { startedAt, deadline, closesAt } = attempt;
  const capped = closesAt ? startedAt.getTime() + time > closesAt.getTime() : false;
  const fraction = capped ? (deadline.getTime() - closesAt!.getTime()) / time : (deadline.getTime() - startedAt.getTime()) / time - 1;
  return Math.min(MAX_EXTRA_TIME_PERCENT, Math.max(0, Math.round(fraction * 100)));
}
