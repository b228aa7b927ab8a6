import "server-only";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { AppError, badRequest } from "@/lib/api/errors";
import { MAX_STATEMENT_ROWS } from "./limits";
import type { StatementFile } from "./file";
import { nextTurn } from "./turns";
import { assertNoZipBomb } from "./zip-guard";

/** A cell as read: its text, or a date when the spreadsheet stored one (an XLSX date cell). */
export type Cell = string | Date;
/** A row of the file with its number as a spreadsheet program shows it (1 = the first line). */
export type RawRow = { row: number; cells: Cell[] };

/** Header lines above the table (account name, period…) may come on top of the row limit. */
const MAX_ROWS_READ = MAX_STATEMENT_ROWS + 50;
/** Input is handed to the parsers in slices this big, so the event loop runs between them. */
const SLICE_BYTES = 16 * 1024;

const tooManyRows = (file: StatementFile) =>
  new AppError(413, `The statement ${file.label} has more than ${MAX_STATEMENT_ROWS.toLocaleString("en")} rows.`, "file");

/** The file in slices with a turn of the event loop after each: from a synchronous source the stream would parse it all in one go. */
async function* slices(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    yield bytes.subarray(at, at + SLICE_BYTES);
    await nextTurn();
  }
}

/** The delimiter the header region uses most: comma, semicolon or tab. */
function delimiterOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 8 * 1024).toString("utf8");
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, head.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function readCsv(file: StatementFile): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  // Every cell stays text (no casting): amounts and dates are read by the rules in cells.ts.
  const parser = Readable.from(slices(file.bytes)).pipe(
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
    if (error instanceof AppError) throw error;
    throw badRequest(`The statement ${file.label} could not be read as CSV: ${(error as Error).message}`, "file");
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
  await assertNoZipBomb(file.bytes, file.label);
  const rows: RawRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(file.bytes)), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    worksheets: "emit",
    entries: "emit",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (rows.length >= MAX_ROWS_READ) throw tooManyRows(file);
        const cells: Cell[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellOf(cell)));
        rows.push({ row: row.number, cells: Array.from(cells, (cell) => cell ?? "") });
      }
      break; // the first worksheet is the statement
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(`The statement ${file.label} is not a readable XLSX file.`, "file");
  }
  return rows;
}

/** The rows of a statement file, cells as text (dates of XLSX date cells as dates). */
export const readRows = (file: StatementFile): Promise<RawRow[]> => (file.kind === "xlsx" ? readXlsx(file) : readCsv(file));
