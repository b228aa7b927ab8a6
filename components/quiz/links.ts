/** Addresses of the quiz screens (spec §2). */
export const reviewHref = (attemptId: string) => `/see-quiz-result?attemptId=${encodeURIComponent(attemptId)}`;

/** The quiz screen: a quiz to start (or resume), and/or the attempt to carry on with. */
export function quizHref(quizId: string | null, attemptId?: string): string {
  const query = new URLSearchParams();
  if (quizId) query.set("quiz_id", quizId);
  if (attemptId) query.set("quizAttempt_id", attemptId);
  return `/start-quiz?${query}`;
}

export const ALLOWED_QUIZZES_HREF = "/profile/allowed-quizzes";
export const RESULTS_HREF = "/profile/results";
