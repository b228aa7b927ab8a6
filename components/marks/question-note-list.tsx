import Link from "next/link";
import { Pager, PastLastPage } from "@/components/ui/pager";
import { reviewHref } from "@/components/quiz/links";
import { formatDateTime } from "@/lib/format";
import type { QuestionNoteRow } from "@/lib/marks/note-list";
import type { Page } from "@/lib/pagination";

const PATH = "/profile/my-questions";

/** Where a note's question can be reviewed: the attempt's review opened on it, or the practice session. */
function reviewLink(row: QuestionNoteRow): string | null {
  if (!row.review) return null;
  if (row.review.kind === "practice") return `/practice/${encodeURIComponent(row.review.id)}`;
  return `${reviewHref(row.review.id)}&question=${encodeURIComponent(row.questionId)}`;
}

/** The notes as a list, each with its question and a link to its review, or the empty state. */
export function QuestionNoteList({ notes, search }: { notes: Page<QuestionNoteRow>; search: string }) {
  if (notes.total === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600">
        {search ? "No note matches this search." : "No notes yet. Choose “Note” under a question while you answer to keep one."}
      </p>
    );
  if (notes.items.length === 0) return <PastLastPage info={notes} path={PATH} query={{ search }} />;
  return (
    <>
      <ul className="grid gap-3" aria-label="Question notes">
        {notes.items.map((row) => {
          const href = reviewLink(row);
          return (
            <li key={row.questionId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="text-xs text-slate-500">
                {row.quizName} · {formatDateTime(row.updatedAt)}
              </p>
              <p className="mt-1 line-clamp-2 font-semibold text-slate-900">{row.question}</p>
              <p className="mt-2 whitespace-pre-line text-slate-700">{row.note}</p>
              {href ? (
                <Link href={href} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                  Review this question
                </Link>
              ) : (
                <p className="mt-2 text-sm text-slate-500">Its review opens once the attempt or session has ended.</p>
              )}
            </li>
          );
        })}
      </ul>
      <Pager info={notes} path={PATH} query={{ search }} label="Question note pages" />
    </>
  );
}
