"use client";

import { useEffect, useRef, useState } from "react";
import { notifyFailure, toast } from "@/client/toast";
import { quizHref } from "@/components/quiz/links";
import type { AllowedQuiz, LearnerQuiz } from "@/components/quiz/types";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import { apiFetch } from "@/client/api";

export type QuizToStart = LearnerQuiz & { attemptsUsed: number; maxAttempts: number; resume: boolean };

/**
 * Start fetches the quiz, refuses at the attempt limit with its warning (ATTEMPT_MESSAGES.limit), else opens the
 * modal; confirming opens the quiz screen in this tab (a second tab is awkward on a phone; Back returns
 * here and Forward resumes the attempt, whose id the quiz screen keeps in its address). An open attempt
 * can always be resumed.
 */
export function useStartQuiz() {
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [quiz, setQuiz] = useState<QuizToStart | null>(null);

  async function begin(row: AllowedQuiz) {
    setLoadingId(row.id);
    const result = await apiFetch<LearnerQuiz>(`quiz/${encodeURIComponent(row.id)}`);
    setLoadingId(null);
    if (!result.success || !result.data) return notifyFailure(result, "Could not load the quiz. Please try again.");
    const attemptsUsed = typeof result.attmept === "number" ? result.attmept : row.attempted;
    const resume = row.openAttemptId !== null;
    if (!resume && attemptsUsed >= row.maxAttempts) return void toast.warning(ATTEMPT_MESSAGES.limit);
    setQuiz({ ...result.data, attemptsUsed, maxAttempts: row.maxAttempts, resume });
  }

  function confirm() {
    if (!quiz) return;
    const href = quizHref(quiz.id);
    setQuiz(null);
    window.location.assign(href);
  }

  return { quiz, loadingId, begin, confirm, close: () => setQuiz(null) };
}

/**
 * `?start={quizId}` (a catalogue card's Start): begins that quiz once when it is on the page, and drops
 * `start` from the address so that Back from the quiz, or a reload, never opens the dialog again.
 */
export function useStartFromAddress(startId: string | undefined, rows: readonly AllowedQuiz[], begin: (row: AllowedQuiz) => unknown) {
  const done = useRef(false);
  useEffect(() => {
    if (!startId || done.current) return;
    done.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete("start");
    // Next.js keeps useSearchParams in step with the native History API and fetches nothing.
    window.history.replaceState(null, "", url);
    const row = rows.find((candidate) => candidate.id === startId);
    if (row) void begin(row);
  }, [startId, rows, begin]);
}
