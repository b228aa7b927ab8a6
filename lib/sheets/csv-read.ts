import "server-only";
import { Readable } from "node:stream";
import { parse, type CsvError } from "csv-parse";
import { DomainError } from "@/lib/errors";
import { inTurns } from "@/lib/event-loop";
import { detectFileType } from "@/lib/files/sniff";
import type { SheetRow } from "./types";

/**
 * CSV bytes as text: UTF-8 (with or without a byte order mark, Excel's "CSV UTF-8"), else
 * Windows-1252 (Excel's plain "CSV" on Windows). A file with NUL bytes or a known binary signature
 * is not a CSV: 415 naming it.
 */
export function decodeCsv(bytes: Uint8Array, fileName: string): string {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0) || detectFileType(head) || (head[0] === 0xd0 && head[1] === 0xcf)) {
    throw new DomainError("UnsupportedType", `The file "${fileName}" is not a CSV file: save the sheet as CSV or XLSX.`, { field: "file" });
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The delimiter of the header line: comma, or semicolon or tab where a locale's spreadsheet wrote those. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, 4096).split(/\r\n|\n|\r/, 1)[0] ?? "";
  const counts = [",", ";", "\t"].map((char) => [char, firstLine.split(char).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * The rows of a CSV, each record numbered as a spreadsheet program numbers it (blank lines count,
 * a quoted cell may span lines); rows without any text are skipped. Nothing is ever evaluated.
 * A file that cannot be read is a 400 naming the row.
 */
export async function* readCsvRows(text: string, field: string): AsyncGenerator<SheetRow> {
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text.replace(/^\ufeff/, "")),
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: 200_000,
    info: true,
  });
  // Handed over in slices: given the whole text at once, the parser would hold the event loop until done.
  const source = Readable.from(inTurns(text));
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      if (record.some((cell) => cell.trim() !== "")) yield { row: info.records, cells: record };
    }
  } catch (error) {
    const csvError = error as CsvError & { records?: number };
    if (!csvError.code) throw error;
    const row = (csvError.records ?? 0) + 1;
    const reason = csvError.code === "CSV_QUOTE_NOT_CLOSED" ? "a quoted cell is never closed." : `${csvError.message}.`;
    throw new DomainError("Invalid", `Row ${row}: the CSV cannot be read: ${reason}`, { field, details: { row } });
  } finally {
    source.destroy();
    parser.destroy();
  }
}
