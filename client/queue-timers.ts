/**
 * The answer queue's waits: the backoff between tries, and the flushes waiting for it to settle.
 * Pure: the timer is injected.
 */

import { retryDelay, type BusyAware } from "./retry-busy";

/** Runs `run` after `ms`; returns a cancel function. */
export type Schedule = (run: () => void, ms: number) => () => void;
export type FlushOutcome = "saved" | "ended" | "timeout";

export const defaultSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** One wait at a time before the next try: the backoff after `failures` failures, or the server's Retry-After when longer. */
export function createRetryTimer(schedule: Schedule, backoff: { baseMs: number; maxMs: number }, random: () => number) {
  let failures = 0;
  let cancel: (() => void) | null = null;
  return {
    waiting: () => cancel !== null,
    /** Counts the failure and runs `run` once the wait is over. */
    after(result: BusyAware, run: () => void) {
      failures += 1;
      cancel = schedule(
        () => {
          cancel = null;
          run();
        },
        retryDelay(result, failures, backoff, random),
      );
    },
    /** Cancels the wait in progress, if any. */
    skip() {
      cancel?.();
      cancel = null;
    },
    /** The next failure waits the shortest again. */
    reset() {
      failures = 0;
    },
  };
}

/** Flushes waiting for the queue to settle, each with its own timeout. */
export function createFlushWaiters(schedule: Schedule) {
  const waiters = new Set<(outcome: FlushOutcome) => void>();
  return {
    wait(timeoutMs: number): Promise<FlushOutcome> {
      return new Promise((resolve) => {
        let cancelTimeout = () => {};
        const done = (outcome: FlushOutcome) => {
          waiters.delete(done);
          cancelTimeout();
          resolve(outcome);
        };
        waiters.add(done);
        cancelTimeout = schedule(() => done("timeout"), timeoutMs);
      });
    },
    settle(outcome: "saved" | "ended") {
      for (const resolve of [...waiters]) resolve(outcome);
    },
  };
}
