/**
 * The report's windows (docs/rules.md, "Users, messages and reports"): which months and weeks its
 * charts cover, counted in Karachi time. lib/reports queries them; the charts fill the empty ones
 * with zeros. Safe to import in client components.
 */
import { TIME_ZONE } from "@/lib/format";

/** Payments are charted for the last this many months at most (the current one included)… */
export const REPORT_MONTHS = 12;
/** …and at least this many, older months showing only when they hold payments. */
export const REPORT_MIN_MONTHS = 6;
/** New learners are charted for the last this many weeks (Monday starts, the current one included). */
export const REPORT_WEEKS = 12;

const DAY_MS = 86_400_000;

/** Payments placed in the month, by where they stand now (`revoked`: approved, then revoked; not in the revenue). */
export type MonthRow = { month: string; revenue: number; accepted: number; pending: number; rejected: number; revoked: number };
export type WeekRow = { week: string; learners: number };

const localParts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day in Karachi of an instant, as [year, month 1-12, day]. */
function localDate(iso: string): [number, number, number] {
  const parts = Object.fromEntries(localParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return [Number(parts.year), Number(parts.month), Number(parts.day)];
}

/** "2026-03": the month in Karachi of an instant, as the report keys months. */
export const monthKeyOf = (iso: string) =>
  localDate(iso)
    .slice(0, 2)
    .map((n) => String(n).padStart(2, "0"))
    .join("-");

/** The month window ending with the month of `generatedAt`, oldest first, empty months as zeros. */
export function fillMonths(rows: MonthRow[], generatedAt: string): MonthRow[] {
  const [year, month] = localDate(generatedAt);
  const oldest = rows[0]?.month;
  const keys: string[] = [];
  for (let back = 0; back < REPORT_MONTHS; back += 1) {
    const key = new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    if (back >= REPORT_MIN_MONTHS && (!oldest || key < oldest)) break;
    keys.unshift(key);
  }
  const byKey = new Map(rows.map((row) => [row.month, row]));
  return keys.map((key) => byKey.get(key) ?? { month: key, revenue: 0, accepted: 0, pending: 0, rejected: 0, revoked: 0 });
}

/** The week window (Monday starts, as Postgres' date_trunc('week')) ending with this week, oldest first, zeros filled. */
export function fillWeeks(rows: WeekRow[], generatedAt: string): WeekRow[] {
  const [year, month, day] = localDate(generatedAt);
  const today = Date.UTC(year, month - 1, day);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const byKey = new Map(rows.map((row) => [row.week, row.learners]));
  return Array.from({ length: REPORT_WEEKS }, (_, index) => {
    const week = new Date(monday - (REPORT_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week, learners: byKey.get(week) ?? 0 };
  });
}
