"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { notifyFailure, toast } from "@/client/toast";
import { apiFetch } from "@/client/api";
import type { FlushOutcome } from "@/client/answer-queue";
import { clearQuizPosition } from "@/client/quiz-position";
import { announceQuizEnded } from "../quiz-events";
import { isSealed, type EndedAttempt, type SealedAttempt } from "../types";

/** manual: Finish; timeout: the countdown reached zero; server: the server said the attempt is over; loaded: it already was. */
export type FinishReason = "manual" | "timeout" | "server" | "loaded";
export type FinishState =
  | { phase: "taking" }
  /** Finish was pressed while the browser knew it was offline: the quiz stays on screen and submits on reconnect. */
  | { phase: "waiting-online" }
  | { phase: "finishing"; reason: FinishReason; step: "saving" | "submitting" }
  | { phase: "finished"; reason: FinishReason; result: EndedAttempt | SealedAttempt }
  | { phase: "failed"; reason: FinishReason; message: string };

const FLUSH_MS: Partial<Record<FinishReason, number>> = { manual: 10_000, timeout: 3_000 };
const NOT_SAVED = "Some answers are not saved yet. Check your connection, then press Finish again.";
/** How long a tab whose time ran out shows "Time is up" and the score before it closes (when another tab took the result over). */
export const TIME_UP_HOLD_MS = 6_000;

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type FinishDeps = {
  attemptId: string;
  quizName: string;
  flush: (timeoutMs: number) => Promise<FlushOutcome>;
  close: () => void;
};

/**
 * Ends the attempt once: first flushes the answer queue, then POST /api/quiz/end (idempotent on
 * the server) and shows the result; a tab opened by another hands the result to it and closes.
 */
export function useFinish({ attemptId, quizName, flush, close }: FinishDeps) {
  const [state, setState] = useState<FinishState>({ phase: "taking" });
  const busy = useRef(false);
  const ended = useRef(false);

  const finish = useCallback(
    async (reason: FinishReason) => {
      if (busy.current || ended.current) return;
      if (reason === "manual" && isOffline()) return setState({ phase: "waiting-online" });
      busy.current = true;
      const flushMs = FLUSH_MS[reason];
      if (flushMs !== undefined) {
        setState({ phase: "finishing", reason, step: "saving" });
        // On Finish, never drop unsent answers by ending early; at zero, time has decided.
        if ((await flush(flushMs)) === "timeout" && reason === "manual") {
          busy.current = false;
          setState({ phase: "taking" });
          return void toast.error(NOT_SAVED);
        }
      }
      setState({ phase: "finishing", reason, step: "submitting" });
      const answer = await apiFetch<EndedAttempt | SealedAttempt>("quiz/end", {
        method: "POST",
        body: { quizAttemptId: attemptId, submittedAt: new Date().toISOString() },
        timeoutMs: 10_000,
      });
      busy.current = false;
      if (!answer.success || !answer.data) {
        if (reason !== "manual")
          return setState({ phase: "failed", reason, message: answer.message ?? "The quiz could not be submitted." });
        setState({ phase: "taking" });
        return notifyFailure(answer, "The quiz could not be submitted. Please try again.");
      }
      ended.current = true;
      close();
      clearQuizPosition(attemptId);
      setState({ phase: "finished", reason, result: answer.data });
      // A sealed grand-test answer has no figures to hand over: this tab shows when they open. A quiz opened
      // in the learner's own tab (how the app opens one) keeps its result on screen; only a tab another one
      // opened hands the result back and closes.
      if (reason === "loaded" || isSealed(answer.data) || !window.opener) return;
      if (!(await announceQuizEnded(quizName, reason, answer.data))) return;
      // When time ran out the learner did not choose to leave: "Time is up" and the score stay a moment.
      if (reason === "timeout") await pause(TIME_UP_HOLD_MS);
      window.close();
    },
    [attemptId, quizName, flush, close],
  );

  // Waiting for the connection: submit as soon as the browser is back online.
  const waiting = state.phase === "waiting-online";
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => void finish("manual");
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [waiting, finish]);

  const cancelWaiting = useCallback(() => setState((current) => (current.phase === "waiting-online" ? { phase: "taking" } : current)), []);

  return { state, finish, cancelWaiting };
}
