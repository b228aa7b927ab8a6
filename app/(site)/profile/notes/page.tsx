import type { Metadata } from "next";
import { NoteList } from "@/components/notes/note-list";
import { NoteUploadForm } from "@/components/notes/note-upload-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageLearner } from "@/lib/auth/session";
import { listNotes } from "@/lib/notes/list";
import { pageQueryValue, readPageParams, type SearchParams } from "@/lib/pagination";

export const metadata: Metadata = { title: "Notes" };

const PATH = "/profile/notes";

/** Two lists, each paged on its own (`?mine=` and `?shared=`), so paging one keeps the other where it is. */
export default async function NotesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const params = await searchParams;
  const minePage = readPageParams(params, "mine");
  const sharedPage = readPageParams(params, "shared");
  const [mine, shared] = await Promise.all([
    listNotes(user, { ...minePage, scope: "mine", search: "" }),
    listNotes(user, { ...sharedPage, scope: "admin", search: "" }),
  ]);

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
        pager={{ path: PATH, param: "mine", query: { shared: pageQueryValue(sharedPage.page) }, label: "My Notes pages" }}
      />
      <NoteList
        title="Admin Notes"
        notes={shared}
        canDelete={false}
        description="Shared by the AnaesPrep team with every learner."
        empty="No notes from our team yet. Check back soon."
        pager={{ path: PATH, param: "shared", query: { mine: pageQueryValue(minePage.page) }, label: "Admin Notes pages" }}
      />
    </div>
  );
}
