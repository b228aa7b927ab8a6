"use client";

import { useState } from "react";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/client/api";

/** Delete behind a confirmation; DELETE /api/notes/{id}, then the server-rendered list reloads. */
export function DeleteNoteButton({ noteId, noteName }: { noteId: string; noteName: string }) {
  const [open, setOpen] = useState(false);
  const { run, busy } = useRefreshingAction();

  const remove = () =>
    run(() => apiFetch(`/api/notes/${encodeURIComponent(noteId)}`, { method: "DELETE" }), {
      success: "Note deleted",
      failure: "Could not delete the note. Please try again.",
    });

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700! hover:bg-red-50!"
        aria-label={`Delete ${noteName}`}
        loading={busy}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this note?"
        description={`“${noteName}” and its file will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={remove}
      />
    </>
  );
}
