import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type DataTable = { head: string[]; rows: Array<Array<string | number>> };

export type ChartCardProps = {
  id: string;
  title: string;
  /** A one-line reading of the chart, visible to everyone. */
  summary: ReactNode;
  /** The figures behind the chart, as a table for assistive tech (the drawing itself is hidden). */
  data: DataTable;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  className?: string;
  children: ReactNode;
};

/**
 * A titled chart: visible summary, the drawing (aria-hidden), and a visually hidden data table
 * (wrapped: a table never shrinks to sr-only's 1px and would widen the page).
 */
export function ChartCard({ id, title, summary, data, empty, className, children }: ChartCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm", className)}
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{summary}</p>
      {empty ? (
        <p className="mt-4 grid flex-1 place-items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
          {empty}
        </p>
      ) : (
        <div aria-hidden="true" className="mt-5 flex-1">
          {children}
        </div>
      )}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {data.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
