import type { Metadata } from "next";
import { QuestionNoteList } from "@/components/marks/question-note-list";
import { PageHeader } from "@/components/ui/page-header";
import { SearchForm } from "@/components/ui/search-form";
import { requirePageLearner } from "@/lib/auth/session";
import { listQuestionNotes } from "@/lib/marks/note-list";
import { readPageParams, readSearch, type SearchParams } from "@/lib/pagination";

export const metadata: Metadata = { title: "My question notes" };

/** The learner's own notes on questions, newest first, searchable; each leads to the question's review. */
export default async function MyQuestionNotesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageLearner();
  const params = await searchParams;
  const search = readSearch(params);
  const notes = await listQuestionNotes(user.id, { ...readPageParams(params), search });
  return (
    <div className="space-y-6">
      <PageHeader
        title="My question notes"
        description="The notes you keep on questions while you sit quizzes, grand tests and practice. Only you see them."
        className="mb-0"
      />
      <SearchForm id="question-note-search" label="Search your notes" placeholder="A word in the note or the question" value={search} />
      <QuestionNoteList notes={notes} search={search} />
    </div>
  );
}
