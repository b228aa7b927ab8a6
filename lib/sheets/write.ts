import "server-only";
import ExcelJS from "exceljs";
import { stringify } from "csv-stringify/sync";
import { guardCsvCell } from "./formula-guard";
import { escapeOoxml } from "./ooxml-escape";

export type SheetColumn = { header: string; width: number };

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * An XLSX of one sheet: a bold header row, frozen, the given column widths, text wrapped at the top
 * of each cell. Every cell is a plain string cell, never a formula: a spreadsheet program shows
 * `=A1` as those three characters (docs/rules.md, "Spreadsheet import and export").
 */
export async function writeXlsx(sheetName: string, columns: SheetColumn[], rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width, style: { alignment: { vertical: "top", wrapText: true } } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([]);
    row.forEach((text, index) => {
      if (text !== "") added.getCell(index + 1).value = escapeOoxml(text);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV in UTF-8 with a byte order mark (so that Excel reads its Unicode), CRLF lines, every risky cell guarded. */
export function writeCsv(header: string[], rows: string[][]): string {
  return `\ufeff${stringify([header, ...rows.map((row) => row.map(guardCsvCell))], { record_delimiter: "windows", quoted_match: /[\r\n]/ })}`;
}
