/**
 * The background save of quiz answers: the screen moves on at once and this queue makes sure every
 * choice reaches the server. One entry per question (the latest choice wins), sent one at a time,
 * retried with exponential backoff and jitter, paused while offline. Only the pending ids are kept
 * in browser storage, so a reload sends them again. Pure: sending, storage and timers are injected.
 */

import { isTransportFailure, type FailureKind } from "./failure-kind";
import { createLocalStore, type KeyValueStorage } from "./local-store";
import { backoffDelay, BUSY_BACKOFF, retryDelay } from "./retry-busy";

export type { KeyValueStorage };

export type PendingAnswer = { attemptId: string; questionId: string; optionId: string };
/**
 * What a send resolves to (an `apiFetch` answer fits): the failure's kind (`Unreachable` when no
 * answer arrived); `retryAfterSeconds` when the server asked for a wait (the load gate, a rate limit).
 */
export type SendResult = { success: boolean; kind?: FailureKind; message?: string; retryAfterSeconds?: unknown };
export type QueueStatus = "saved" | "saving" | "offline" | "ended";
export type QueueSnapshot = { status: QueueStatus; pendingCount: number };
export type FlushOutcome = "saved" | "ended" | "timeout";
/** Runs `run` after `ms`; returns a cancel function. */
export type Schedule = (run: () => void, ms: number) => () => void;

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
export const queueStorageKey = (attemptId: string) => `answer-queue:${attemptId}`;

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

const defaultSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

const isPendingAnswer =
  (attemptId: string) =>
  (item: unknown): item is PendingAnswer => {
    const value = item as Partial<PendingAnswer> | null;
    return (
      !!value &&
      typeof value === "object" &&
      value.attemptId === attemptId &&
      typeof value.questionId === "string" &&
      typeof value.optionId === "string"
    );
  };

/** This attempt's pending answers in storage (none kept without storage); anything malformed or foreign is ignored. */
function answerStore(storage: KeyValueStorage | null | undefined, attemptId: string) {
  return createLocalStore<PendingAnswer[]>({
    key: queueStorageKey(attemptId),
    parse: (value) => (Array.isArray(value) ? value.filter(isPendingAnswer(attemptId)) : []),
    empty: [],
    isEmpty: (answers) => answers.length === 0,
    storage: storage ?? null,
  });
}

/** The pending answers stored for this attempt. */
export const readStoredAnswers = (storage: KeyValueStorage | null | undefined, attemptId: string): PendingAnswer[] =>
  answerStore(storage, attemptId).read();

export type AnswerQueue = ReturnType<typeof createAnswerQueue>;

export function createAnswerQueue(attemptId: string, deps: QueueDeps) {
  const { send, storage, schedule = defaultSchedule, random = Math.random, backoff = DEFAULT_BACKOFF } = deps;
  const stored = answerStore(storage, attemptId);
  const entries = new Map<string, string>(stored.read().map((answer) => [answer.questionId, answer.optionId]));
  const waiters = new Set<(outcome: FlushOutcome) => void>();
  let online = deps.isOnline?.() ?? true;
  let inFlight = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let ended = false;
  let active = false;

  const status = (): QueueStatus => (ended ? "ended" : !online ? "offline" : entries.size > 0 || inFlight ? "saving" : "saved");
  const snapshot = (): QueueSnapshot => ({ status: status(), pendingCount: entries.size });

  /** Storage full or disabled: the answer is still in memory and on its way. */
  const persist = () => stored.write([...entries].map(([questionId, optionId]) => ({ attemptId, questionId, optionId })));

  function changed() {
    deps.onChange?.(snapshot());
    const outcome = ended ? "ended" : entries.size === 0 && !inFlight ? "saved" : null;
    if (outcome) for (const resolve of [...waiters]) resolve(outcome);
  }

  /** Waits the backoff, or the server's Retry-After when it asked for longer; the answer stays "saving". */
  function retryLater(result: SendResult) {
    failures += 1;
    cancelRetry = schedule(
      () => {
        cancelRetry = null;
        void pump();
      },
      retryDelay(result, failures, backoff, random),
    );
  }

  /** Removes the answer that was sent unless a newer choice for its question came meanwhile. */
  function settle(questionId: string, optionId: string) {
    if (entries.get(questionId) === optionId) entries.delete(questionId);
    persist();
  }

  async function pump(): Promise<void> {
    if (!active || ended || inFlight || cancelRetry || !online) return changed();
    const next = entries.entries().next();
    if (next.done) return changed();
    const [questionId, optionId] = next.value;
    const answer = { attemptId, questionId, optionId };
    inFlight = true;
    changed();
    let result: SendResult;
    try {
      result = await send(answer);
    } catch {
      result = { success: false, kind: "Unreachable" };
    }
    inFlight = false;
    if (!active) return;
    const verdict = classify(result);
    if (verdict === "ended") return end(result.message ?? "This attempt has already ended.");
    if (verdict === "retry") {
      retryLater(result);
      return changed();
    }
    failures = 0;
    settle(questionId, optionId);
    if (verdict === "drop") deps.onDrop?.(answer, result.message ?? "This answer could not be saved.");
    return pump();
  }

  function end(message: string) {
    ended = true;
    cancelRetry?.();
    cancelRetry = null;
    entries.clear();
    persist();
    changed();
    deps.onEnded?.(message);
  }

  /** Sends now: skips a backoff wait in progress. */
  function nudge() {
    if (cancelRetry) {
      cancelRetry();
      cancelRetry = null;
    }
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
      entries.set(questionId, optionId);
      persist();
      if (cancelRetry) changed();
      else void pump();
      return true;
    },
    setOnline(next: boolean) {
      online = next;
      if (next) {
        failures = 0;
        nudge();
      } else changed();
    },
    /** Resolves once everything is saved, the attempt has ended, or `timeoutMs` has passed. */
    flush(timeoutMs: number): Promise<FlushOutcome> {
      return new Promise((resolve) => {
        let cancelTimeout = () => {};
        const done = (outcome: FlushOutcome) => {
          waiters.delete(done);
          cancelTimeout();
          resolve(outcome);
        };
        waiters.add(done);
        cancelTimeout = schedule(() => done("timeout"), timeoutMs);
        nudge();
      });
    },
    /** The unsent choices, question id → option id. */
    pending: (): ReadonlyMap<string, string> => new Map(entries),
    snapshot,
    /** Stops for good (the attempt has been submitted); forgets stored answers when `forget`. */
    dispose(forget = false) {
      active = false;
      cancelRetry?.();
      cancelRetry = null;
      if (forget) {
        entries.clear();
        persist();
      }
    },
  };
}
