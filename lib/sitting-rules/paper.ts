import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * An attempt's paper: the questions its quiz had when it started (docs/rules.md, "Catalogue and
 * authoring"). Questions appended to a saved quiz later go after the last one (positions run
 * 0 … n − 1, lib/quizzes/insert-questions.ts), so the paper is the first `size` of them in order.
 * The size is stored on the attempt at its start (`attempts.total_questions`, which the end then
 * keeps); an attempt started before sizes were stored has none and sits the whole quiz.
 *
 * `paperSize` is that fallback, written once: in JavaScript over numbers, or in SQL over columns.
 */
export function paperSize(stored: number | null, wholeQuiz: number): number;
export function paperSize(stored: SQLWrapper, wholeQuiz: SQLWrapper): SQL<number>;
export function paperSize(stored: number | null | SQLWrapper, wholeQuiz: number | SQLWrapper): number | SQL<number> {
  if (typeof wholeQuiz === "number") return (stored as number | null) ?? wholeQuiz;
  return sql<number>`coalesce(${stored}, ${wholeQuiz})`.mapWith(Number);
}

/** In SQL: the question at `position` is on the paper of the attempt whose stored size is `stored` (a column or a value). */
export function isOnPaper(position: SQLWrapper, stored: SQLWrapper): SQL {
  return sql`${position} < ${paperSize(stored, sql`${position} + 1`)}`;
}

/** The quiz cut to the attempt's paper. */
export function paperOf<Quiz extends { questions: unknown[]; totalQuestions: number }>(quiz: Quiz, stored: number | null): Quiz {
  const size = paperSize(stored, quiz.questions.length);
  if (size >= quiz.questions.length) return quiz;
  return { ...quiz, questions: quiz.questions.slice(0, size), totalQuestions: size };
}
