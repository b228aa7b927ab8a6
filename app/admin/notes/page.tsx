import type { Metadata } from "next";
import { NoteList } from "@/components/notes/note-list";
import { NoteUploadForm } from "@/components/notes/note-upload-form";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { SearchForm } from "@/components/ui/search-form";
import { requirePageAdmin } from "@/lib/auth/session";
import { listNotes, NOTE_SCOPES } from "@/lib/notes/list";
import { readChoice, readPageParams, readSearch, type SearchParams } from "@/lib/pagination";

export const metadata: Metadata = { title: "Notes" };

const PATH = "/admin/notes";
const TABS = [
  { value: "all", label: "All" },
  { value: "admin", label: "Admin notes" },
  { value: "learner", label: "Learners' notes" },
] as const;

export default async function AdminNotesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageAdmin();
  const params = await searchParams;
  const scope = readChoice(params, "scope", NOTE_SCOPES, "all");
  const search = readSearch(params);
  const notes = await listNotes(admin, { ...readPageParams(params), scope, search });
  const filters = { scope: scope === "all" ? undefined : scope, search: search || undefined };

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
        description="Admin notes are shared with every learner; learners' notes are private to their owner."
        toolbar={
          <>
            <FilterTabs
              label="Filter notes"
              tabs={TABS}
              current={scope}
              path={PATH}
              param="scope"
              query={{ search: filters.search }}
              defaultValue="all"
            />
            <SearchForm
              id="note-search"
              label="Search notes"
              placeholder="Title, file or owner"
              value={search}
              keep={{ scope: filters.scope }}
            />
          </>
        }
        empty={search ? `No notes match “${search}”.` : "No notes yet. Upload the first one with the form above."}
        pager={{ path: PATH, query: filters, label: "Notes pages" }}
      />
    </div>
  );
}
