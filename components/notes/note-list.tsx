import type { ReactNode } from "react";
import { Pager, PastLastPage, type PagerProps } from "@/components/ui/pager";
import type { NoteView } from "@/lib/notes";
import type { Page } from "@/lib/pagination";
import { NoteItem } from "./note-item";

export type NoteListProps = {
  /** The section heading (h2). */
  title: string;
  notes: Page<NoteView>;
  canDelete: boolean;
  showOwner?: boolean;
  /** Shown instead of the list when there are no notes. */
  empty: ReactNode;
  description?: ReactNode;
  /** Where this list's page links go (path, other filters, its page parameter). */
  pager: Omit<PagerProps, "info">;
  /** Filters or a search above the list. */
  toolbar?: ReactNode;
};

/** A titled, paged section of notes, or its empty state. */
export function NoteList({ title, notes, canDelete, showOwner, empty, description, pager, toolbar }: NoteListProps) {
  const id = `notes-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <span className="text-sm text-slate-500 tabular-nums">
          {notes.total.toLocaleString("en-US")} {notes.total === 1 ? "note" : "notes"}
        </span>
      </div>
      {description && <p className="-mt-1 mb-3 text-sm text-slate-600">{description}</p>}
      {toolbar && <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{toolbar}</div>}
      {notes.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600">{empty}</p>
      ) : notes.items.length === 0 ? (
        <PastLastPage info={notes} path={pager.path} query={pager.query} param={pager.param} />
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {notes.items.map((note) => (
            <li key={note.id}>
              <NoteItem note={note} canDelete={canDelete} showOwner={showOwner} />
            </li>
          ))}
        </ul>
      )}
      <Pager info={notes} {...pager} />
    </section>
  );
}
