import "server-only";
import { Readable } from "node:stream";
import ExcelJS, { type CellValue } from "exceljs";
import { AppError } from "@/lib/api/errors";
import { unescapeOoxml } from "./ooxml-escape";
import { storedZip } from "./stored-zip";
import type { SheetRow } from "./types";
import { unpackCheckedZip } from "./zip-guard";

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Relationships that name no sheet: the reader then asks nothing of the workbook part it is not given. */
const NO_RELATIONSHIPS = '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
const NO_SHARED_STRINGS = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>';

/**
 * The rows of an XLSX's first worksheet, each cell as text (docs/rules.md, "Spreadsheet import and
 * export"): a formula cell gives the result the spreadsheet program cached, never a computed one.
 * The archive is checked against zip bombs first (zip-guard.ts); then only the shared strings and
 * the first sheet are streamed, row by row, so the caller may stop early and the event loop stays
 * free. Rows without any text are skipped.
 */
export async function* readXlsxRows(bytes: Buffer, fileName: string): AsyncGenerator<SheetRow> {
  const parts = await unpackCheckedZip(bytes, fileName);
  const sheet = firstSheet(parts);
  if (!parts.has("xl/workbook.xml") || !sheet) {
    throw new AppError(415, `The file "${fileName}" is a zip but not an XLSX workbook.`, "file");
  }
  const repacked = storedZip([
    ["xl/_rels/workbook.xml.rels", Buffer.from(NO_RELATIONSHIPS)],
    ["xl/sharedStrings.xml", parts.get("xl/sharedStrings.xml") ?? Buffer.from(NO_SHARED_STRINGS)],
    ["xl/worksheets/sheet1.xml", sheet],
  ]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(repacked)), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = cellText(cell.value);
        });
        const filled = Array.from(cells, (cell) => cell ?? "");
        if (filled.some((cell) => cell.trim() !== "")) yield { row: row.number, cells: filled };
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(415, `The file "${fileName}" is not an XLSX workbook that can be read.`, "file");
  }
}

/**
 * The bytes in small pieces: the reader parses each piece it is given in one go, so a whole sheet
 * given at once would hold the event loop for as long as it takes to parse it.
 */
function* chunksOf(bytes: Buffer, size = 16 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The part of the workbook's first sheet (by the workbook's order), else the lowest-numbered sheet part. */
function firstSheet(parts: Map<string, Buffer>): Buffer | undefined {
  const workbook = parts.get("xl/workbook.xml")?.toString("utf8") ?? "";
  const relations = parts.get("xl/_rels/workbook.xml.rels")?.toString("utf8") ?? "";
  const id = /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)?id="([^"]+)"/.exec(workbook)?.[1];
  for (const [relation] of relations.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (id === undefined || /\sId="([^"]+)"/.exec(relation)?.[1] !== id) continue;
    const target = /\sTarget="([^"]+)"/.exec(relation)?.[1] ?? "";
    const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    if (parts.has(path)) return parts.get(path);
  }
  const numbered = [...parts.keys()].filter((name) => SHEET_PATH.test(name));
  numbered.sort((a, b) => Number(SHEET_PATH.exec(a)![1]) - Number(SHEET_PATH.exec(b)![1]));
  return numbered[0] === undefined ? undefined : parts.get(numbered[0]);
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
