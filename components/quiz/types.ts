import type { AllowedQuiz } from "@/lib/attempts/allowed";
import type { ResultFigures } from "@/lib/attempts/rules";
import type { QuestionView, QuizSummary, QuizView } from "@/lib/quizzes/views";

/** The API's shapes as the browser sees them (type-only imports: no server code reaches the client). */
export type { AllowedQuiz, QuestionView, QuizView, ResultFigures };

/** `GET /api/quiz/{id}` for a learner: the summary, plus the questions (never the key) once an attempt is open. */
export type LearnerQuiz = QuizSummary & { questions?: QuestionView[] };

/** `POST /api/quiz/start`. */
export type StartedAttempt = {
  id: string;
  quizAttemptId: string;
  startAt: string;
  deadline: string | null;
  serverNow: string;
  quizTime: number;
  resumed: boolean;
};

/** `GET /api/quiz/quiz-attempt/{id}`. */
export type AttemptState = {
  id: string;
  quizId: string;
  startAt: string;
  deadline: string | null;
  serverNow: string;
  submittedAt: string | null;
  quiz: QuizView;
  questionsAttempted: { questionId: string; selectedOptionId: string }[];
};

/** `POST /api/quiz/end`. */
export type EndedAttempt = ResultFigures & { quizAttemptId: string; submittedAt: string };

/** One row of `GET /api/quiz/results`. */
export type ResultRow = ResultFigures & {
  id: string;
  quizAttemptId: string;
  createdAt: string;
  quizAttempt: { id: string; quiz: { id: string; name: string; subject: { id: string; name: string } } };
};

/** `GET /api/quiz/result/{attemptId}`: the ended attempt with the answer key. */
export type AttemptReview = { result: EndedAttempt; quiz: QuizView; choices: Record<string, string> };
