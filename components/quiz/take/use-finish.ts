"use client";

import { useCallback, useRef, useState } from "react";
import { notifyFailure, toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";
import type { FlushOutcome } from "@/lib/client/answer-queue";
import { announceQuizEnded } from "../quiz-events";
import { isSealed, type EndedAttempt, type SealedAttempt } from "../types";

/** manual: Finish; timeout: the countdown reached zero; server: the server said the attempt is over; loaded: it already was. */
export type FinishReason = "manual" | "timeout" | "server" | "loaded";
export type FinishState =
  | { phase: "taking" }
  | { phase: "finishing"; reason: FinishReason; step: "saving" | "submitting" }
  | { phase: "finished"; reason: FinishReason; result: EndedAttempt | SealedAttempt }
  | { phase: "failed"; reason: FinishReason; message: string };

const FLUSH_MS: Partial<Record<FinishReason, number>> = { manual: 10_000, timeout: 3_000 };
const NOT_SAVED = "Some answers are not saved yet. Check your connection, then press Finish again.";

type FinishDeps = {
  attemptId: string;
  quizName: string;
  flush: (timeoutMs: number) => Promise<FlushOutcome>;
  close: () => void;
};

/**
 * Ends the attempt once: first flushes the answer queue, then POST /api/quiz/end (idempotent on
 * the server), shows the result, hands it to the tab that opened the quiz and closes this one.
 */
export function useFinish({ attemptId, quizName, flush, close }: FinishDeps) {
  const [state, setState] = useState<FinishState>({ phase: "taking" });
  const busy = useRef(false);
  const ended = useRef(false);

  const finish = useCallback(
    async (reason: FinishReason) => {
      if (busy.current || ended.current) return;
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
      setState({ phase: "finished", reason, result: answer.data });
      // A sealed grand-test answer has no figures to hand over: this tab shows when they open.
      if (!isSealed(answer.data) && reason !== "loaded" && (await announceQuizEnded(quizName, answer.data))) window.close();
    },
    [attemptId, quizName, flush, close],
  );

  return { state, finish };
}
