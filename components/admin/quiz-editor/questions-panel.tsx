"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { Button } from "@/components/ui/button";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { QuizExportMenu } from "../quiz-export-menu";
import { QuestionImport } from "./question-import";
import { EDITOR_IDS } from "./payload";
import { QuestionItem } from "./question-item";
import type { EditorInfo, EditorQuestion, ImportMode, QuizDraftActions } from "./use-quiz-draft";

type QuestionsPanelProps = {
  questions: EditorQuestion[];
  /** Edit mode: the saved quiz (its export menu; imports of a spreadsheet go straight into it). */
  saved?: { id: string; name: string };
  /** A grand test that has opened: its paper is fixed, nothing can be appended (docs/rules.md, "Grand tests"). */
  appendLocked: boolean;
  /** The editor holds changes not saved yet: a spreadsheet, which the server appends at once, waits for them. */
  dirty: boolean;
  /** The quiz details: a spreadsheet import creates the quiz from them. */
  info: EditorInfo;
  onQuizCreated: () => void;
  editing: boolean;
  actions: QuizDraftActions;
  /** Key of the open question ("" when none): one open at a time. */
  openKey: string;
  onOpenKeyChange: (key: string) => void;
  focusSoon: (id: string) => void;
  /** The last refused save's problem with one question, shown beside it. */
  problem?: { key: string; message: string } | null;
};

/**
 * The accordion of "Question #n" items, with Add Question and Import; in edit mode these append after
 * the saved questions (docs/rules.md, "Catalogue and authoring"), and the saved quiz can be exported.
 */
export function QuestionsPanel(props: QuestionsPanelProps) {
  const { questions, saved, appendLocked, dirty, info, onQuizCreated, editing, actions, openKey, onOpenKeyChange, focusSoon, problem } =
    props;
  function addQuestion() {
    const key = actions.addQuestion();
    onOpenKeyChange(key);
    focusSoon(EDITOR_IDS.questionText(key));
  }

  function importQuestions(imported: QuestionDraft[], mode: ImportMode) {
    const keys = actions.importQuestions(imported, mode);
    if (keys[0]) onOpenKeyChange(keys[0]);
  }

  return (
    <section aria-labelledby="quiz-questions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="quiz-questions-heading" className="text-base font-semibold text-slate-900">
          Questions <span className="font-normal text-slate-500">({questions.length})</span>
        </h3>
        <div className="flex flex-wrap gap-2">
          {saved && <QuizExportMenu quizId={saved.id} name={saved.name} />}
          {!appendLocked && (
            <QuestionImport
              onImport={importQuestions}
              existingCount={questions.filter((question) => question.question.trim() !== "").length}
              info={info}
              target={saved && { quizId: saved.id, name: saved.name, dirty }}
              onQuizCreated={onQuizCreated}
            />
          )}
          {!appendLocked && (
            <Button id={EDITOR_IDS.addQuestion} variant="secondary" size="sm" onClick={addQuestion}>
              Add Question
            </Button>
          )}
        </div>
      </div>
      {editing && (
        <p className="text-xs text-slate-600">
          {appendLocked
            ? "This grand test has opened: every candidate sits the same paper, so no question can be added."
            : "New questions go after the saved ones and are saved with Update Quiz."}
        </p>
      )}
      {questions.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">
          No questions yet. Use <strong>Add Question</strong>, or import GIFT, Aiken or a spreadsheet.
        </div>
      ) : (
        <Accordion.Root type="single" collapsible value={openKey} onValueChange={onOpenKeyChange} className="space-y-2">
          {questions.map((question, index) => (
            <QuestionItem
              key={question.key}
              question={question}
              number={index + 1}
              editing={editing}
              actions={actions}
              focusSoon={focusSoon}
              problem={problem?.key === question.key ? problem.message : undefined}
            />
          ))}
        </Accordion.Root>
      )}
    </section>
  );
}
