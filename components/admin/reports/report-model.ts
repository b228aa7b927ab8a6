import type { Report } from "@/lib/reports";
import { formatCalendarDay, TIME_ZONE } from "@/lib/format";

const DAY_MS = 86_400_000;

// Dates in the zone lib/reports groups months and weeks in.
const localParts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Today's date in Karachi as [year, month 1-12, day]. */
function localDate(iso: string): [number, number, number] {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day)];
}

export type MonthRow = Report["paymentsByMonth"][number];
export type WeekRow = Report["newLearnersByWeek"][number];

export const monthKeyOf = (iso: string) =>
  localDate(iso)
    .slice(0, 2)
    .map((n) => String(n).padStart(2, "0"))
    .join("-");
const monthDate = (key: string) => new Date(`${key}-01T00:00:00Z`);
export const shortMonth = (key: string) => monthName.format(monthDate(key));
export const fullMonth = (key: string) => longMonth.format(monthDate(key));

/** The last 6 months (more when older payments exist, at most 12), oldest first, empty months as zeros. */
export function fillMonths(rows: MonthRow[], generatedAt: string): MonthRow[] {
  const [year, month] = localDate(generatedAt);
  const oldest = rows[0]?.month;
  const keys: string[] = [];
  for (let back = 0; back < 12; back += 1) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const key = date.toISOString().slice(0, 7);
    if (back >= 6 && (!oldest || key < oldest)) break;
    keys.unshift(key);
  }
  const byKey = new Map(rows.map((row) => [row.month, row]));
  return keys.map((key) => byKey.get(key) ?? { month: key, revenue: 0, accepted: 0, pending: 0, rejected: 0 });
}

/** The last 12 weeks (Monday starts, as Postgres' date_trunc('week')), oldest first, zeros filled. */
export function fillWeeks(rows: WeekRow[], generatedAt: string): WeekRow[] {
  const [year, month, day] = localDate(generatedAt);
  const today = Date.UTC(year, month - 1, day);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const byKey = new Map(rows.map((row) => [row.week, row.learners]));
  return Array.from({ length: 12 }, (_, index) => {
    const week = new Date(monday - (11 - index) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week, learners: byKey.get(week) ?? 0 };
  });
}

/** "2 Mar" for the week starting 2 March. */
export const weekLabel = (key: string) => formatCalendarDay(key).slice(0, -5);
export const weekLong = (key: string) => `Week of ${formatCalendarDay(key)}`;

export const compactNumber = (value: number) => compact.format(value);

/** "under an hour", "5 hours", "3 days". */
export function formatAge(hours: number): string {
  if (hours < 1) return "under an hour";
  if (hours < 48) return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/** A round axis maximum at or above `max` (1, 2, 2.5, 5 × 10ⁿ); integers only for counts. */
export function niceMax(max: number, integer: boolean): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= max && (!integer || Number.isInteger(candidate))) return candidate;
  }
  return 10 * magnitude;
}
