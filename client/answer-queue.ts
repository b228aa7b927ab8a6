/**
 * The background save of quiz answers: the screen moves on at once and this queue makes sure every
 * choice reaches the server. One entry per question (the latest choice wins), sent one at a time,
 * retried with exponential backoff and jitter, paused while offline. Only the pending ids are kept
 * in browser storage, so a reload sends them again. Pure: sending, storage and timers are injected.
 */

import { isTransportFailure, type FailureKind } from "./failure-kind";
import type { KeyValueStorage } from "./local-store";
import { createPendingAnswers, type PendingAnswer } from "./pending-answers";
import { createFlushWaiters, createRetryTimer, defaultSchedule, type FlushOutcome, type Schedule } from "./queue-timers";
import { backoffDelay, BUSY_BACKOFF } from "./retry-busy";

export type { FlushOutcome, KeyValueStorage, PendingAnswer, Schedule };
export { queueStorageKey, readStoredAnswers } from "./pending-answers";

/**
 * What a send resolves to (an `apiFetch` answer fits): the failure's kind (`Unreachable` when no
 * answer arrived); `retryAfterSeconds` when the server asked for a wait (the load gate, a rate limit).
 */
export type SendResult = { success: boolean; kind?: FailureKind; message?: string; retryAfterSeconds?: unknown };
export type QueueStatus = "saved" | "saving" | "offline" | "ended";
export type QueueSnapshot = { status: QueueStatus; pendingCount: number };

export type QueueDeps = {
  send: (answer: PendingAnswer) => Promise<SendResult>;
  storage?: KeyValueStorage | null;
  schedule?: Schedule;
  random?: () => number;
  isOnline?: () => boolean;
  backoff?: { baseMs: number; maxMs: number };
  onChange?: (snapshot: QueueSnapshot) => void;
  /** A refused answer (invalid, forbidden, not found…) that no retry can fix: it is dropped. */
  onDrop?: (answer: PendingAnswer, message: string) => void;
  /** The attempt is over (`Ended`: time is up or already ended): the queue stops for good. */
  onEnded?: (message: string) => void;
};

export const DEFAULT_BACKOFF = BUSY_BACKOFF;
export { backoffDelay };

/** What to do with a send's answer: keep trying only what time or the network can fix. */
export function classify(result: SendResult): "ok" | "retry" | "ended" | "drop" {
  if (result.success) return "ok";
  const { kind } = result;
  // Unauthenticated: the session ended (the quiz screen says so in place, other pages go to sign in
  // and back); the answer stays stored here and is sent once signed in again.
  if (isTransportFailure(kind) || kind === "Unauthenticated" || kind === "TimedOut" || kind === "RateLimited") return "retry";
  if (kind === "Ended") return "ended";
  return "drop";
}

export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

/** One send; a throw (no answer at all) counts as a network failure. */
async function sendSafely(send: QueueDeps["send"], answer: PendingAnswer): Promise<SendResult> {
  try {
    return await send(answer);
  } catch {
    return { success: false, kind: "Unreachable" };
  }
}

/** The queue of one attempt: its pending answers, the wait before a retry, and the flushes waiting for it. */
export function createAnswerQueue(attemptId: string, deps: QueueDeps) {
  const { send, storage, schedule = defaultSchedule, random = Math.random, backoff = DEFAULT_BACKOFF } = deps;
  const pending = createPendingAnswers(storage, attemptId);
  const retry = createRetryTimer(schedule, backoff, random);
  const waiters = createFlushWaiters(schedule);
  let online = deps.isOnline?.() ?? true;
  let inFlight = false;
  let ended = false;
  let active = false;

  const status = (): QueueStatus => (ended ? "ended" : !online ? "offline" : pending.count() > 0 || inFlight ? "saving" : "saved");
  const snapshot = (): QueueSnapshot => ({ status: status(), pendingCount: pending.count() });

  function changed() {
    deps.onChange?.(snapshot());
    if (ended) waiters.settle("ended");
    else if (pending.count() === 0 && !inFlight) waiters.settle("saved");
  }

  async function pump(): Promise<void> {
    if (!active || ended || inFlight || retry.waiting() || !online) return changed();
    const answer = pending.next();
    if (!answer) return changed();
    inFlight = true;
    changed();
    const result = await sendSafely(send, answer);
    inFlight = false;
    if (!active) return;
    const verdict = classify(result);
    if (verdict === "ended") return end(result.message ?? "This attempt has already ended.");
    if (verdict === "retry") {
      // Waits the backoff, or the server's Retry-After when it asked for longer; the answer stays "saving".
      retry.after(result, () => void pump());
      return changed();
    }
    retry.reset();
    pending.settle(answer);
    if (verdict === "drop") deps.onDrop?.(answer, result.message ?? "This answer could not be saved.");
    return pump();
  }

  function end(message: string) {
    ended = true;
    retry.skip();
    pending.clear();
    changed();
    deps.onEnded?.(message);
  }

  /** Sends now: skips a backoff wait in progress. */
  function nudge() {
    retry.skip();
    void pump();
  }

  return {
    /** Starts sending (restored answers first). */
    start() {
      active = true;
      void pump();
    },
    /** Records a choice; a newer choice for the same question replaces an unsent one. */
    enqueue(questionId: string, optionId: string): boolean {
      if (ended) return false;
      pending.set(questionId, optionId);
      if (retry.waiting()) changed();
      else void pump();
      return true;
    },
    setOnline(next: boolean) {
      online = next;
      if (next) {
        retry.reset();
        nudge();
      } else changed();
    },
    /** Resolves once everything is saved, the attempt has ended, or `timeoutMs` has passed. */
    flush(timeoutMs: number): Promise<FlushOutcome> {
      const settled = waiters.wait(timeoutMs);
      nudge();
      return settled;
    },
    /** The unsent choices, question id → option id. */
    pending: pending.copy,
    snapshot,
    /** Stops for good (the attempt has been submitted); forgets stored answers when `forget`. */
    dispose(forget = false) {
      active = false;
      retry.skip();
      if (forget) pending.clear();
    },
  };
}
