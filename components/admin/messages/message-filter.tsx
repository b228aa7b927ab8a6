import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { MESSAGE_FILTERS, type MessageFilter } from "@/lib/contact/schema";
import { FILTER_LABEL } from "./types";

/** Open / Handled / All as links (`?filter=`), so a view can be bookmarked; Open shows how many wait. */
export function MessageFilterNav({ value, openCount }: { value: MessageFilter; openCount: number }) {
  return (
    <nav aria-label="Filter messages" className="inline-flex max-w-full overflow-x-auto rounded-xl bg-slate-200/70 p-1">
      {MESSAGE_FILTERS.map((filter) => {
        const selected = filter === value;
        return (
          <Link
            key={filter}
            href={filter === "open" ? "/admin/messages" : `/admin/messages?filter=${filter}`}
            aria-current={selected ? "page" : undefined}
            scroll={false}
            className={cn(
              "flex shrink-0 items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors sm:px-4",
              selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {FILTER_LABEL[filter]}
            {filter === "open" && (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  selected ? "bg-brand-50 text-brand-800" : "bg-white/70 text-slate-600",
                )}
              >
                {openCount}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
