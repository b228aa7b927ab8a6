"use client";

import { useEffect, useState } from "react";
import { readQuizPosition, saveQuizPosition } from "@/client/quiz-position";
import type { QuestionView } from "../types";

const firstUnanswered = (questions: QuestionView[], answers: Record<string, string>) =>
  Math.max(
    0,
    questions.findIndex((question) => !answers[question.id]),
  );

/**
 * Where the learner is, what they chose and flagged. Choosing moves on at once (unless on the last).
 * The question on screen is kept per attempt on this device: a reload opens it again.
 */
export function useQuizProgress(
  attemptId: string,
  questions: QuestionView[],
  initialAnswers: Record<string, string>,
  initialFlags: ReadonlySet<string>,
  saveFlag: (questionId: string, flagged: boolean) => void,
) {
  const [answers, setAnswers] = useState(initialAnswers);
  const [flags, setFlags] = useState<ReadonlySet<string>>(initialFlags);
  const [index, setIndex] = useState(() => readQuizPosition(attemptId, questions.length) ?? firstUnanswered(questions, initialAnswers));
  useEffect(() => saveQuizPosition(attemptId, index), [attemptId, index]);
  const last = questions.length - 1;
  const question = questions[index]!;

  return {
    index,
    question,
    answers,
    flags,
    isLast: index === last,
    answeredCount: questions.filter((item) => answers[item.id]).length,
    goTo: (target: number) => setIndex(Math.min(last, Math.max(0, target))),
    next: () => setIndex((i) => Math.min(last, i + 1)),
    previous: () => setIndex((i) => Math.max(0, i - 1)),
    choose(optionId: string) {
      setAnswers((previous) => ({ ...previous, [question.id]: optionId }));
      if (index < last) setIndex(index + 1);
    },
    /** Takes back a choice the server refused. */
    unmark(questionId: string) {
      setAnswers(({ [questionId]: _dropped, ...rest }) => rest);
    },
    toggleFlag() {
      const next = new Set(flags);
      const flagged = !next.delete(question.id);
      if (flagged) next.add(question.id);
      setFlags(next);
      saveFlag(question.id, flagged);
    },
  };
}
