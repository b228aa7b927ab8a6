"use client";

import { useEffect, useRef } from "react";
import type { EndedAttempt } from "./types";

/** Why the attempt ended, as the tab that showed the result titles it. */
export type EndReason = "manual" | "timeout" | "server";

/**
 * Tabs talk about ended attempts over a BroadcastChannel: the quiz tab announces the result, and
 * a page that can show it (Allowed Quizzes, Results) answers "ack", shows it and refreshes. The
 * quiz tab closes itself only after such an answer, so the result is never lost with the tab.
 */
const CHANNEL = "anaesprep:quiz";

export type QuizEndedMessage = { type: "ended"; id: string; quizName: string; reason: EndReason; result: EndedAttempt };
type AckMessage = { type: "ack"; id: string };

const isEnded = (data: unknown): data is QuizEndedMessage =>
  !!data && typeof data === "object" && (data as QuizEndedMessage).type === "ended";

/** Announces the result; resolves true when another tab took it over within `waitMs`. */
export function announceQuizEnded(quizName: string, reason: EndReason, result: EndedAttempt, waitMs = 1000): Promise<boolean> {
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(false);
  const channel = new BroadcastChannel(CHANNEL);
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(taken);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<AckMessage>) => {
      if (event.data?.type === "ack" && event.data.id === id) done(true);
    };
    channel.postMessage({ type: "ended", id, quizName, reason, result } satisfies QuizEndedMessage);
  });
}

/** Calls `onEnded` when a quiz tab announces a result, and answers it so that tab may close. */
export function useQuizEnded(onEnded: (message: QuizEndedMessage) => void) {
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isEnded(event.data)) return;
      channel.postMessage({ type: "ack", id: event.data.id } satisfies AckMessage);
      latest.current(event.data);
    };
    return () => channel.close();
  }, []);
}
