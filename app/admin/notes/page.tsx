import type { Metadata } from "next";
import { NoteList } from "@/components/notes/note-list";
import { NoteUploadForm } from "@/components/notes/note-upload-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listVisibleNotes } from "@/lib/notes";

export const metadata: Metadata = { title: "Notes" };

export default async function AdminNotesPage() {
  const admin = await requirePageAdmin();
  const notes = await listVisibleNotes(admin);
  const adminCount = notes.filter((note) => note.isAdminNotes).length;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Notes"
        description="Share notes with every learner, and manage the notes learners keep for themselves."
        className="mb-0"
      />
      <NoteUploadForm description="Notes you upload here are Admin notes: every signed-in learner can read them." />
      <NoteList
        title="All Notes"
        notes={notes}
        canDelete
        showOwner
        description={`${adminCount} shared by admins, ${notes.length - adminCount} kept by learners for themselves.`}
        empty="No notes yet. Upload the first one with the form above."
      />
    </div>
  );
}
