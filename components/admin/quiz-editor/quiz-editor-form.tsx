"use client";

import { type FormEvent, useEffect, useMemo, useState } from "react";
import { notifyFailure, toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, type ApiResult } from "@/client/api";
import { firstCreateProblem, firstQuestionsProblem, NEW_QUESTIONS_FIELD, type DraftProblem } from "@/lib/quizzes/draft";
import { addPayload, EDITOR_IDS, isNewQuestion, problemTarget, updatePayload } from "./payload";
import { AfterSavingNote } from "./question-notes";
import { QuestionsPanel } from "./questions-panel";
import { QuizInfoPanel, type SubjectChoice } from "./quiz-info-panel";
import { SCHEDULE_IDS, scheduleLocked, type SavedSchedule } from "./schedule";
import { toQuizDraft, useQuizDraft, type EditorInfo, type EditorState } from "./use-quiz-draft";

/** "Question #3: …", as the editor numbers its questions. */
const numbered = (message: string, questionIndex: number) => `Question #${questionIndex + 1}: ${message}`;

function SubmitButton({ editing, saving }: { editing: boolean; saving: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={saving} loadingText="Saving…">
      {editing ? "Update Quiz" : "Add Quiz"}
    </Button>
  );
}

/** Fields a 400 answer may name, and the control to focus for each. */
const SERVER_FIELDS = {
  name: EDITOR_IDS.name,
  description: EDITOR_IDS.description,
  quizTime: EDITOR_IDS.quizTime,
  ...SCHEDULE_IDS,
} as const satisfies Partial<Record<keyof EditorInfo, string>>;
type ServerField = keyof typeof SERVER_FIELDS;

