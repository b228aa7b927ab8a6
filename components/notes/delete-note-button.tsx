"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { notifyFailure } from "@/lib/client/notify";

/** Delete behind a confirmation; DELETE /api/notes/{id}, then the server-rendered list reloads. */
export function DeleteNoteButton({ noteId, noteName }: { noteId: string; noteName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function remove() {
    const result = await apiFetch(`/api/notes/${encodeURIComponent(noteId)}`, { method: "DELETE" });
    if (result.success) toast.success(result.message ?? "Note deleted");
    else notifyFailure(result, "Could not delete the note. Please try again.");
    if (result.success || result.status === 404) startTransition(() => router.refresh());
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700! hover:bg-red-50!"
        aria-label={`Delete ${noteName}`}
        loading={refreshing}
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
