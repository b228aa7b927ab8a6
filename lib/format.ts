/** Learners are in Pakistan: dates, weeks and months are told in its time, on server and browser alike. */
export const TIME_ZONE = "Asia/Karachi";

const pkr = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wallClockParts = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: TIME_ZONE,
});
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The parts of an instant on a Pakistani wall clock. */
function wallClock(date: Date) {
  const parts = Object.fromEntries(wallClockParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: parts.day!,
    month: parts.month!,
    year: parts.year!,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`,
  };
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** Rupees → "PKR 5,000.00". */
export function formatPKR(rupees: number): string {
  return `PKR ${pkr.format(rupees)}`;
}

/**
 * → "20 Nov 2026, 3:04 pm PKT": day before month, as Pakistani readers read dates, in Pakistan time
 * (docs/rules.md, "Money and time"). Every date and time on screens and in mail goes through here.
 */
export function formatDateTime(value: Date | string | number): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const { day, month, year, time } = wallClock(date);
  return `${day} ${month} ${year}, ${time} PKT`;
}

/** → "20 Nov 2026": the day in Pakistan of an instant. */
export function formatDate(value: Date | string | number): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const { day, month, year } = wallClock(date);
  return `${day} ${month} ${year}`;
}

/** A calendar day "2026-12-05" → "5 Dec 2026". */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 512 → "512 B", 20480 → "20 KB", 5242880 → "5 MB", 5505024 → "5.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

/** What a figure without a value shows (a rate of nothing, a missing phone): one dash on every screen. */
export const NO_VALUE = "—";

/**
 * A percentage as every screen writes it (docs/rules.md, "Money and time"): rounded to `digits`
 * decimals, trailing zeros dropped as a person writes it ("20%", "66.7%", "66.67%", never "20.00%"),
 * and "%" joined to the number ("42%"); NO_VALUE for null or a non-number. With `fraction` the value
 * is a share of 1 (0.42 → "42%").
 */
export function formatPercent(value: number | null | undefined, { digits = 0, fraction = false } = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return `${Number((fraction ? value * 100 : value).toFixed(digits))}%`;
}

const ORDINAL_SUFFIX = { one: "st", two: "nd", few: "rd", other: "th" } as const;
const ordinalRule = new Intl.PluralRules("en-US", { type: "ordinal" });

/** A percentile as a person says it, whole: 51.67 → "52nd percentile", 11 → "11th percentile". */
export function formatPercentile(value: number): string {
  const whole = Math.round(value);
  return `${whole}${ORDINAL_SUFFIX[ordinalRule.select(whole) as keyof typeof ORDINAL_SUFFIX]} percentile`;
}

/** 1 → "1 quiz", 3 → "3 quizzes": a count with its noun. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const zoneParts = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** An instant as a `datetime-local` value ("2026-11-20T15:04") in Pakistan time; "" when unset or invalid. */
export function toZonedInputValue(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const part = Object.fromEntries(zoneParts.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A `datetime-local` value read as Pakistan time → ISO instant; null when empty or malformed. */
export function fromZonedInputValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment (Pakistan keeps no daylight saving today, but the zone database decides).
  const offset = Date.parse(`${toZonedInputValue(asUtc)}:00Z`) - asUtc;
  const instant = new Date(asUtc - offset);
  return toZonedInputValue(instant) === value.trim() ? instant.toISOString() : null;
}

/** How far away an instant is, as a person says it: "in 1 min", "in 10 min", "in 5 hours", "in 3 days", "in 2 months". */
export function formatDueIn(due: Date | string | number, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((new Date(due).getTime() - now) / 60_000));
  if (minutes < 1) return "now";
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${countOf(hours, "hour")}`;
  const days = Math.round(hours / 24);
  if (days < 31) return `in ${countOf(days, "day")}`;
  const months = Math.round(days / 30.4);
  if (months < 12) return `in ${countOf(months, "month")}`;
  return `in ${countOf(Math.round(days / 365), "year")}`;
}
