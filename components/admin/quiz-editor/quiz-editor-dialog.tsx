"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure } from "@/client/toast";
import { ListLoading } from "../load-state";
import { QuizScreenTabs, type QuizScreenTab } from "../quiz-statistics/quiz-screen-tabs";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import type { AdminQuiz } from "../types";
import { editorStateOf } from "./payload";
import { QuizEditorForm } from "./quiz-editor-form";
import type { SubjectChoice } from "./quiz-info-panel";
import { newQuizState } from "./use-quiz-draft";

/** What the dialog opens: a new quiz, or a saved one at its editor or its statistics. */
export type EditorTarget = { mode: "create" } | { mode: "edit"; id: string; tab?: QuizScreenTab };

type QuizEditorDialogProps = {
  target: EditorTarget;
  subjects: SubjectChoice[];
  onClose: () => void;
  onSaved: () => void;
};

/** "Add Quiz" / "Edit Quiz": a large dialog; edit mode loads the quiz fresh before showing it. */
export function QuizEditorDialog({ target, subjects, onClose, onSaved }: QuizEditorDialogProps) {
  const editId = target.mode === "edit" ? target.id : undefined;
  const [quiz, setQuiz] = useState<AdminQuiz | null>(null);
  // Unsaved work is never dropped silently: closing asks first, and so does leaving the page.
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    if (!editId) return;
    let live = true;
    void apiFetch<AdminQuiz>(`/api/quiz/${encodeURIComponent(editId)}`).then((result) => {
      if (!live) return;
      if (result.success && result.data) return setQuiz(result.data);
      notifyFailure(result, "Could not load the quiz. Please try again.");
      onClose();
    });
    return () => {
      live = false;
    };
  }, [editId, onClose]);

  /** The saved subject stays selectable in edit mode even if the list did not load. */
  const choices = quiz && !subjects.some((subject) => subject.id === quiz.subject.id) ? [...subjects, quiz.subject] : subjects;

  const form = (
    <QuizEditorForm
      quizId={editId}
      initial={quiz ? editorStateOf(quiz) : newQuizState()}
      saved={quiz ?? undefined}
      subjects={choices}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      onDirtyChange={setDirty}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (open) return;
        if (dirty) setConfirmingClose(true);
        else onClose();
      }}
      // Named once loaded: the same dialog opens on a quiz's statistics, which must say whose.
      title={editId ? (quiz ? `Edit Quiz: ${quiz.name}` : "Edit Quiz") : "Add Quiz"}
      description={
        editId
          ? "Change the texts, the time and a grand test's schedule (until it opens), or add questions. Saved questions keep their options and correct answers."
          : "Check the subject, marks and correct answers before saving: they are fixed once the quiz exists."
      }
      size="xl"
      keepOpenOnOutsideClick
      bodyClassName="p-0 lg:overflow-hidden"
    >
      {editId && !quiz ? (
        <ListLoading label="Loading the quiz…" />
      ) : editId ? (
        <QuizScreenTabs quizId={editId} editor={form} initialTab={target.mode === "edit" ? target.tab : undefined} />
      ) : (
        form
      )}
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard your changes?"
        description="What you have typed in this quiz is not saved. Closing now loses it."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
      />
    </Modal>
  );
}
