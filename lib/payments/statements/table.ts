import { DomainError } from "@/lib/errors";
import { headOf, onOneLine, quotedExcerpt, quotedList } from "@/lib/single-line";
import type { StatementMapping } from "@/db/schema";
import { parseAmountPaisa, parseDay } from "./cells";
import { MAX_COLUMN_NAME_LENGTH, MAX_STATEMENT_ROWS } from "./limits";
import { ITEMS_PER_TURN, nextTurn } from "@/lib/event-loop";
import type { Cell, RawRow } from "./read";

/** A credit of the statement, as matching reads it. */
export type StatementLine = { row: number; day: string; amountPaisa: number; description: string; reference: string };

const MAPPED = ["date", "amount", "description", "reference"] as const;
/** The header is looked for among this many first rows (banks put the account and period above it). */
const HEADER_SEARCH_ROWS = 30;

const textOf = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : (cell ?? "").trim());
/**
 * A header cell as the answer lists it and a mapping names it: on one line and no longer than a
 * mapping's name may be (schemas.ts), so the answer never echoes a huge cell and every name it
 * lists can be sent back as a mapping that finds its column.
 */
const headerName = (cell: Cell | undefined) => headOf(onOneLine(textOf(cell)), MAX_COLUMN_NAME_LENGTH);
const columnKey = (name: string) => onOneLine(name).replace(/\s+/g, " ").toLowerCase();
/** Column names compare on one line, trimmed, with runs of spaces as one, case-insensitively. */
export const sameColumn = (a: string, b: string) => columnKey(a) === columnKey(b);
const mappedNames = (mapping: StatementMapping) => MAPPED.flatMap((key) => (mapping[key] ? [[key, mapping[key]!] as const] : []));

/**
 * Which row is the header: with a mapping, the first that holds every mapped column; without one
 * (or when none does), the first of the rows with the most filled cells, which is where the table starts.
 */
function headerIndex(rows: RawRow[], mapping?: StatementMapping): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS).map((row) => row.cells.map(headerName));
  if (mapping) {
    const found = top.findIndex((cells) => mappedNames(mapping).every(([, name]) => cells.some((cell) => sameColumn(cell, name))));
    if (found >= 0) return found;
  }
  const filled = top.map((cells) => cells.filter(Boolean).length);
  return filled.indexOf(Math.max(0, ...filled));
}

export type StatementTable = { header: string[]; headerRow: number; dataRows: RawRow[] };

/** The header (column names as written) and the rows below it; 400 when the file holds no table. */
export function tableOf(rows: RawRow[], label: string, mapping?: StatementMapping): StatementTable {
  const index = headerIndex(rows, mapping);
  const header = index >= 0 ? rows[index]!.cells.map(headerName) : [];
  if (header.filter(Boolean).length < 2)
    throw new DomainError("Invalid", `The statement ${label} has no table with a header row.`, { field: "file" });
  const dataRows = rows.slice(index + 1).filter((row) => row.cells.some((cell) => textOf(cell) !== ""));
  if (dataRows.length > MAX_STATEMENT_ROWS)
    throw new DomainError("TooLarge", `The statement ${label} has more than ${MAX_STATEMENT_ROWS.toLocaleString("en")} rows.`, {
      field: "file",
    });
  return { header, headerRow: rows[index]!.row, dataRows };
}

/** Where each mapped column is; 400 naming the first mapped name the header does not have. */
function columnsOf(table: StatementTable, mapping: StatementMapping): Partial<Record<(typeof MAPPED)[number], number>> {
  const columns: Partial<Record<(typeof MAPPED)[number], number>> = {};
  for (const [key, name] of mappedNames(mapping)) {
    const at = table.header.findIndex((cell) => sameColumn(cell, name));
    if (at < 0) {
      const known = quotedList(table.header.filter(Boolean), (cell) => `“${cell}”`);
      throw new DomainError("Invalid", `The column “${quotedExcerpt(name)}” is not in the statement's header (${known}).`, {
        field: `mapping.${key}`,
      });
    }
    columns[key] = at;
  }
  return columns;
}

const cellError = (row: number, column: string, text: string, what: string) =>
  new DomainError("Invalid", `Row ${row}, column “${quotedExcerpt(column)}”: “${quotedExcerpt(text)}” is not ${what}.`, {
    field: "file",
    details: { row, column },
  });

/**
 * The statement's credits: rows whose amount is empty, zero or negative (debits) are no payment and
 * are left out; an amount or a date that cannot be read is a 400 naming the row and the column.
 */
export async function linesOf(table: StatementTable, mapping: StatementMapping): Promise<StatementLine[]> {
  const columns = columnsOf(table, mapping);
  const lines: StatementLine[] = [];
  for (const [index, { row, cells }] of table.dataRows.entries()) {
    if (index % ITEMS_PER_TURN === 0) await nextTurn();
    const amountText = textOf(cells[columns.amount!]);
    if (!amountText) continue;
    const amountPaisa = parseAmountPaisa(amountText);
    if (amountPaisa === null) throw cellError(row, mapping.amount, amountText, "an amount");
    if (amountPaisa <= 0) continue;
    const dateCell = cells[columns.date!] ?? "";
    const day = parseDay(dateCell);
    if (day === null) throw cellError(row, mapping.date, textOf(dateCell), "a date (write it as 2026-11-20, 20/11/2026 or 20-Nov-2026)");
    const reference = columns.reference === undefined ? "" : textOf(cells[columns.reference]);
    lines.push({ row, day, amountPaisa, description: textOf(cells[columns.description!]), reference });
  }
  return lines;
}
