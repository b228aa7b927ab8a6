import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type ExcelJS from "exceljs";
import { DomainError } from "@/lib/errors";
import { inTurns } from "@/lib/event-loop";
import { firstSheetRows } from "@/lib/sheets/first-sheet";
import type { StatementFile } from "./file";
import { MAX_STATEMENT_ROWS, MAX_XLSX_INFLATED_BYTES, MAX_XLSX_PARTS } from "./limits";

/** A cell as read: its text, or a date when the spreadsheet stored one (an XLSX date cell). */
export type Cell = string | Date;
/** A row of the file with its number as a spreadsheet program shows it (1 = the first line). */
export type RawRow = { row: number; cells: Cell[] };

/** Header lines above the table (account name, period…) may come on top of the row limit. */
const MAX_ROWS_READ = MAX_STATEMENT_ROWS + 50;

const tooManyRows = (file: StatementFile) =>
  new DomainError("TooLarge", `The statement ${file.label} has more than ${MAX_STATEMENT_ROWS.toLocaleString("en")} rows.`, {
    field: "file",
  });

/** The delimiter the header region uses most: comma, semicolon or tab. */
function delimiterOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 8 * 1024).toString("utf8");
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, head.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function readCsv(file: StatementFile): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  // Every cell stays text (no casting): amounts and dates are read by the rules in cells.ts.
  const parser = Readable.from(inTurns(file.bytes)).pipe(
    parse({
      bom: true,
      delimiter: delimiterOf(file.bytes),
      relax_column_count: true,
      relax_quotes: true,
      info: true,
      skip_empty_lines: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (rows.length >= MAX_ROWS_READ) throw tooManyRows(file);
      rows.push({ row: info.lines, cells: record });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("Invalid", `The statement ${file.label} could not be read as CSV: ${(error as Error).message}`, {
      field: "file",
    });
  }
  return rows;
}

/** A cell's text as the spreadsheet shows it; a date cell (or a formula's cached date) as a date. Formulas are never computed. */
function cellOf(cell: ExcelJS.Cell): Cell {
  const value = cell.value;
  if (value instanceof Date) return value;
  if (value && typeof value === "object" && "result" in value && value.result instanceof Date) return value.result;
  if (typeof value === "number") return String(Math.round(value * 100) / 100);
  return cell.text ?? "";
}

async function readXlsx(file: StatementFile): Promise<RawRow[]> {
  const bounds = {
    subject: `The statement ${file.label}`,
    kind: "a statement",
    maxUnpackedBytes: MAX_XLSX_INFLATED_BYTES,
    maxParts: MAX_XLSX_PARTS,
  };
  const rows: RawRow[] = [];
  for await (const row of firstSheetRows(file.bytes, bounds, { styles: true })) {
    if (rows.length >= MAX_ROWS_READ) throw tooManyRows(file);
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellOf(cell)));
    rows.push({ row: row.number, cells: Array.from(cells, (cell) => cell ?? "") });
  }
  return rows;
}

/** The rows of a statement file, cells as text (dates of XLSX date cells as dates). */
export const readRows = (file: StatementFile): Promise<RawRow[]> => (file.kind === "xlsx" ? readXlsx(file) : readCsv(file));
