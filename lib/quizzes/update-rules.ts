import { DomainError } from "@/lib/errors";
import { QUIZ_MESSAGES } from "./draft";
import type { QuizPayload } from "./schemas";

export type StoredQuiz = {
  subjectId: string;
  eachQuestionMarks: number;
  questions: { id: string; options: { id: string; isCorrect: boolean }[] }[];
};

export const UPDATE_MESSAGES = {
  subject: "The subject cannot be changed when editing a quiz.",
  marks: "Marks per question cannot be changed when editing a quiz.",
  questions: "Questions cannot be added or removed when editing a quiz.",
  options: "Options cannot be added or removed when editing a quiz.",
  correct: "Correct answers cannot be changed when editing a quiz.",
  optionText: "Please add something to options",
  quizTime: "Quiz time must be 0 (untimed) or more minutes.",
} as const;

const blank = (text: string | null | undefined) => !text || text.trim() === "";
const sameIds = (a: string[], b: (string | undefined)[]) =>
  a.length === b.length && new Set(b).size === b.length && b.every((id) => id !== undefined && a.includes(id));

/**
 * Only texts and time may change, so past results stay true: the same questions and options,
 * the same correct flags, subject and marks. Texts may not become empty.
 */
export function assertTextOnlyChange(stored: StoredQuiz, payload: QuizPayload): void {
  if (payload.subject && payload.subject !== stored.subjectId) throw new DomainError("Locked", UPDATE_MESSAGES.subject);
  const marks = [payload.eachMCQMarks, ...payload.questions.map((question) => question.eachMCQMarks)].filter(
    (value) => value !== undefined,
  );
  if (marks.some((value) => value !== stored.eachQuestionMarks)) throw new DomainError("Locked", UPDATE_MESSAGES.marks);
  if (
    !sameIds(
      stored.questions.map((question) => question.id),
      payload.questions.map((question) => question.id),
    )
  ) {
    throw new DomainError("Locked", UPDATE_MESSAGES.questions);
  }
  for (const [questionIndex, question] of payload.questions.entries()) {
    const storedQuestion = stored.questions.find((candidate) => candidate.id === question.id)!;
    if (
      !sameIds(
        storedQuestion.options.map((option) => option.id),
        question.options.map((option) => option.id),
      )
    ) {
      throw new DomainError("Locked", UPDATE_MESSAGES.options, { details: { questionIndex } });
    }
    for (const option of question.options) {
      const storedOption = storedQuestion.options.find((candidate) => candidate.id === option.id)!;
      if (option.isCorrect !== undefined && option.isCorrect !== storedOption.isCorrect) {
        throw new DomainError("Locked", UPDATE_MESSAGES.correct, { details: { questionIndex } });
      }
    }
  }

  if (blank(payload.name)) throw new DomainError("Invalid", QUIZ_MESSAGES.name, { field: "name" });
  if (blank(payload.description)) throw new DomainError("Invalid", QUIZ_MESSAGES.description, { field: "description" });
  if (payload.quizTime < 0) throw new DomainError("Invalid", UPDATE_MESSAGES.quizTime, { field: "quizTime" });
  for (const [questionIndex, question] of payload.questions.entries()) {
    if (blank(question.question)) throw new DomainError("Invalid", QUIZ_MESSAGES.questionText, { details: { questionIndex } });
    if (question.options.some((option) => blank(option.option)))
      throw new DomainError("Invalid", UPDATE_MESSAGES.optionText, { details: { questionIndex } });
  }
}
