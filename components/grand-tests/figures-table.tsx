import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type FiguresColumn = { label: string; numeric?: boolean; className?: string };

/** A small table of figures inside a results card: hidden caption, one header row, rows from the caller. */
export function FiguresTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: FiguresColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn("py-2 font-semibold", column.numeric && "text-right", column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}
