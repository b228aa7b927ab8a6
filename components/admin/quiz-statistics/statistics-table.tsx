"use client";

import { Fragment, useState } from "react";
import { cn } from "@/components/ui/cn";
import type { ItemFlag, QuestionFigures } from "@/lib/analytics/item-figures";
import { OptionBars } from "./option-bars";

export const FLAG_LABELS: Record<ItemFlag, { label: string; className: string }> = {
  too_easy: { label: "Too easy", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  too_hard: { label: "Too hard", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  weak: { label: "Weak", className: "bg-slate-100 text-slate-800 ring-slate-300" },
  check_key: { label: "Check key", className: "bg-red-50 text-red-800 ring-red-200" },
};

type SortKey = "position" | "question" | "n" | "p" | "D" | "pointBiserial" | "flags";
type Row = QuestionFigures & { position: number };
const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: "position", label: "#", numeric: true },
  { key: "question", label: "Question" },
  { key: "n", label: "n", numeric: true },
  { key: "p", label: "p", numeric: true },
  { key: "D", label: "D", numeric: true },
  { key: "pointBiserial", label: "r (pb)", numeric: true },
  { key: "flags", label: "Flags" },
];

const figure = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** Nulls sort last whichever the direction; flags by how many (check_key first among equals). */
function compare(a: Row, b: Row, key: SortKey): number {
  if (key === "question") return a.question.localeCompare(b.question);
  if (key === "flags")
    return a.flags.length - b.flags.length || Number(a.flags.includes("check_key")) - Number(b.flags.includes("check_key"));
  return (a[key] ?? Number.NEGATIVE_INFINITY) - (b[key] ?? Number.NEGATIVE_INFINITY);
}

export function FlagBadges({ flags }: { flags: readonly ItemFlag[] }) {
  if (flags.length === 0) return <span className="text-slate-400">–</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li
          key={flag}
          className={cn("rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1", FLAG_LABELS[flag].className)}
        >
          {FLAG_LABELS[flag].label}
        </li>
      ))}
    </ul>
  );
}

/** The questions' figures: every column sorts (click again to reverse); a row opens its options' bars. */
export function StatisticsTable({ questions }: { questions: readonly QuestionFigures[] }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "position", descending: false });
  const [open, setOpen] = useState<string | null>(null);
  const rows = questions
    .map((question, index): Row => ({ ...question, position: index + 1 }))
    .sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b, sort.key) || a.position - b.position);

  const sortBy = (key: SortKey) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : key === "flags" }));

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Question statistics; the column buttons sort the table.</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
                  className={cn("px-3 py-2 font-semibold", column.numeric && "text-right")}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(column.key)}
                    className={cn("inline-flex items-center gap-1 rounded hover:text-slate-900", active && "text-brand-800")}
                  >
                    {column.label}
                    <span aria-hidden="true" className="text-xs">
                      {active ? (sort.descending ? "▼" : "▲") : "↕"}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Options</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const expanded = open === row.id;
            return (
              <Fragment key={row.id}>
                <tr className={cn(row.flags.includes("check_key") && "bg-red-50/40")}>
                  <td className="px-3 py-2 text-right text-slate-500 tabular-nums">{row.position}</td>
                  <th scope="row" className="max-w-[18rem] px-3 py-2 text-left font-normal text-slate-900">
                    <span className="line-clamp-2">{row.question}</span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{row.n}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{figure(row.p)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{figure(row.D)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{figure(row.pointBiserial)}</td>
                  <td className="px-3 py-2">
                    <FlagBadges flags={row.flags} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={`options-${row.id}`}
                      onClick={() => setOpen(expanded ? null : row.id)}
                      className="rounded-lg px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
                    >
                      {expanded ? "Hide options" : "Options"}
                      <span className="sr-only"> of question {row.position}</span>
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={`options-${row.id}`}>
                    <td colSpan={COLUMNS.length + 1} className="bg-slate-50 px-3 py-3">
                      <OptionBars options={row.options} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
