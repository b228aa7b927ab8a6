"use client";

import { useCallback } from "react";
import { apiFetch } from "@/client/api";
import { readStoredAnswers } from "@/client/answer-queue";
import { toast } from "@/client/toast";
import { browserStorage } from "@/client/local-store";
import { useBrowserQueue } from "./use-browser-queue";

/**
 * Flags travel like answers (instant on screen, saved in the background, kept across a reload and
 * sent when back online) through the same queue, under their own namespace: the entry's "option"
 * is "true" or "false". The latest toggle of a question wins.
 */
const namespace = (attemptId: string) => `flags:${attemptId}`;

/** The flags saved on the server, overridden by toggles made on this device that the server has not confirmed yet. */
export function flagsWithPending(attemptId: string, saved: Iterable<string>): Set<string> {
  const flags = new Set(saved);
  for (const entry of readStoredAnswers(browserStorage(), namespace(attemptId))) {
    if (entry.optionId === "true") flags.add(entry.questionId);
    else flags.delete(entry.questionId);
  }
  return flags;
}

export function useFlagQueue(attemptId: string) {
  const queueRef = useBrowserQueue(namespace(attemptId), {
    send: ({ questionId, optionId }) => apiFetch("flags", { method: "POST", body: { questionId, flagged: optionId === "true" } }),
    onDrop: (_flag, message) => toast.warning(`A flag was not saved: ${message}`),
  });
  return useCallback((questionId: string, flagged: boolean) => queueRef.current?.enqueue(questionId, String(flagged)), [queueRef]);
}
