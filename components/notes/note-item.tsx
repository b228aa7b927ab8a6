"use client";

// A client component for its weight, not for state: the page's data reaches the browser once as props
// (with the HTML rendered on the server), instead of as markup twice, in the HTML and the RSC payload.
import type { NoteView } from "@/lib/notes";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { NoteIcon } from "@/components/ui/icons";
import { formatDateTime } from "@/lib/format";
import { DeleteNoteButton } from "./delete-note-button";
import { noteKind } from "./file-kinds";

export type NoteItemProps = {
  note: NoteView;
  canDelete: boolean;
  /** Admin list: who uploaded it, and an "Admin" badge on admin notes. */
  showOwner?: boolean;
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** One note: title, type, date (and owner), with Open in a new tab and, when allowed, Delete. */
export function NoteItem({ note, canDelete, showOwner }: NoteItemProps) {
  const kind = noteKind(note.fileType);
  const titleId = `note-${note.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <NoteIcon />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {note.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span className={cn(badge, kind.tone)}>{kind.label}</span>
            {showOwner && note.isAdminNotes && <span className={cn(badge, "bg-indigo-50 text-indigo-800 ring-indigo-200")}>Admin</span>}
            <time dateTime={note.createdOn}>{formatDateTime(note.createdOn)}</time>
          </p>
          {showOwner && note.owner && (
            <p className="mt-1 text-sm break-words text-slate-500">
              Uploaded by <span className="font-medium text-slate-700">{note.owner.name}</span> ({note.owner.email})
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-13 sm:pl-0">
        <a
          href={note.filePath}
          target="_blank"
          rel="noopener"
          aria-label={`Open ${note.name} (opens in a new tab)`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          Open
        </a>
        {canDelete && <DeleteNoteButton noteId={note.id} noteName={note.name} />}
      </div>
    </article>
  );
}
