/**
 * Riding out a busy server (docs/rules.md, "Shedding load"): a request the server shed (`Busy`) or
 * cannot answer yet (`Preparing`), both 503s, is sent again after the wait its Retry-After asks for (or an exponential backoff), with
 * jitter so that a refused crowd does not come back all at once, for at most `budgetMs` in all.
 * Pure: sleeping, the clock and randomness are injected.
 */

import type { FailureKind } from "./failure-kind";

export type BusyAware = { success: boolean; kind?: FailureKind; retryAfterSeconds?: unknown };

export type BusyRetryOptions = {
  /** The longest the caller keeps trying, from the first send. */
  budgetMs?: number;
  /** The backoff without a Retry-After: between half and all of min(maxMs, baseMs × 2^(n−1)). */
  backoff?: { baseMs: number; maxMs: number };
  /** Told before each wait: the screen says "starting…". */
  onBusy?: (waitMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
};

export const BUSY_BACKOFF = { baseMs: 500, maxMs: 8000 };
export const START_BUDGET_MS = 60_000;

/** The server did nothing and asked for a wait: sending it again is safe. */
export const isBusy = (result: BusyAware) => !result.success && (result.kind === "Busy" || result.kind === "Preparing");

/** Exponential backoff with "equal jitter": between half and all of min(max, base × 2^(n−1)). */
export function backoffDelay(failures: number, backoff = BUSY_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * How long to wait before the `failures`-th retry: the backoff, but never less than the server's
 * Retry-After, spread over one to one and a half times it.
 */
export function retryDelay(result: BusyAware, failures: number, backoff = BUSY_BACKOFF, random: () => number = Math.random): number {
  const backoffMs = backoffDelay(failures, backoff, random);
  const asked = typeof result.retryAfterSeconds === "number" && result.retryAfterSeconds > 0 ? result.retryAfterSeconds * 1000 : 0;
  return asked > 0 ? Math.max(backoffMs, Math.round(asked * (1 + random() / 2))) : backoffMs;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends `request` until it is not busy or the budget is spent; returns the last answer. */
export async function retryWhileBusy<T extends BusyAware>(request: () => Promise<T>, options: BusyRetryOptions = {}): Promise<T> {
  const { budgetMs = START_BUDGET_MS, backoff = BUSY_BACKOFF, sleep = realSleep, now = Date.now, random = Math.random } = options;
  const giveUpAt = now() + budgetMs;
  let failures = 0;
  for (;;) {
    const result = await request();
    if (!isBusy(result)) return result;
    failures += 1;
    const waitMs = retryDelay(result, failures, backoff, random);
    if (now() + waitMs > giveUpAt) return result;
    options.onBusy?.(waitMs);
    await sleep(waitMs);
  }
}
