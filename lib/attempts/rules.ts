/** Rules of quiz attempts (docs/rules.md, "Access, payments and attempts"): the server is the only clock and judge. */
export const SUBMIT_GRACE_SECONDS = 5;
import { ATTEMPTS_PER_ENTITLEMENT } from "@/lib/entitlements/terms";
export const PASS_FRACTION = 0.5;

export const ATTEMPT_MESSAGES = {
  limit: `You have already attempted this quiz ${ATTEMPTS_PER_ENTITLEMENT} times, you cannot attempt it again.`,
  notEntitled: "Buy this subject to take its quizzes.",
  notFound: "Quiz attempt not found.",
  ended: "This attempt has already ended.",
  timeUp: "Time is up: answers are no longer accepted for this attempt.",
  wrongOption: "This option does not belong to this question of the quiz.",
  inProgress: "This attempt is still in progress.",
} as const;

export type ResultFigures = {
  score: number;
  totalMarks: number;
  correct: number;
  incorrect: number;
  totalAttempts: number;
  totalQuestions: number;
  percentage: number;
  passed: boolean;
};

/** Decimals a result's percentage is kept and shown with (docs/rules.md, "Money and time"). */
export const PERCENTAGE_DIGITS = 2;
const PERCENTAGE_SCALE = 10 ** PERCENTAGE_DIGITS;

/** score / totalMarks in percent, to PERCENTAGE_DIGITS decimals (0 for an empty quiz). */
export const percentageOf = (score: number, totalMarks: number) =>
  totalMarks === 0 ? 0 : Math.round((score / totalMarks) * (100 * PERCENTAGE_SCALE)) / PERCENTAGE_SCALE;

/** A pass: at least PASS_FRACTION of the marks (never for an empty quiz). */
export const isPass = (score: number, totalMarks: number) => totalMarks > 0 && score >= totalMarks * PASS_FRACTION;

/**
 * A question counts as correct when the chosen option is marked correct (several may be).
 * score = correct × marks; totalMarks = questions × marks; pass at score ≥ 50 % of totalMarks.
 * `totalAttempts` is the number of questions answered; unanswered ones are neither.
 */
export function computeResult(input: {
  totalQuestions: number;
  answered: number;
  correct: number;
  eachQuestionMarks: number;
}): ResultFigures {
  const score = input.correct * input.eachQuestionMarks;
  const totalMarks = input.totalQuestions * input.eachQuestionMarks;
  return {
    score,
    totalMarks,
    correct: input.correct,
    incorrect: input.answered - input.correct,
    totalAttempts: input.answered,
    totalQuestions: input.totalQuestions,
    percentage: percentageOf(score, totalMarks),
    passed: isPass(score, totalMarks),
  };
}
