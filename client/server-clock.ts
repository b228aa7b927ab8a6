/**
 * The server is the only clock (docs/rules.md, "Money and time"). The browser only learns how far its own
 * clock is from the server's, then reads every remaining time from the server's deadline.
 */

/** One request's timing: client clock before and after it, and the server's clock in its answer. */
export type ClockSample = { requestStart: number; responseEnd: number; serverNow: string | number | Date };

const toMs = (value: string | number | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);

/**
 * Server time minus client time, in ms. The server stamped its answer somewhere during the round
 * trip; the midpoint of request and response is the best guess of when (NTP's assumption).
 * 0 when the sample is unusable.
 */
export function clockOffset({ requestStart, responseEnd, serverNow }: ClockSample): number {
  const server = toMs(serverNow);
  if (!Number.isFinite(server) || !Number.isFinite(requestStart) || !Number.isFinite(responseEnd)) return 0;
  return Math.round(server - (requestStart + responseEnd) / 2);
}

/** The server's "now" seen from this browser. */
export const serverNow = (offset: number, clientNow: number = Date.now()): number => clientNow + offset;

/** Milliseconds until the deadline by the server's clock (negative once it has passed). */
export function remainingMs(deadline: number, offset: number, clientNow: number = Date.now()): number {
  return deadline - serverNow(offset, clientNow);
}

/** "mm:ss" with two-digit seconds, rounded up so "00:00" shows only when time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** Runs `request` and returns its answer with the clock offset measured around it. */
export async function withClockSample<T>(
  request: () => Promise<T>,
  serverNowOf: (answer: T) => string | undefined,
  now: () => number = Date.now,
) {
  const requestStart = now();
  const answer = await request();
  const responseEnd = now();
  const stamp = serverNowOf(answer);
  return { answer, offset: stamp ? clockOffset({ requestStart, responseEnd, serverNow: stamp }) : 0 };
}

/** "2d 03:04:05", "3:04:05" under a day; "0:00:00" once the target has passed. */
export function formatTimeUntil(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${pad(hours)}:${clock}` : `${hours}:${clock}`;
}
