/** Addresses of the quiz screens. */
export const reviewHref = (attemptId: string) => `/see-quiz-result?attemptId=${encodeURIComponent(attemptId)}`;

/**
 * The quiz screen: a quiz to start (or resume), and/or the attempt to carry on with. `grandTest`
 * only chooses where a refused start points back to (the server decides what a quiz is).
 */
export function quizHref(quizId: string | null, attemptId?: string, grandTest = false): string {
  const query = new URLSearchParams();
  if (quizId) query.set("quiz_id", quizId);
  if (attemptId) query.set("quizAttempt_id", attemptId);
  if (grandTest) query.set("grand_test", "1");
  return `/start-quiz?${query}`;
}

export const ALLOWED_QUIZZES_HREF = "/profile/allowed-quizzes";
/** Allowed Quizzes on one subject, opening the start dialog of `quizId` (the page drops `start` once read). */
export const startQuizHref = (subjectId: string, quizId: string) =>
  `${ALLOWED_QUIZZES_HREF}?${new URLSearchParams({ subject: subjectId, start: quizId })}`;
export const RESULTS_HREF = "/profile/results";
export const GRAND_TESTS_HREF = "/grand-tests";
export const grandTestResultsHref = (quizId: string) => `/grand-tests/${encodeURIComponent(quizId)}/results`;
