import type { OptionView, QuestionView, QuizSummary, QuizView } from "@/lib/quizzes/views";
import type { SubjectView } from "@/lib/subjects/admin";

/** Shapes of the admin API answers: the server's own view types, with the answer key present. */
export type AdminSubject = SubjectView;
export type AdminOption = Required<OptionView>;
export type AdminQuestion = Omit<QuestionView, "explanation" | "optionsList"> & { explanation: string | null; optionsList: AdminOption[] };
/** A row of the admin quiz table: no questions. */
export type AdminQuizSummary = QuizSummary;
export type AdminQuiz = Omit<QuizView, "questions"> & { questions: AdminQuestion[] };
