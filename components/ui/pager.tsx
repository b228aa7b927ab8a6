import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { hrefWith, pageQueryValue, type PageInfo } from "@/lib/pagination";

export type PagerProps = {
  info: PageInfo;
  /** The screen's path, e.g. "/admin/users". */
  path: string;
  /** The rest of the screen's query (filters, other lists' pages): kept on every link. */
  query?: Record<string, string | number | undefined>;
  /** The query parameter holding this list's page ("page" unless a screen has two lists). */
  param?: string;
  /** Names the navigation for screen readers, e.g. "Users pages". */
  label: string;
};

const linkClasses =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-semibold tabular-nums transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Page numbers to show: the first, the last, and the current page's neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Previous / page numbers / Next as plain links (works before hydration, and every page has its
 * own address). Nothing when everything fits on one page.
 */
export function Pager({ info, path, query = {}, param = "page", label }: PagerProps) {
  if (info.pages <= 1 && info.page <= 1) return null;
  const href = (page: number) => hrefWith(path, { ...query, [param]: pageQueryValue(page) });
  const step = (page: number, text: string, rel: "prev" | "next") =>
    page >= 1 && page <= info.pages ? (
      <Link
        href={href(page)}
        rel={rel}
        scroll={false}
        className={cn(linkClasses, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
      >
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(linkClasses, "border border-slate-200 text-slate-400")}>
        {text}
      </span>
    );

  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 tabular-nums">
        Page {Math.min(info.page, info.pages).toLocaleString("en-US")} of {info.pages.toLocaleString("en-US")}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(Math.min(info.page - 1, info.pages), "Previous", "prev")}</li>
        {pageWindow(info.page, info.pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                scroll={false}
                aria-label={`Page ${page}`}
                aria-current={page === info.page ? "page" : undefined}
                className={cn(linkClasses, page === info.page ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100")}
              >
                {page.toLocaleString("en-US")}
              </Link>
            </li>
          ),
        )}
        <li>{step(info.page + 1, "Next", "next")}</li>
      </ul>
    </nav>
  );
}

/** "26–50 of 20,001 users": which rows of the whole list are on screen. */
export function rangeText(info: PageInfo, one: string, many = `${one}s`): string {
  const noun = info.total === 1 ? one : many;
  if (info.total === 0) return `0 ${many}`;
  const first = (info.page - 1) * info.pageSize + 1;
  if (first > info.total) return `${info.total.toLocaleString("en-US")} ${noun}`;
  const last = Math.min(info.total, info.page * info.pageSize);
  return `${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${info.total.toLocaleString("en-US")} ${noun}`;
}

/** A page past the end of a non-empty list (an old link, an edited address): say so, offer page 1. */
export function PastLastPage({ info, path, query = {}, param = "page" }: Omit<PagerProps, "label">) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600"
    >
      <p>
        There is nothing on page {info.page.toLocaleString("en-US")}: this list has {info.pages.toLocaleString("en-US")}{" "}
        {info.pages === 1 ? "page" : "pages"}.
      </p>
      <p className="mt-2">
        {/* A full load, not a client navigation: from this page the app router's navigation sometimes
            never committed its address (CI, 2 of 3 full runs); only a stale or edited address leads here. */}
        <a
          href={hrefWith(path, { ...query, [param]: undefined })}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Go to the first page
        </a>
      </p>
    </div>
  );
}
