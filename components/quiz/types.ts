import type { AllowedQuiz, AllowedQuizzes } from "@/lib/attempts/allowed";
import type { EndedResult, SealedResult } from "@/lib/attempts/finish";
import type { attemptReview, attemptState, listResults } from "@/lib/sittings/read";
import type { ResultFigures } from "@/lib/attempts/rules";
import type { startedAttemptView } from "@/lib/attempts/started";
import type { QuestionView, QuizSummary, QuizView } from "@/lib/quizzes/views";

/**
 * The API's answers as the browser sees them, derived from the lib functions that build them
 * (type-only imports: no server code reaches the client bundle).
 */
export type { AllowedQuiz, AllowedQuizzes, QuestionView, QuizView, ResultFigures };

/** `GET /api/quiz/{id}` for a learner: the summary, plus the questions (never the key) once an attempt is open. */
export type LearnerQuiz = QuizSummary & { questions?: QuestionView[] };

/** `POST /api/quiz/start`. */
export type StartedAttempt = ReturnType<typeof startedAttemptView>;

/** `GET /api/quiz/quiz-attempt/{id}`. */
export type AttemptState = Awaited<ReturnType<typeof attemptState>>;

/** `POST /api/quiz/end` with the figures (an ordinary quiz, or a grand test after its close). */
export type EndedAttempt = EndedResult;
/** `POST /api/quiz/end` of a grand test before its close: when the figures may be read, nothing more. */
export type SealedAttempt = SealedResult;
export const isSealed = (answer: EndedAttempt | SealedAttempt): answer is SealedAttempt => !("score" in answer);

/** One row of `GET /api/quiz/results`. */
export type ResultRow = Awaited<ReturnType<typeof listResults>>["items"][number];

/** The score-over-time charts of /profile/results. */
export type { ScoreTrend, TrendPoint } from "@/lib/sittings/results";

/** `GET /api/quiz/result/{attemptId}`: the ended attempt with the answer key. */
export type AttemptReview = Awaited<ReturnType<typeof attemptReview>>;
