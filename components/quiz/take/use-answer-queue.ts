"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";
import { browserStorage } from "@/lib/client/local-store";
import {
  createAnswerQueue,
  readStoredAnswers,
  type AnswerQueue,
  type FlushOutcome,
  type PendingAnswer,
  type QueueSnapshot,
  type SendResult,
} from "@/lib/client/answer-queue";

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
  const queueRef = useRef<AnswerQueue | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const queue = createAnswerQueue(attemptId, {
      send: (answer) => (latest.current.send ?? sendQuizAnswer)(answer),
      storage: browserStorage(),
      isOnline: () => navigator.onLine,
      onChange: setSnapshot,
      onDrop: (answer, message) => {
        toast.warning(`An answer was not saved: ${message}`);
        latest.current.onDrop(answer.questionId);
      },
      onEnded: (message) => latest.current.onEnded(message),
    });
    queueRef.current = queue;
    const online = () => queue.setOnline(true);
    const offline = () => queue.setOnline(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    queue.start();
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      queue.dispose();
      queueRef.current = null;
    };
  }, [attemptId]);

  const enqueue = useCallback((questionId: string, optionId: string) => queueRef.current?.enqueue(questionId, optionId) ?? false, []);
  const flush = useCallback(
    (timeoutMs: number): Promise<FlushOutcome> => queueRef.current?.flush(timeoutMs) ?? Promise.resolve("saved"),
    [],
  );
  /** After the end: stop, and forget anything stored for this attempt. */
  const close = useCallback(() => queueRef.current?.dispose(true), []);

  return { snapshot, enqueue, flush, close };
}
