/**
 * The unsent quiz answers of one attempt, question id → option id (the latest choice wins), kept
 * in memory and mirrored to browser storage so that a reload sends them again.
 */

import { createLocalStore, type KeyValueStorage } from "./local-store";

export type PendingAnswer = { attemptId: string; questionId: string; optionId: string };

export const queueStorageKey = (attemptId: string) => `answer-queue:${attemptId}`;

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

/** The attempt's pending answers, the stored ones first; every change is written back. */
export function createPendingAnswers(storage: KeyValueStorage | null | undefined, attemptId: string) {
  const stored = answerStore(storage, attemptId);
  const entries = new Map<string, string>(stored.read().map((answer) => [answer.questionId, answer.optionId]));
  /** Storage full or disabled: the answer is still in memory and on its way. */
  const persist = () => stored.write([...entries].map(([questionId, optionId]) => ({ attemptId, questionId, optionId })));

  return {
    count: () => entries.size,
    /** The oldest unsent choice, or null. */
    next(): PendingAnswer | null {
      const next = entries.entries().next();
      return next.done ? null : { attemptId, questionId: next.value[0], optionId: next.value[1] };
    },
    /** A newer choice for the same question replaces an unsent one. */
    set(questionId: string, optionId: string) {
      entries.set(questionId, optionId);
      persist();
    },
    /** Removes the answer that was sent unless a newer choice for its question came meanwhile. */
    settle({ questionId, optionId }: PendingAnswer) {
      if (entries.get(questionId) === optionId) entries.delete(questionId);
      persist();
    },
    clear() {
      entries.clear();
      persist();
    },
    /** A copy, question id → option id. */
    copy: (): ReadonlyMap<string, string> => new Map(entries),
  };
}
