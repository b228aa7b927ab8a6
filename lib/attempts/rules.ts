/** Rules of quiz attempts (docs/rules.md, "Access, payments and attempts"): the server is the only clock and judge. */
import { ATTEMPTS_PER_ENTITLEMENT, NOT_ENTITLED } from "@/lib/entitlements/terms";
import { meetsPassMark, type PassMark } from "@/lib/sitting-rules/pass";

export const ATTEMPT_MESSAGES = {
  limit: `You have already attempted this quiz ${ATTEMPTS_PER_ENTITLEMENT} times, you cannot attempt it again.`,
  notEntitled: NOT_ENTITLED,
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
  /** The mark `passed` was judged against (lib/sitting-rules/pass.ts), so a screen can name it. */
  passMark: PassMark;
};

/** Decimals a result's percentage is kept and shown with (docs/rules.md, "Money and time"). */
export const PERCENTAGE_DIGITS = 2;
const PERCENTAGE_SCALE = 10 ** PERCENTAGE_DIGITS;

/** score / totalMarks in percent, to PERCENTAGE_DIGITS decimals (0 for an empty quiz). */
export const percentageOf = (score: number, totalMarks: number) =>
  totalMarks === 0 ? 0 : Math.round((score / totalMarks) * (100 * PERCENTAGE_SCALE)) / PERCENTAGE_SCALE;

export type ScoreFigures = Omit<ResultFigures, "passed" | "passMark">;

/**
 * A question counts as correct when the chosen option is marked correct (several may be).
 * score = correct × marks; totalMarks = questions × marks. `totalAttempts` is the number of
 * questions answered; unanswered ones are neither.
 */
export function scoreFigures(input: {
  totalQuestions: number;
  answered: number;
  correct: number;
  eachQuestionMarks: number;
}): ScoreFigures {
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
  };
}

/** The figures with their pass, judged against `passMark` (the attempt's kind's, lib/sitting-rules/pass.ts). */
export function computeResult(input: Parameters<typeof scoreFigures>[0], passMark: PassMark): ResultFigures {
  const figures = scoreFigures(input);
  return { ...figures, passed: meetsPassMark(figures.score, figures.totalMarks, passMark), passMark };
}
