import "server-only";
import type { CellValue } from "exceljs";
import { MAX_SHEET_ENTRIES, MAX_SHEET_UNPACKED_BYTES } from "@/lib/files/limits";
import { firstSheetRows } from "./first-sheet";
import { unescapeOoxml } from "./ooxml-escape";
import type { SheetRow } from "./types";

/**
 * The rows of an XLSX's first worksheet, each cell as text (docs/rules.md, "Spreadsheet import and
 * export"): a formula cell gives the result the spreadsheet program cached, never a computed one.
 * Rows without any text are skipped; the caller may stop early.
 */
export async function* readXlsxRows(bytes: Buffer, fileName: string): AsyncGenerator<SheetRow> {
  const bounds = {
    subject: `The file "${fileName}"`,
    kind: "a spreadsheet",
    maxUnpackedBytes: MAX_SHEET_UNPACKED_BYTES,
    maxParts: MAX_SHEET_ENTRIES,
  };
  for await (const row of firstSheetRows(bytes, bounds)) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? "");
    if (filled.some((cell) => cell.trim() !== "")) yield { row: row.number, cells: filled };
  }
}

/** A cell as the text the spreadsheet shows, without evaluating anything. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return unescapeOoxml(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dateText(value);
  if ("richText" in value) return unescapeOoxml(value.richText.map((run) => run.text ?? "").join(""));
  if ("formula" in value || "sharedFormula" in value) return cellText(value.result ?? null);
  if ("error" in value) return value.error;
  if ("text" in value) return cellText(value.text as CellValue);
  return "";
}

/** A date cell (only with its number format read): the date, and its time when it has one. */
const dateText = (date: Date) => {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19).replace("T", " ");
};
