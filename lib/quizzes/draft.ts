/**
 * The quiz editor's data and the create-time checks, in their documented order and with their
 * messages (docs/rules.md, "Catalogue and authoring"). Pure: the editor runs it for instant feedback and the server runs it as the rule.
 */
export type OptionDraft = { id?: string; option: string; isCorrect: boolean; explanation?: string | null };
export type QuestionDraft = {
  id?: string;
  /** The author's label (GIFT's `::title::`): admins only (docs/rules.md, "Question bank"). */
  title?: string | null;
  question: string;
  explanation?: string | null;
  imageKey?: string | null;
  imageAlt?: string | null;
  reference?: string | null;
  tags?: string[];
  options: OptionDraft[];
};
export type QuizDraft = {
  name: string;
  description: string;
  /** Minutes; 0 means untimed (allowed on update only). */
  quizTime: number;
  eachMCQMarks: number;
  /** Subject id. */
  subject: string;
  questions: QuestionDraft[];
};

/** quiz/update's field for the questions it appends after the saved ones: a 400 about one names it and the question's index among them. */
export const NEW_QUESTIONS_FIELD = "newQuestions";

export const QUIZ_MESSAGES = {
  name: "Please add quiz name",
  description: "Please add quiz description",
  subject: "Please select quiz subject",
  quizTime: "Please add quiz time",
  marks: "Please add each question marks",
  questions: "Please add at least one question",
  questionText: "Please add question",
  options: "Please add options",
  optionTexts: "Please add something to options",
  correct: "Please select at least one correct option",
} as const;

/** A create rule, by name: what the editor branches on to focus the control at fault. */
export type QuizRule = keyof typeof QUIZ_MESSAGES;
/** The first create rule a draft breaks, its message, and the question it is about. */
export type DraftProblem = { rule: QuizRule; message: string; questionIndex?: number };

const problemOf = (rule: QuizRule, questionIndex?: number): DraftProblem =>
  questionIndex === undefined ? { rule, message: QUIZ_MESSAGES[rule] } : { rule, message: QUIZ_MESSAGES[rule], questionIndex };

const blank = (text: string | null | undefined) => !text || text.trim() === "";
const positive = (value: number) => Number.isFinite(value) && value > 0;

/** The first failing create rule, or null when the draft may be saved. */
export function firstCreateProblem(draft: QuizDraft): DraftProblem | null {
  if (blank(draft.name)) return problemOf("name");
  if (blank(draft.description)) return problemOf("description");
  if (blank(draft.subject)) return problemOf("subject");
  if (!positive(draft.quizTime)) return problemOf("quizTime");
  if (!positive(draft.eachMCQMarks)) return problemOf("marks");
  return firstQuestionsProblem(draft.questions);
}

/**
 * The create rules for the questions alone, in the same order and words: a new quiz's, and the
 * questions appended to a saved one (docs/rules.md, "Catalogue and authoring").
 */
export function firstQuestionsProblem(questions: QuestionDraft[]): DraftProblem | null {
  if (questions.length === 0) return problemOf("questions");
  for (const [questionIndex, question] of questions.entries()) {
    const rule = firstQuestionProblem(question);
    if (rule) return problemOf(rule, questionIndex);
  }
  return null;
}

function firstQuestionProblem(question: QuestionDraft): QuizRule | null {
  if (blank(question.question)) return "questionText";
  if (question.options.length === 0) return "options";
  const filled = question.options.filter((option) => !blank(option.option));
  if (filled.length === 0) return "optionTexts";
  if (!filled.some((option) => option.isCorrect)) return "correct";
  return null;
}

/** Empty option rows are dropped when a quiz is created (documented in docs/rules.md). */
export function withoutEmptyOptions(questions: QuestionDraft[]): QuestionDraft[] {
  return questions.map((question) => ({ ...question, options: question.options.filter((option) => !blank(option.option)) }));
}

export const emptyOption = (): OptionDraft => ({ option: "", isCorrect: false });
export const emptyQuestion = (): QuestionDraft => ({ question: "", explanation: "", options: [emptyOption(), emptyOption()] });
