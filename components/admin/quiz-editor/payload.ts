import { withoutEmptyOptions, type DraftProblem, type QuestionDraft, type QuizRule } from "@/lib/quizzes/draft";
import type { AdminQuiz } from "../types";
import { editorScheduleOf, schedulePayload } from "./schedule";
import { keyedQuestion, toQuizDraft, type EditorState } from "./use-quiz-draft";

/** Element ids inside the editor, used to focus the field a problem is about. */
export const EDITOR_IDS = {
  name: "quiz-name",
  description: "quiz-description",
  quizTime: "quiz-time",
  eachMCQMarks: "quiz-marks",
  subject: "quiz-subject",
  addQuestion: "quiz-add-question",
  questionText: (questionKey: string) => `${questionKey}-question`,
  addOption: (questionKey: string) => `${questionKey}-add-option`,
  optionText: (optionKey: string) => `${optionKey}-option`,
  correct: (optionKey: string) => `${optionKey}-correct`,
} as const;

/** A saved quiz as editor state (edit mode). */
export function editorStateOf(quiz: AdminQuiz): EditorState {
  return {
    ...editorScheduleOf(quiz),
    name: quiz.name,
    description: quiz.description ?? "",
    quizTime: String(quiz.quizTime),
    eachMCQMarks: String(quiz.eachMCQMarks),
    subject: quiz.subject.id,
    questions: quiz.questions.map((question) =>
      keyedQuestion({
        id: question.id,
        title: question.title ?? "",
        question: question.question,
        explanation: question.explanation ?? "",
        imageKey: question.imageKey ?? null,
        imageAlt: question.imageAlt ?? "",
        reference: question.reference ?? "",
        tags: question.tags ?? [],
        options: question.optionsList.map((option) => ({
          id: option.id,
          option: option.option,
          isCorrect: option.isAnswer,
          explanation: option.explanation ?? "",
        })),
      }),
    ),
  };
}

const explanationOf = (question: QuestionDraft) => {
  const text = question.explanation?.trim();
  return text ? { explanation: text } : {};
};

/** Title, image, alt text, reference and tags as the payload carries them (all of them, so edits can clear them). */
const bankFieldsOf = (question: QuestionDraft) => ({
  title: question.title?.trim() || null,
  imageKey: question.imageKey || null,
  imageAlt: question.imageKey ? question.imageAlt?.trim() || null : null,
  reference: question.reference?.trim() || null,
  tags: question.tags ?? [],
});

/** A question as the add and append payloads carry it (no ids); empty option rows are dropped (docs/rules.md). */
function newQuestionPayloads(questions: QuestionDraft[], eachMCQMarks: number) {
  return withoutEmptyOptions(questions).map((question) => ({
    question: question.question.trim(),
    ...explanationOf(question),
    ...bankFieldsOf(question),
    eachMCQMarks,
    options: question.options.map(({ option, isCorrect, explanation }) => ({
      option: option.trim(),
      isCorrect,
      explanation: explanation?.trim() || null,
    })),
  }));
}

/** POST /api/quiz/add body. */
export function addPayload(state: EditorState) {
  const draft = toQuizDraft(state);
  const { eachMCQMarks } = draft;
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    quizTime: draft.quizTime,
    eachMCQMarks,
    subject: draft.subject,
    ...schedulePayload(state, false),
    questions: newQuestionPayloads(draft.questions, eachMCQMarks),
  };
}

/** Edit mode: the questions typed or imported since the quiz was saved (they have no id yet). */
export const isNewQuestion = (question: { id?: string }) => question.id === undefined;

/**
 * POST /api/quiz/update body: every saved id, with the texts, time and (until it opens) the schedule
 * as edited, and the new questions, appended after the saved ones in the same save.
 */
export function updatePayload(id: string, state: EditorState, scheduleLocked: boolean) {
  const draft = toQuizDraft(state);
  const { eachMCQMarks } = draft;
  return {
    id,
    name: draft.name.trim(),
    description: draft.description.trim(),
    quizTime: draft.quizTime,
    subject: draft.subject,
    eachMCQMarks,
    ...schedulePayload(state, scheduleLocked),
    questions: draft.questions
      .filter((question) => !isNewQuestion(question))
      .map((question) => ({
        id: question.id,
        question: question.question.trim(),
        ...explanationOf(question),
        ...bankFieldsOf(question),
        eachMCQMarks,
        options: question.options.map(({ id: optionId, option, isCorrect, explanation }) => ({
          id: optionId,
          option: option.trim(),
          isCorrect,
          explanation: explanation?.trim() || null,
        })),
      })),
    newQuestions: newQuestionPayloads(draft.questions.filter(isNewQuestion), eachMCQMarks),
  };
}

const blank = (text: string) => text.trim() === "";

/** The id of the control a create problem is about, to focus it after the toast. */
export function problemTarget(problem: DraftProblem, state: EditorState): string {
  const infoTargets: Partial<Record<QuizRule, string>> = {
    name: EDITOR_IDS.name,
    description: EDITOR_IDS.description,
    subject: EDITOR_IDS.subject,
    quizTime: EDITOR_IDS.quizTime,
    marks: EDITOR_IDS.eachMCQMarks,
  };
  const question = problem.questionIndex === undefined ? undefined : state.questions[problem.questionIndex];
  if (!question) return infoTargets[problem.rule] ?? EDITOR_IDS.addQuestion;
  const filled = question.options.find((option) => !blank(option.option));
  switch (problem.rule) {
    case "options":
      return EDITOR_IDS.addOption(question.key);
    case "optionTexts":
      return question.options[0] ? EDITOR_IDS.optionText(question.options[0].key) : EDITOR_IDS.addOption(question.key);
    case "correct":
      return filled ? EDITOR_IDS.correct(filled.key) : EDITOR_IDS.questionText(question.key);
    default:
      return EDITOR_IDS.questionText(question.key);
  }
}
