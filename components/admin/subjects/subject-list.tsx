"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { formatPKR } from "@/lib/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditDeleteButtons } from "../edit-delete-buttons";
import { ListMessage } from "../load-state";
import type { AdminSubject } from "../types";
import { EditSubjectDialog } from "./edit-subject-dialog";

const quizzesLabel = (count: number) => `${count} ${count === 1 ? "quiz" : "quizzes"}`;

/** "Show Subjects": a scrollable list (max 400px) with edit and delete per subject. */
export function SubjectList({ subjects }: { subjects: AdminSubject[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminSubject | null>(null);
  const [deleting, setDeleting] = useState<AdminSubject | null>(null);
  const { run } = useRefreshingAction();

  const remove = (subject: AdminSubject) =>
    run(() => apiFetch(`/api/subjects/${encodeURIComponent(subject.id)}`, { method: "DELETE" }), {
      success: "Subject deleted",
      failure: "Could not delete the subject. Please try again.",
    });

  if (subjects.length === 0) return <ListMessage title="No subjects yet">Add the first one on the Add Subject tab.</ListMessage>;

  return (
    <>
      <ul
        aria-label="Subjects"
        className="relative max-h-[400px] divide-y divide-slate-200 overflow-auto rounded-xl border border-slate-200 bg-white"
      >
        {subjects.map((subject) => (
          <li key={subject.id} className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{subject.name}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                <span className="font-medium text-brand-800">{formatPKR(subject.price)}</span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {quizzesLabel(subject.quizCount)}
              </p>
              {subject.description && <p className="mt-1 line-clamp-2 text-sm break-words text-slate-500">{subject.description}</p>}
            </div>
            <EditDeleteButtons
              name={subject.name}
              onEdit={() => setEditing(subject)}
              onDelete={() => setDeleting(subject)}
              className="shrink-0"
            />
          </li>
        ))}
      </ul>
      {editing && (
        <EditSubjectDialog key={editing.id} subject={editing} onClose={() => setEditing(null)} onSaved={() => router.refresh()} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "subject"}?`}
        description="This permanently deletes the subject. A subject that has quizzes or purchases cannot be deleted."
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </>
  );
}
