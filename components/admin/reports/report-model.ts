import { formatCalendarDay } from "@/lib/format";

// How the report's charts write months, weeks and counts; which months and weeks they cover is lib/reports/windows.
const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

const monthDate = (key: string) => new Date(`${key}-01T00:00:00Z`);
export const shortMonth = (key: string) => monthName.format(monthDate(key));
export const fullMonth = (key: string) => longMonth.format(monthDate(key));

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
