/**
 * On track or not, and why (docs/rules.md, "Study plan"). Pure: the plan computes it, the Today
 * card says it. The card never says "not on track" without the reason beside it.
 */
import { countOf } from "@/lib/format";

/**
 * `overdue`: cards of questions the learner may practise due more than a day ago (OVERDUE_GRACE_MS);
 * `newLeft`: new questions still short of today's share (0 without one, or once it is met).
 */
export type Track = { onTrack: boolean; overdue: number; newLeft: number };

/** On track: no card overdue by more than a day, and today's new questions reach the day's share (when there is one). */
export function trackOf(newToday: number, perDay: number | null, overdue: number): Track {
  const newLeft = perDay === null ? 0 : Math.max(0, perDay - newToday);
  return { onTrack: overdue === 0 && newLeft === 0, overdue, newLeft };
}

/** Why the learner is off track, in the card's words: each reason that holds ("" when on track). */
export function offTrackReasons(track: Track): string[] {
  const reasons: string[] = [];
  if (track.overdue > 0) reasons.push(`${countOf(track.overdue, "review")} overdue by more than a day`);
  if (track.newLeft > 0) reasons.push(`${countOf(track.newLeft, "new question")} to go today`);
  return reasons;
}

/** The badge: "On track", or "Not on track: 4 reviews overdue by more than a day" with every reason that holds. */
export const trackWords = (track: Track): string => (track.onTrack ? "On track" : `Not on track: ${offTrackReasons(track).join(" and ")}`);
