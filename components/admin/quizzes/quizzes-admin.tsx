"use client";

import { useCallback, useState } from "react";
import { notifyFailure, toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { apiFetch } from "@/lib/client/api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListLoading, ListMessage } from "../load-state";
import { QuizEditorDialog, type EditorTarget } from "../quiz-editor/quiz-editor-dialog";
import type { AdminQuiz, AdminSubject } from "../types";
import { useApiList } from "../use-api-list";
import { QuizTable } from "./quiz-table";

/** /admin/quiz: "Add Quiz", the quiz table, the editor and the delete confirmation. */
export function QuizzesAdmin() {
  const quizzes = useApiList<AdminQuiz>("/api/quiz/all-quizzes");
  const subjects = useApiList<AdminSubject>("/api/subjects");
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminQuiz | null>(null);
  const { reload: reloadQuizzes, setItems: setQuizzes } = quizzes;
  const { reload: reloadSubjects } = subjects;

  const openEditor = (target: EditorTarget) => {
    void reloadSubjects();
    setEditor(target);
  };
  const closeEditor = useCallback(() => setEditor(null), []);
  const onSaved = useCallback(() => void reloadQuizzes(), [reloadQuizzes]);

  async function remove(quiz: AdminQuiz) {
    const result = await apiFetch(`/api/quiz/${encodeURIComponent(quiz.id)}`, { method: "DELETE" });
    if (!result.success) return notifyFailure(result, "Could not delete the quiz. Please try again.");
    setQuizzes((list) => list.filter((item) => item.id !== quiz.id));
    toast.success("Quiz deleted");
  }

  return (
    <>
      <PageHeader
        title="Quizzes"
        description="Create quizzes with their questions, fix their wording, or remove them."
        actions={<Button onClick={() => openEditor({ mode: "create" })}>Add Quiz</Button>}
      />
      {quizzes.status === "loading" ? (
        <ListLoading label="Loading quizzes…" />
      ) : quizzes.status === "error" ? (
        <ListMessage title="Couldn't load the quizzes." onRetry={quizzes.retry} />
      ) : quizzes.items.length === 0 ? (
        <ListMessage title="No quizzes yet">Use Add Quiz to create the first one.</ListMessage>
      ) : (
        <QuizTable quizzes={quizzes.items} onEdit={(quiz) => openEditor({ mode: "edit", id: quiz.id })} onDelete={setDeleting} />
      )}
      {editor && (
        <QuizEditorDialog
          key={editor.mode === "edit" ? editor.id : "create"}
          target={editor}
          subjects={subjects.items}
          subjectsStatus={subjects.status}
          onClose={closeEditor}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you absolutely sure?"
        description="This action cannot be undone. This will permanently delete the quiz."
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </>
  );
}
