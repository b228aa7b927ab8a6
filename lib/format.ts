/** Learners are in Pakistan: dates, weeks and months are told in its time, on server and browser alike. */
export const TIME_ZONE = "Asia/Karachi";

const pkr = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "numeric",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: TIME_ZONE,
});

/** Rupees → "PKR 5,000.00". */
export function formatPKR(rupees: number): string {
  return `PKR ${pkr.format(rupees)}`;
}

/** → "11/20/2026, 3:04 PM" (US English, 12-hour clock). */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}

/** 512 → "512 B", 20480 → "20 KB", 5242880 → "5 MB", 5505024 → "5.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
}

/** 1 → "1 quiz", 3 → "3 quizzes": a count with its noun. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
