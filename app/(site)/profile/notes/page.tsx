import type { Metadata } from "next";
import { NoteList } from "@/components/notes/note-list";
import { NoteUploadForm } from "@/components/notes/note-upload-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageLearner } from "@/lib/auth/session";
import { listVisibleNotes } from "@/lib/notes";

export const metadata: Metadata = { title: "Notes" };

export default async function NotesPage() {
  const user = await requirePageLearner();
  const notes = await listVisibleNotes(user);
  const mine = notes.filter((note) => !note.isAdminNotes);
  const shared = notes.filter((note) => note.isAdminNotes);

  return (
    <div className="space-y-8">
      <PageHeader
        title="Notes"
        description="Keep your own study notes here, and read the notes our team shares with every learner."
        className="mb-0"
      />
      <NoteUploadForm description="Only you can see the notes you upload." />
      <NoteList
        title="My Notes"
        notes={mine}
        canDelete
        description="Private to you."
        empty="You haven't uploaded any notes yet. Add one with the form above."
      />
      <NoteList
        title="Admin Notes"
        notes={shared}
        canDelete={false}
        description="Shared by the AnaesPrep team with every learner."
        empty="No notes from our team yet. Check back soon."
      />
    </div>
  );
}
