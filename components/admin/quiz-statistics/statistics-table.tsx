"use client";

import { Fragment, useId, useState } from "react";
import { cn } from "@/components/ui/cn";
import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import type { ItemFlag, QuestionFigures } from "@/lib/analytics/item-figures";
import { NO_VALUE } from "@/lib/format";
import { RegradeButton } from "@/components/admin/regrade/regrade-dialog";
import { Button } from "@/components/ui/button";
import { OptionBars } from "./option-bars";

export const FLAG_LABELS: Record<ItemFlag, { label: string; className: string }> = {
  too_easy: { label: "Too easy", className: "bg-sky-50 text-sky-800 ring-sky-200" },
  too_hard: { label: "Too hard", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  weak: { label: "Weak", className: "bg-slate-100 text-slate-800 ring-slate-300" },
  check_key: { label: "Check key", className: "bg-red-50 text-red-800 ring-red-200" },
};

type SortKey = "position" | "question" | "n" | "p" | "D" | "pointBiserial" | "difficulty" | "outfit" | "flags";
type Sort = { key: SortKey; descending: boolean };
type QuestionRow = QuestionFigures & { position: number };
const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: "position", label: "#", numeric: true },
  { key: "question", label: "Question" },
  { key: "n", label: "n", numeric: true },
  { key: "p", label: "p", numeric: true },
  { key: "D", label: "D", numeric: true },
  { key: "pointBiserial", label: "r (pb)", numeric: true },
  // The readiness scale's figures (docs/rules.md, "Readiness"): a dash while the question is not on the scale.
  { key: "difficulty", label: "b (logits)", numeric: true },
  { key: "outfit", label: "Outfit", numeric: true },
  { key: "flags", label: "Flags" },
];

const figure = (value: number | null) => (value === null ? NO_VALUE : value.toFixed(2));

/** Nulls sort first ascending (last descending); flags by how many, check_key first among equals. */
function compare(a: QuestionRow, b: QuestionRow, key: SortKey): number {
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

/** On phones the header row is hidden (each row is a card): the same sort as a select. */
function PhoneSort({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <div className="mb-3 flex items-center gap-2 md:hidden">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={`${sort.key}:${sort.descending ? "desc" : "asc"}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(":") as [SortKey, string];
          onChange({ key, descending: direction === "desc" });
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {COLUMNS.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {column.label} ↑
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {column.label} ↓
          </option>,
        ])}
      </select>
    </div>
  );
}

type StatisticsTableProps = {
  questions: readonly QuestionFigures[];
  /** Opens the question in the editor tab. */
  onEditQuestion: (questionId: string) => void;
  /** A key was changed from a row: the figures must be read again. */
  onKeyChanged: () => void;
};

/**
 * The questions' figures: every column sorts (click again to reverse); a row opens its options'
 * bars; Edit opens the question in the editor tab, and a flagged row offers Change key (the
 * regrade) too. One card per question on phones.
 */
export function StatisticsTable({ questions, onEditQuestion, onKeyChanged }: StatisticsTableProps) {
  const [sort, setSort] = useState<Sort>({ key: "position", descending: false });
  const [open, setOpen] = useState<string | null>(null);
  const rows = questions
    .map((question, index): QuestionRow => ({ ...question, position: index + 1 }))
    .sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b, sort.key) || a.position - b.position);
  const sortBy = (key: SortKey) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : key === "flags" }));

  return (
    <>
      <PhoneSort sort={sort} onChange={setSort} />
      <DataTable
        caption="Question statistics"
        dense
        head={
          <>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <HeadCell
                  key={column.key}
                  numeric={column.numeric}
                  ariaSort={active ? (sort.descending ? "descending" : "ascending") : undefined}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(column.key)}
                    className={cn("inline-flex items-center gap-1 rounded hover:text-slate-900", active && "text-brand-800")}
                  >
                    {column.label}
                    <span aria-hidden="true">{active ? (sort.descending ? "▼" : "▲") : "↕"}</span>
                  </button>
                </HeadCell>
              );
            })}
            <HeadCell className="text-right">
              <span className="sr-only">Actions</span>
            </HeadCell>
          </>
        }
      >
        {rows.map((row) => {
          const expanded = open === row.id;
          return (
            <Fragment key={row.id}>
              <Row columns={3} className={cn(row.flags.includes("check_key") && "bg-red-50/40")}>
                <Cell label="#" numeric className="text-slate-500 max-md:hidden">
                  {row.position}
                </Cell>
                <Cell label="Question" header className="md:max-w-[18rem] md:font-normal">
                  <span className="line-clamp-2">
                    <span className="text-slate-500 md:hidden">{row.position}. </span>
                    {row.question}
                  </span>
                </Cell>
                <Cell label="n" numeric>
                  {row.n}
                </Cell>
                <Cell label="p" numeric>
                  {figure(row.p)}
                </Cell>
                <Cell label="D" numeric>
                  {figure(row.D)}
                </Cell>
                <Cell label="r (pb)" numeric>
                  {figure(row.pointBiserial)}
                </Cell>
                <Cell label="b (logits)" numeric>
                  {row.difficulty === null ? (
                    NO_VALUE
                  ) : (
                    <>
                      {row.difficulty.toFixed(2)}
                      <span className="text-slate-500"> ± {figure(row.difficultySe)}</span>
                    </>
                  )}
                </Cell>
                <Cell label="Outfit" numeric>
                  {figure(row.outfit)}
                </Cell>
                <Cell label="Flags" wide>
                  <FlagBadges flags={row.flags} />
                </Cell>
                <Cell label="Actions" wide className="md:text-right max-md:before:hidden">
                  <div className="flex flex-wrap items-center gap-1 md:justify-end">
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
                    <Button variant="ghost" size="sm" onClick={() => onEditQuestion(row.id)}>
                      Edit<span className="sr-only"> question {row.position}</span>
                    </Button>
                    {row.flags.length > 0 && <RegradeButton questionId={row.id} onApplied={onKeyChanged} />}
                  </div>
                </Cell>
              </Row>
              {expanded && (
                <tr id={`options-${row.id}`} className="max-md:block">
                  <td colSpan={COLUMNS.length + 1} className="bg-slate-50 px-3 py-3 max-md:block max-md:rounded-xl">
                    <OptionBars options={row.options} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </DataTable>
    </>
  );
}
