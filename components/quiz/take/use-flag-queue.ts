"use client";

import { useCallback, useEffect, useRef } from "react";
import { apiFetch } from "@/lib/client/api";
import { createAnswerQueue, readStoredAnswers, type AnswerQueue } from "@/lib/client/answer-queue";
import { toast } from "@/lib/client/toast";
import { browserStorage } from "@/lib/client/local-store";

/**
 * Flags travel like answers (instant on screen, saved in the background, kept across a reload and
 * sent when back online) through the same queue, under their own namespace: the entry's "option"
 * is "true" or "false". The latest toggle of a question wins.
 */
const namespace = (attemptId: string) => `flags:${attemptId}`;

/** Flags toggled on this device that the server has not confirmed yet: question id → flagged. */
export function storedPendingFlags(attemptId: string): Map<string, boolean> {
  return new Map(readStoredAnswers(browserStorage(), namespace(attemptId)).map((entry) => [entry.questionId, entry.optionId === "true"]));
}

export function useFlagQueue(attemptId: string) {
  const queueRef = useRef<AnswerQueue | null>(null);

  useEffect(() => {
    const queue = createAnswerQueue(namespace(attemptId), {
      send: ({ questionId, optionId }) => apiFetch("flags", { method: "POST", body: { questionId, flagged: optionId === "true" } }),
      storage: browserStorage(),
      isOnline: () => navigator.onLine,
      onDrop: (_flag, message) => toast.warning(`A flag was not saved: ${message}`),
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

  return useCallback((questionId: string, flagged: boolean) => queueRef.current?.enqueue(questionId, String(flagged)), []);
}
