"use client";

import { useCallback, useMemo, useReducer } from "react";
import { emptyOption, emptyQuestion, type OptionDraft, type QuestionDraft, type QuizDraft } from "@/lib/quizzes/draft";
import { newSchedule, type EditorSchedule } from "./schedule";

/** Editor rows carry a client key for React lists and focus targets; ids stay for saved rows. */
export type EditorOption = OptionDraft & { key: string };
export type EditorQuestion = Omit<QuestionDraft, "options"> & { key: string; options: EditorOption[] };
type QuestionPatch = Partial<Pick<EditorQuestion, "title" | "question" | "explanation" | "imageKey" | "imageAlt" | "reference" | "tags">>;
type OptionPatch = Partial<Pick<EditorOption, "option" | "isCorrect" | "explanation">>;
/** Number fields are kept as typed (an empty box is "", not 0) and parsed when checked or sent. */
export type EditorInfo = { name: string; description: string; quizTime: string; eachMCQMarks: string; subject: string } & EditorSchedule;
export type EditorState = EditorInfo & { questions: EditorQuestion[] };
export type ImportMode = "replace" | "append";

type Action =
  | { type: "reset"; state: EditorState }
  | { type: "info"; field: keyof EditorInfo; value: string }
  | { type: "addQuestion"; question: EditorQuestion }
  | { type: "removeQuestion"; key: string }
  | { type: "question"; key: string; patch: QuestionPatch }
  | { type: "addOption"; questionKey: string; option: EditorOption }
  | { type: "removeOption"; questionKey: string; key: string }
  | { type: "option"; questionKey: string; key: string; patch: OptionPatch }
  | { type: "import"; questions: EditorQuestion[]; mode: ImportMode };

let sequence = 0;
const nextKey = () => `k${++sequence}`;

export const keyedOption = (option: OptionDraft): EditorOption => ({ ...option, key: nextKey() });
export const keyedQuestion = (question: QuestionDraft): EditorQuestion => ({
  ...question,
  key: nextKey(),
  options: question.options.map(keyedOption),
});

export const newQuizState = (): EditorState => ({
  name: "",
  description: "",
  quizTime: "1",
  eachMCQMarks: "1",
  subject: "",
  ...newSchedule(),
  questions: [],
});

function mapQuestion(state: EditorState, key: string, update: (question: EditorQuestion) => EditorQuestion): EditorState {
  return { ...state, questions: state.questions.map((question) => (question.key === key ? update(question) : question)) };
}

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case "reset":
      return action.state;
    case "info":
      return { ...state, [action.field]: action.value };
    case "addQuestion":
      return { ...state, questions: [...state.questions, action.question] };
    case "removeQuestion":
      return { ...state, questions: state.questions.filter((question) => question.key !== action.key) };
    case "question":
      return mapQuestion(state, action.key, (question) => ({ ...question, ...action.patch }));
    case "addOption":
      return mapQuestion(state, action.questionKey, (question) => ({ ...question, options: [...question.options, action.option] }));
    case "removeOption":
      return mapQuestion(state, action.questionKey, (question) => ({
        ...question,
        options: question.options.filter((option) => option.key !== action.key),
      }));
    case "option":
      return mapQuestion(state, action.questionKey, (question) => ({
        ...question,
        options: question.options.map((option) => (option.key === action.key ? { ...option, ...action.patch } : option)),
      }));
    case "import":
      return { ...state, questions: action.mode === "replace" ? action.questions : [...state.questions, ...action.questions] };
  }
}

/** The draft as the shared rules see it (`firstCreateProblem`): numbers parsed, keys dropped. */
export function toQuizDraft(state: EditorState): QuizDraft {
  return {
    name: state.name,
    description: state.description,
    quizTime: state.quizTime.trim() === "" ? 0 : Number(state.quizTime),
    eachMCQMarks: state.eachMCQMarks.trim() === "" ? 0 : Number(state.eachMCQMarks),
    subject: state.subject,
    questions: state.questions.map(({ key: _key, options, ...question }) => ({
      ...question,
      options: options.map(({ key: _k, ...option }) => option),
    })),
  };
}

export type QuizDraftActions = ReturnType<typeof useQuizDraft>["actions"];

/** The editor's state and its edits. Adders return the new row's key (to open or focus it). */
export function useQuizDraft(initial: () => EditorState) {
  const [state, dispatch] = useReducer(reducer, undefined, initial);
  const reset = useCallback((next: EditorState) => dispatch({ type: "reset", state: next }), []);
  const actions = useMemo(
    () => ({
      setInfo: (field: keyof EditorInfo, value: string) => dispatch({ type: "info", field, value }),
      addQuestion: () => {
        const question = keyedQuestion(emptyQuestion());
        dispatch({ type: "addQuestion", question });
        return question.key;
      },
      removeQuestion: (key: string) => dispatch({ type: "removeQuestion", key }),
      setQuestion: (key: string, patch: QuestionPatch) => dispatch({ type: "question", key, patch }),
      addOption: (questionKey: string) => {
        const option = keyedOption(emptyOption());
        dispatch({ type: "addOption", questionKey, option });
        return option.key;
      },
      removeOption: (questionKey: string, key: string) => dispatch({ type: "removeOption", questionKey, key }),
      setOption: (questionKey: string, key: string, patch: OptionPatch) => dispatch({ type: "option", questionKey, key, patch }),
      importQuestions: (questions: QuestionDraft[], mode: ImportMode) => {
        const keyed = questions.map(keyedQuestion);
        dispatch({ type: "import", questions: keyed, mode });
        return keyed.map((question) => question.key);
      },
    }),
    [],
  );
  return { state, reset, actions };
}
