/**
 * An attempt's paper: the questions its quiz had when it started (docs/rules.md, "Catalogue and
 * authoring"). Questions appended to a saved quiz later go after the last one (positions run
 * 0 … n − 1, lib/quizzes/insert-questions.ts), so the paper is the first `size` of them in order.
 * The size is stored on the attempt at its start (`attempts.total_questions`, which the end then
 * keeps); an attempt started before sizes were stored has none and sits the whole quiz.
 */
export function paperOf<Quiz extends { questions: unknown[]; totalQuestions: number }>(quiz: Quiz, size: number | null): Quiz {
  if (size === null || size >= quiz.questions.length) return quiz;
  return { ...quiz, questions: quiz.questions.slice(0, size), totalQuestions: size };
}
