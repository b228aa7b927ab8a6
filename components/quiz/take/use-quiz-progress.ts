"use client";

import { useState } from "react";
import type { QuestionView } from "../types";

const firstUnanswered = (questions: QuestionView[], answers: Record<string, string>) =>
  Math.max(
    0,
    questions.findIndex((question) => !answers[question.id]),
  );

/** Flags are a reading aid of this tab: kept for a reload in sessionStorage, never sent. */
const flagsKey = (attemptId: string) => `quiz-flags:${attemptId}`;

function readFlags(attemptId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(flagsKey(attemptId)) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

function saveFlags(attemptId: string, flags: ReadonlySet<string>) {
  try {
    sessionStorage.setItem(flagsKey(attemptId), JSON.stringify([...flags]));
  } catch {
    // Storage disabled: flags last until the tab closes.
  }
}

/** Where the learner is, what they chose and flagged. Choosing moves on at once (unless on the last). */
export function useQuizProgress(attemptId: string, questions: QuestionView[], initialAnswers: Record<string, string>) {
  const [answers, setAnswers] = useState(initialAnswers);
  const [flags, setFlags] = useState<ReadonlySet<string>>(() => readFlags(attemptId));
  const [index, setIndex] = useState(() => firstUnanswered(questions, initialAnswers));
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
      if (!next.delete(question.id)) next.add(question.id);
      setFlags(next);
      saveFlags(attemptId, next);
    },
  };
}
