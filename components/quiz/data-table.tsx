import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/**
 * A table that stays a table on wide screens and turns each row into a labelled card on phones
 * (every cell shows its column name from `label`), so no column hides off-screen. `dense` tightens
 * the cells of a table with many columns.
 */
export function DataTable({ caption, head, children, dense = false, className }: { caption: string; head: ReactNode; children: ReactNode; dense?: boolean; className?: string }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn("relative rounded-xl border border-slate-200 bg-white md:overflow-x-auto max-md:border-0 max-md:bg-transparent", className)}
    >
      <table className={cn("w-full text-sm max-md:block", dense && "md:text-[13px] md:[&_td]:px-2 md:[&_th]:px-2")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 max-md:sr-only">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block max-md:space-y-3 max-md:divide-y-0">{children}</tbody>
      </table>
    </div>
  );
}

export function HeadCell({
  children,
  numeric,
  className,
  ariaSort,
}: {
  children: ReactNode;
  numeric?: boolean;
  className?: string;
  /** On the column a sortable table is sorted by. */
  ariaSort?: "ascending" | "descending";
}) {
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn("px-3 py-3 text-xs font-semibold text-slate-600 first:pl-4 last:pr-4", numeric ? "text-right" : "text-left", className)}>
      {children}
    </th>
  );
}

/** A row; on phones a card with its cells in `columns` columns. */
export function Row({ className, columns = 2, ...rest }: ComponentProps<"tr"> & { columns?: 2 | 3 }) {
  return (
    <tr
      className={cn(
        columns === 3 ? "max-md:grid-cols-3" : "max-md:grid-cols-2",
        "hover:bg-slate-50/70 max-md:grid max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm",
        className,
      )}
      {...rest}
    />
  );
}

type CellProps = { label: string; numeric?: boolean; wide?: boolean; header?: boolean; className?: string; children: ReactNode };

/** A cell; `header` makes it the row's header (the name); `wide` spans the whole card on phones. */
export function Cell({ label, numeric, wide, header, className, children }: CellProps) {
  const Tag = header ? "th" : "td";
  return (
    <Tag
      scope={header ? "row" : undefined}
      data-label={label}
      className={cn(
        "px-3 py-3 text-left align-middle md:first:pl-4 md:last:pr-4 max-md:flex max-md:flex-col max-md:p-0",
        "max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]",
        numeric && "tabular-nums md:text-right",
        header ? "font-semibold text-slate-900 max-md:col-span-full max-md:text-base max-md:before:hidden" : "text-slate-700",
        wide && "max-md:col-span-full",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
