"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { QuizEditorDialog, type EditorTarget } from "../quiz-editor/quiz-editor-dialog";
import type { AdminQuizSummary, AdminSubject } from "../types";
import { QuizTable } from "./quiz-table";

type QuizzesAdminProps = {
  /** This page of the quiz table, as the page loaded it (summaries: the editor loads one quiz). */
  quizzes: AdminQuizSummary[];
  firstNumber: number;
  subjects: AdminSubject[];
  /** "1–25 of 400 quizzes". */
  range: string;
  /** Shown instead of the table when this page is empty (no quizzes yet, or past the last page). */
  empty: ReactNode;
  pager: ReactNode;
};

/** /admin/quiz: "Add Quiz", the quiz table, the editor and the delete confirmation; changes reload the page. */
export function QuizzesAdmin({ quizzes, firstNumber, subjects, range, empty, pager }: QuizzesAdminProps) {
  const router = useRouter();
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminQuizSummary | null>(null);
  const { run } = useRefreshingAction();
  const closeEditor = useCallback(() => setEditor(null), []);
  const onSaved = useCallback(() => router.refresh(), [router]);

  const remove = (quiz: AdminQuizSummary) =>
    run(() => apiFetch(`/api/quiz/${encodeURIComponent(quiz.id)}`, { method: "DELETE" }), {
      success: "Quiz deleted",
      failure: "Could not delete the quiz. Please try again.",
    });

  return (
    <>
      <PageHeader
        title="Quizzes"
        description="Create quizzes with their questions, fix their wording, or remove them."
        actions={<Button onClick={() => setEditor({ mode: "create" })}>Add Quiz</Button>}
      />
      {quizzes.length === 0 ? (
        empty
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600 tabular-nums">{range}</p>
          <QuizTable
            quizzes={quizzes}
            firstNumber={firstNumber}
            onEdit={(quiz) => setEditor({ mode: "edit", id: quiz.id })}
            onStatistics={(quiz) => setEditor({ mode: "edit", id: quiz.id, tab: "statistics" })}
            onDelete={setDeleting}
          />
          {pager}
        </>
      )}
      {editor && (
        <QuizEditorDialog
          key={editor.mode === "edit" ? editor.id : "create"}
          target={editor}
          subjects={subjects}
          onClose={closeEditor}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you absolutely sure?"
        description={
          <>
            This action cannot be undone. This will permanently delete the quiz.
            {deleting && (
              // Names the quiz so a slip of the row is caught before Continue.
              <span className="mt-2 block font-medium break-words text-slate-900">
                {deleting.name} ({deleting.subject.name})
              </span>
            )}
          </>
        }
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </>
  );
}
