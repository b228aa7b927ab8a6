"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch, type ApiResult } from "@/client/api";
import { isTransportFailure } from "@/client/failure-kind";
import { isBusy, retryWhileBusy } from "@/client/retry-busy";
import { withClockSample } from "@/client/server-clock";
import type { AttemptState, QuizView, StartedAttempt } from "../types";

export type LoadedAttempt = {
  id: string;
  quiz: QuizView;
  /** Server-clock ms, or null for an untimed quiz. */
  deadline: number | null;
  /** The extra time the attempt was started with (docs/rules.md, "Extra time"). */
  extraTimePercent: number;
  /** Server clock minus this browser's clock, ms. */
  offset: number;
  /** Answers the server holds: question id → option id. */
  saved: Record<string, string>;
  /** Questions the learner has flagged (saved on the server). */
  flagged: string[];
  /** The learner's strikes, highlights and notes on this paper, read with it. */
  marks: AttemptState["marks"];
  submitted: boolean;
};

export type ProblemKind = "missing" | "refused" | "not-found" | "network" | "busy";
/** starting: a new attempt is being started (the server may be asking to wait: busy). */
export type AttemptLoad =
  | { status: "loading"; starting: boolean; busy: boolean }
  | { status: "problem"; kind: ProblemKind; message: string }
  | { status: "ready"; attempt: LoadedAttempt };

const BUSY_MESSAGE =
  "Many candidates are starting at this moment and the server could not start yours yet. Nothing was lost: press Try again.";

function problem(result: ApiResult<unknown>): AttemptLoad {
  if (isBusy(result)) return { status: "problem", kind: "busy", message: BUSY_MESSAGE };
  const kind: ProblemKind = isTransportFailure(result.kind) ? "network" : result.kind === "NotFound" ? "not-found" : "refused";
  return { status: "problem", kind, message: result.message ?? "The quiz could not be loaded. Please try again." };
}

/** Puts the attempt id in the address (keeping quiz_id) so a reload resumes this attempt. */
function rememberAttempt(attemptId: string) {
  const url = new URL(window.location.href);
  url.searchParams.set("quizAttempt_id", attemptId);
  // Next.js keeps useSearchParams in step with the native History API and fetches nothing.
  window.history.replaceState(null, "", url);
}

/**
 * Start and the paper ride out a busy server (503, docs/rules.md "Shedding load"): sent again
 * after the wait it asks for, for a bounded time, while the screen says "Starting…".
 */
async function loadAttempt(quizId: string | null, attemptId: string | null, onBusy: () => void): Promise<AttemptLoad> {
  let id = attemptId;
  if (!id) {
    if (!quizId) return { status: "problem", kind: "missing", message: "No quiz was chosen. Start a quiz from Allowed Quizzes." };
    const started = await retryWhileBusy(
      () => apiFetch<StartedAttempt>("quiz/start", { method: "POST", body: { quizId, startedAt: new Date().toISOString() } }),
      { onBusy },
    );
    if (!started.success || !started.data) return problem(started);
    id = started.data.id;
    rememberAttempt(id);
  }
  // Each try samples the clock on its own round trip: a wait between tries is not part of it.
  const sampled = await retryWhileBusy(
    async () => {
      const sample = await withClockSample(
        () => apiFetch<AttemptState>(`quiz/quiz-attempt/${encodeURIComponent(id)}`),
        (result) => result.data?.serverNow,
      );
      return {
        ...sample,
        success: sample.answer.success,
        kind: sample.answer.kind,
        retryAfterSeconds: sample.answer.retryAfterSeconds,
      };
    },
    { onBusy },
  );
  const { answer, offset } = sampled;
  if (!answer.success || !answer.data) return problem(answer);
  const state = answer.data;
  return {
    status: "ready",
    attempt: {
      id: state.id,
      quiz: state.quiz,
      deadline: state.deadline ? Date.parse(state.deadline) : null,
      extraTimePercent: state.deadline ? state.extraTimePercent : 0,
      offset,
      saved: Object.fromEntries(state.questionsAttempted.map((answered) => [answered.questionId, answered.selectedOptionId])),
      flagged: state.flaggedQuestionIds,
      marks: state.marks,
      submitted: state.submittedAt !== null,
    },
  };
}

/**
 * Without an attempt id: starts (or resumes) one and puts its id in the address. Then loads the
 * attempt's deadline, saved answers and the quiz, measuring the server–client clock offset.
 */
export function useAttempt(quizId: string | null, attemptId: string | null) {
  const [load, setLoad] = useState<AttemptLoad>({ status: "loading", starting: !attemptId, busy: false });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    // A retry after the start succeeded must not start again: read the id from the address.
    const knownId = new URL(window.location.href).searchParams.get("quizAttempt_id") ?? attemptId;
    const onBusy = () => current && setLoad({ status: "loading", starting: true, busy: true });
    void loadAttempt(quizId, knownId, onBusy).then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [quizId, attemptId, round]);

  const retry = useCallback(() => {
    setLoad({ status: "loading", starting: !new URL(window.location.href).searchParams.get("quizAttempt_id"), busy: false });
    setRound((n) => n + 1);
  }, []);

  return { load, retry };
}
