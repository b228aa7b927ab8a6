import "server-only";
import { DomainError } from "@/lib/errors";
import { MAX_SHEET_BYTES } from "@/lib/files/limits";
import { quotedExcerpt } from "@/lib/single-line";
import { decodeCsv, readCsvRows } from "@/lib/sheets/csv-read";
import { readXlsxRows } from "@/lib/sheets/xlsx-read";
import { parseQuestionSheet, problemText, type SheetQuestion } from "./sheet-parse";

/** Where a spreadsheet comes from: an uploaded file (XLSX or CSV), or CSV text. */
export type SheetSource = { format: "xlsx" | "csv"; file: unknown } | { format: "csv"; text: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((byte, index) => bytes[index] === byte);

/**
 * The questions of a spreadsheet, or a 400 naming the first problem's row and column with up to
 * 20 problems in `errors` (docs/rules.md, "Spreadsheet import and export"). A file over the size
 * limit is a 413 and a file that is not of its format a 415, each naming the file.
 */
export async function questionsFromSheet(source: SheetSource): Promise<SheetQuestion[]> {
  const field = "text" in source ? "text" : "file";
  const rows = "text" in source ? readCsvRows(source.text, field) : await rowsOfFile(source.format, source.file);
  const parsed = await parseQuestionSheet(rows, { csv: source.format === "csv" });
  if (parsed.ok) return parsed.questions;
  const [first] = parsed.problems;
  throw new DomainError("Invalid", problemText(first!), {
    field,
    details: { row: first!.row, column: first!.column, errors: parsed.problems },
  });
}

async function rowsOfFile(format: "xlsx" | "csv", file: unknown) {
  if (!(file instanceof File) || file.size === 0)
    throw new DomainError("Invalid", "Please attach the spreadsheet (an .xlsx or .csv file).", { field: "file" });
  const name = quotedExcerpt(file.name) || "upload";
  if (file.size > MAX_SHEET_BYTES) {
    throw new DomainError("TooLarge", `The file "${name}" is too large: ${MAX_SHEET_BYTES / 1024 / 1024} MB at most.`, { field: "file" });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (format === "xlsx") {
    if (!isZip(bytes))
      throw new DomainError("UnsupportedType", `The file "${name}" is not an XLSX workbook: save it as .xlsx, or choose CSV.`, {
        field: "file",
      });
    return readXlsxRows(bytes, name);
  }
  if (isZip(bytes))
    throw new DomainError("UnsupportedType", `The file "${name}" is not a CSV file: it looks like a workbook, so choose XLSX.`, {
      field: "file",
    });
  return readCsvRows(decodeCsv(bytes, name), "file");
}
