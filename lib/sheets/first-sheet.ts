import "server-only";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { DomainError } from "@/lib/errors";
import { inTurns } from "@/lib/event-loop";
import { openCheckedZip, type CheckedZip, type ZipBounds } from "@/lib/files/zip-guard";
import { storedZip } from "./stored-zip";

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Relationships that name no sheet: the reader then asks nothing of the workbook part it is not given. */
const NO_RELATIONSHIPS = '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
/** The workbook part with nothing but its date system: dates count from 1904 in some Mac workbooks. */
const minimalWorkbook = (workbook: string) =>
  `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(?:1|true)"/.test(workbook) ? '<workbookPr date1904="1"/>' : ""
  }<sheets/></workbook>`;
const NO_SHARED_STRINGS = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>';

/**
 * The rows of an XLSX's first worksheet, as the spreadsheet library reads them, for the question
 * import and the bank statements alike. The zip is checked against bombs first (lib/files/zip-guard.ts);
 * only the parts a sheet's text needs are inflated (shared strings, the first sheet, and the styles
 * when `styles` is asked for, which tell a date cell from a number), repacked in the order the reader
 * wants them, and handed over in slices with a turn of the event loop between two, so a long sheet
 * never holds it. The caller may stop early. A zip without a worksheet is a 415 naming the file.
 */
export async function* firstSheetRows(bytes: Buffer, bounds: ZipBounds, { styles = false } = {}): AsyncGenerator<ExcelJS.Row> {
  const zip = openCheckedZip(bytes, bounds);
  const workbook = (await zip.read("xl/workbook.xml"))?.toString("utf8") ?? "";
  const sheet = await firstSheet(zip, workbook);
  if (!sheet) throw new DomainError("UnsupportedType", `${bounds.subject} is a zip but not an XLSX workbook.`, { field: "file" });
  const stylesPart = styles ? await zip.read("xl/styles.xml") : undefined;
  const repacked = storedZip([
    ["xl/workbook.xml", Buffer.from(minimalWorkbook(workbook))],
    ["xl/_rels/workbook.xml.rels", Buffer.from(NO_RELATIONSHIPS)],
    ["xl/sharedStrings.xml", (await zip.read("xl/sharedStrings.xml")) ?? Buffer.from(NO_SHARED_STRINGS)],
    ...(stylesPart ? [["xl/styles.xml", stylesPart] as [string, Buffer]] : []),
    ["xl/worksheets/sheet1.xml", sheet],
  ]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inTurns(repacked)), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: stylesPart ? "cache" : "ignore",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      yield* worksheet as AsyncIterable<ExcelJS.Row>;
      return;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("UnsupportedType", `${bounds.subject} is not an XLSX workbook that can be read.`, { field: "file" });
  }
}

/** The part of the workbook's first sheet (by the workbook's order), else the lowest-numbered sheet part. */
async function firstSheet(zip: CheckedZip, workbook: string): Promise<Buffer | undefined> {
  const relations = (await zip.read("xl/_rels/workbook.xml.rels"))?.toString("utf8") ?? "";
  const id = /<(?:\w+:)?sheet\b[^>]*?\s(?:\w+:)?id="([^"]+)"/.exec(workbook)?.[1];
  for (const [relation] of relations.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (id === undefined || /\sId="([^"]+)"/.exec(relation)?.[1] !== id) continue;
    const target = /\sTarget="([^"]+)"/.exec(relation)?.[1] ?? "";
    const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    if (zip.names.has(path)) return zip.read(path);
  }
  const numbered = [...zip.names].filter((name) => SHEET_PATH.test(name));
  numbered.sort((a, b) => Number(SHEET_PATH.exec(a)![1]) - Number(SHEET_PATH.exec(b)![1]));
  return numbered[0] === undefined ? undefined : zip.read(numbered[0]);
}
