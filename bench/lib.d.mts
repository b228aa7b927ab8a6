// Types of the part of bench/lib.mjs that TypeScript imports (tests/unit/bench-busy.test.ts).

export const BUSY_BUDGET_MS: number;

export function busyRetryDelay(retryAfterSeconds: number | undefined, failures: number, random?: () => number): number;

export function ridingOutBusy<T extends { status: number; retryAfterSeconds?: number }>(
  send: () => Promise<T>,
  options?: { budgetMs?: number; onRefused?: (answer: T) => void; sleep?: (ms: number) => Promise<unknown>; now?: () => number },
): Promise<T>;
