import { formatCalendarDay, TIME_ZONE } from "@/lib/format";

/**
 * Calendar days in Pakistan time and the plan's arithmetic (docs/rules.md, "Study plan"), pure:
 * safe for the browser, tested in tests/unit/plan-days.test.ts. A day is a `YYYY-MM-DD` string.
 */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;
/** New material is meant to be done this many days before the exam; the last week is for review. */
export const REVIEW_WEEK_DAYS = 7;
/** A card due longer ago than this is overdue enough to put the learner off track. */
export const OVERDUE_GRACE_MS = DAY_MS;

const dayFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });
const wallClock = new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE, dateStyle: "short", timeStyle: "medium" });
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Pakistan calendar day of an instant ("2026-11-20" from 2026-11-19T19:00:00Z on). */
export function dayOf(instant: Date | number): Day {
  return dayFormat.format(instant);
}

/** `text` when it is a real calendar day written `YYYY-MM-DD` (not 2026-02-30), else null. */
export function parseDay(text: string): Day | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

const utcMidnight = (day: Day) => Date.parse(`${day}T00:00:00Z`);

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return new Date(utcMidnight(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The instant a Pakistan day begins (its 00:00 there); the zone database gives the offset. */
export function startOfDay(day: Day): Date {
  const guess = utcMidnight(day);
  const [wallDay, wallTime] = wallClock.format(guess).split(" ") as [string, string];
  const offset = Date.parse(`${wallDay}T${wallTime}Z`) - guess;
  return new Date(guess - offset);
}

/** Today and its bounds, for the instant `now`: [start, end) in UTC instants. */
export function todayAt(now: Date): { today: Day; start: Date; end: Date } {
  const today = dayOf(now);
  return { today, start: startOfDay(today), end: startOfDay(addDays(today, 1)) };
}

/**
 * Days left to the exam from today, or null without an exam date or once it has passed (the plan
 * then runs as if none were set). 0 on exam day.
 */
export function daysLeft(examDate: Day | null, today: Day): number | null {
  if (examDate === null) return null;
  const left = daysBetween(today, examDate);
  return left < 0 ? null : left;
}

/** New questions a day so that every unused one is seen a week before the exam; null without a date. */
export function newPerDay(unused: number, left: number | null): number | null {
  if (left === null) return null;
  return Math.ceil(unused / Math.max(1, left - REVIEW_WEEK_DAYS));
}

/** Questions in the Today card's new-questions session: what is left of the day's share, 5 to 20 (20 without one). */
export function sessionSize(perDay: number | null, newToday: number): number {
  if (perDay === null) return 20;
  return Math.min(20, Math.max(5, perDay - newToday));
}

/** "2026-12-05" → "5 Dec 2026" (lib/format.ts, the app's one way of writing a day). */
export const formatDay = (day: Day): string => formatCalendarDay(day);