export type QuizEditorFormProps = {
  /** Set in edit mode: the saved quiz's id. */
  quizId?: string;
  initial: EditorState;
  /** Edit mode: the saved grand-test schedule (its window locks once it opens). */
  saved?: SavedSchedule;
  subjects: SubjectChoice[];
  onSaved: () => void;
  /** Told whenever the draft starts or stops differing from what was loaded (unsaved work). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The editor's body: state, the create checks (lib/quizzes/draft.ts) and saving. */
export function QuizEditorForm({ quizId, initial, saved, subjects, onSaved, onDirtyChange }: QuizEditorFormProps) {
  const editing = quizId !== undefined;
  const { state, actions } = useQuizDraft(() => initial);
  const [loaded] = useState(() => JSON.stringify(toQuizDraft(initial)));
  const dirty = useMemo(() => JSON.stringify(toQuizDraft(state)) !== loaded, [state, loaded]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [locked] = useState(() => scheduleLocked(saved));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ServerField, string>>>({});
  const setInfo = (field: keyof EditorInfo, value: string) => {
    setFieldErrors(({ [field as ServerField]: _cleared, ...rest }) => rest);
    actions.setInfo(field, value);
  };
  const [openKey, setOpenKey] = useState(initial.questions[0]?.key ?? "");
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  // The problem a question has, shown beside it as well as in the toast (docs/rules.md, "Catalogue
  // and authoring"); any edit of the questions clears it, the next save checks again.
  const [questionProblem, setQuestionProblem] = useState<{ key: string; message: string; questions: unknown } | null>(null);
  const shownProblem = questionProblem?.questions === state.questions ? questionProblem : null;

  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focusRequest]);

  const focusSoon = (id: string) => setFocusRequest({ id });

  /** The toast is announced (its live region stays outside the dialog's aria-hidden); focus goes to the field. */
  function showProblem(problem: DraftProblem) {
    const question = problem.questionIndex === undefined ? undefined : state.questions[problem.questionIndex];
    toast.error(question ? numbered(problem.message, problem.questionIndex!) : problem.message);
    if (question) {
      setOpenKey(question.key);
      setQuestionProblem({ key: question.key, message: problem.message, questions: state.questions });
    }
    focusSoon(problemTarget(problem, state));
  }

  /** A refused save: the toast, then focus on the question or field the answer names. */
  function showRefusal(result: ApiResult, fallback: string, questionIndex = result.questionIndex) {
    const question = typeof questionIndex === "number" ? state.questions[questionIndex] : undefined;
    const message = result.message ?? fallback;
    notifyFailure(question ? { ...result, message: numbered(message, questionIndex as number) } : result, fallback);
    if (question) {
      setOpenKey(question.key);
      setQuestionProblem({ key: question.key, message, questions: state.questions });
      focusSoon(EDITOR_IDS.questionText(question.key));
    } else if (typeof result.field === "string" && result.field in SERVER_FIELDS) {
      const field = result.field as ServerField;
      setFieldErrors({ [field]: result.message });
      focusSoon(SERVER_FIELDS[field]);
    }
  }

  async function create() {
    const problem = firstCreateProblem(toQuizDraft(state));
    if (problem) return showProblem(problem);
    setSaving(true);
    const result = await apiFetch("/api/quiz/add", { method: "POST", body: addPayload(state) });
    setSaving(false);
    if (!result.success) return showRefusal(result, "Could not save the quiz. Please try again.");
    toast.success("Quiz Added Successfully");
    onSaved();
  }

  /**
   * Edit mode: the saved questions' texts and the new questions in one quiz/update, saved together
   * or not at all (docs/rules.md, "Catalogue and authoring").
   */
  async function update(quizId: string) {
    // Where each new question sits in the editor: problems about them name their index among the new ones.
    const fresh = state.questions.flatMap((question, index) => (isNewQuestion(question) ? [index] : []));
    const inEditor = (index: unknown) => (typeof index === "number" ? fresh[index] : undefined);
    const problem = fresh.length > 0 ? firstQuestionsProblem(toQuizDraft(state).questions.filter(isNewQuestion)) : null;
    if (problem) return showProblem({ ...problem, questionIndex: inEditor(problem.questionIndex) });
    setSaving(true);
    const updated = await apiFetch("/api/quiz/update", { method: "POST", body: updatePayload(quizId, state, locked) });
    setSaving(false);
    if (!updated.success) {
      // A problem with a new question names its index among the new ones; other refusals the saved questions'.
      const index = updated.field === NEW_QUESTIONS_FIELD ? inEditor(updated.questionIndex) : updated.questionIndex;
      return showRefusal(updated, "Could not save the quiz. Please try again.", index);
    }
    toast.success(updated.message ?? "Quiz Updated Successfully");
    onSaved();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    void (editing ? update(quizId) : create());
  }

  return (
    <form onSubmit={onSubmit} noValidate className="lg:grid lg:h-full lg:grid-cols-[24rem_minmax(0,1fr)]">
      <div className="border-slate-200 px-5 pt-5 max-lg:pb-5 lg:flex lg:flex-col lg:border-r">
        <QuizInfoPanel
          info={state}
          onChange={setInfo}
          editing={editing}
          subjects={subjects}
          scheduleLocked={locked}
          errors={fieldErrors}
          submit={!editing && <AfterSavingNote />}
        />
        {/* The column is as tall as the question list beside it: at its foot and stuck to the bottom of the
            editor's scroll, Update Quiz stays in view however far down the questions go. */}
        <div className="sticky bottom-0 -mx-5 mt-5 hidden border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur-sm lg:mt-auto lg:block">
          <SubmitButton editing={editing} saving={saving} />
        </div>
      </div>
      <div className="border-t border-slate-200 bg-slate-50/70 px-5 py-5 lg:overflow-y-auto lg:border-t-0">
        <QuestionsPanel
          questions={state.questions}
          saved={quizId ? { id: quizId, name: initial.name } : undefined}
          appendLocked={editing && locked}
          dirty={dirty}
          info={state}
          onQuizCreated={onSaved}
          editing={editing}
          actions={actions}
          openKey={openKey}
          onOpenKeyChange={setOpenKey}
          focusSoon={focusSoon}
          problem={shownProblem}
        />
      </div>
      {/* On phones the panels stack: keep the submit button in reach at the bottom. */}
      <div className="sticky bottom-0 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur-sm lg:hidden">
        <SubmitButton editing={editing} saving={saving} />
      </div>
    </form>
  );
}
