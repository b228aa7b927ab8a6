"use client";

import { useCallback, useState } from "react";
import { toast } from "@/client/toast";
import { apiFetch } from "@/client/api";
import { browserStorage } from "@/client/local-store";
import { readStoredAnswers, type FlushOutcome, type PendingAnswer, type QueueSnapshot, type SendResult } from "@/client/answer-queue";
import { useBrowserQueue } from "./use-browser-queue";

/** Choices made on this device that the server has not confirmed yet (they win over saved ones). */
export function storedPending(attemptId: string): Record<string, string> {
  return Object.fromEntries(readStoredAnswers(browserStorage(), attemptId).map((answer) => [answer.questionId, answer.optionId]));
}

/** Where a quiz attempt's answers go. */
export const sendQuizAnswer = ({ attemptId, questionId, optionId }: PendingAnswer): Promise<SendResult> =>
  apiFetch("quiz/submit", { method: "POST", body: { quizAttemptId: attemptId, questionId, optionId } });

type Handlers = {
  /** Sends one answer (default: the quiz attempt's endpoint). */
  send?: (answer: PendingAnswer) => Promise<SendResult>;
  /** The server refused an answer for good: it was dropped. */
  onDrop: (questionId: string) => void;
  /** The attempt is over on the server (time is up or already ended). */
  onEnded: (message: string) => void;
};

/** The answer queue bound to this attempt (or practice session), its endpoint and the browser's online state. */
export function useAnswerQueue(attemptId: string, handlers: Handlers) {
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ status: "saved", pendingCount: 0 });
  const queueRef = useBrowserQueue(attemptId, {
    send: (answer) => (handlers.send ?? sendQuizAnswer)(answer),
    onChange: setSnapshot,
    onDrop: (answer, message) => {
      toast.warning(`An answer was not saved: ${message}`);
      handlers.onDrop(answer.questionId);
    },
    onEnded: (message) => handlers.onEnded(message),
  });

  const enqueue = useCallback(
    (questionId: string, optionId: string) => queueRef.current?.enqueue(questionId, optionId) ?? false,
    [queueRef],
  );
  const flush = useCallback(
    (timeoutMs: number): Promise<FlushOutcome> => queueRef.current?.flush(timeoutMs) ?? Promise.resolve("saved"),
    [queueRef],
  );
  /** After the end: stop, and forget anything stored for this attempt. */
  const close = useCallback(() => queueRef.current?.dispose(true), [queueRef]);

  return { snapshot, enqueue, flush, close };
}
