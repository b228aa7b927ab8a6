"use client";

// A client component for its weight, not for state: the page's data reaches the browser once as props
// (with the HTML rendered on the server), instead of as markup twice, in the HTML and the RSC payload.
import { CheckIcon } from "@/components/ui/icons";
import { formatDateTime } from "@/lib/format";
import { HandledButton } from "./handled-button";
import type { ContactMessageView } from "./types";

/** One contact message: sender (email as a mailto link), date, the text as written, and its state. */
export function MessageCard({ message }: { message: ContactMessageView }) {
  const titleId = `message-${message.id}-title`;
  const handled = message.handledAt !== null;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-slate-900">
            {message.name}
          </h2>
          <a href={`mailto:${message.email}`} className="text-sm break-all text-brand-700 underline-offset-4 hover:underline">
            {message.email}
          </a>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-slate-500">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {handled ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <CheckIcon className="size-3.5" />
              Handled
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
              Open
            </span>
          )}
        </div>
      </div>
      <p className="px-5 pb-5 break-words whitespace-pre-wrap text-slate-700">{message.message}</p>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
        {handled && <p className="mr-auto text-xs text-slate-500">Handled on {formatDateTime(message.handledAt!)}</p>}
        <div className="flex gap-2">
          {!handled && (
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent("Re: your message to AnaesPrep")}`}
              className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-200/60"
            >
              Reply
            </a>
          )}
          <HandledButton id={message.id} handled={handled} from={message.name} />
        </div>
      </div>
    </article>
  );
}
