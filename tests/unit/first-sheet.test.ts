import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { firstSheetRows } from "@/lib/sheets/first-sheet";
import { zipOf } from "@/tests/support/sheets";

const BOUNDS = { subject: 'The file "t.xlsx"', kind: "a spreadsheet", maxUnpackedBytes: 20 * 1024 * 1024, maxParts: 200 };

async function rowsOf(workbook: ExcelJS.Workbook, styles = true) {
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const rows: unknown[][] = [];
  for await (const row of firstSheetRows(bytes, BOUNDS, { styles })) rows.push((row.values as unknown[]).slice(1));
  return rows;
}

describe("firstSheetRows", () => {
  it("reads a date cell as the same day in either date system", async () => {
    for (const date1904 of [false, true]) {
      const workbook = new ExcelJS.Workbook();
      workbook.properties.date1904 = date1904;
      workbook.addWorksheet("Statement").addRow([new Date("2026-11-01T00:00:00Z"), "IBFT", 1500]);
      expect(await rowsOf(workbook)).toEqual([[new Date("2026-11-01T00:00:00Z"), "IBFT", 1500]]);
    }
  });

  it("reads the sheet the workbook lists first, whatever its part is called", async () => {
    const sheet = (text: string) =>
      Buffer.from(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`);
    const bytes = zipOf([
      { name: "xl/workbook.xml", data: Buffer.from('<workbook><sheets><sheet name="Front" sheetId="2" r:id="rId7"/></sheets></workbook>') },
      {
        name: "xl/_rels/workbook.xml.rels",
        data: Buffer.from('<Relationships><Relationship Id="rId7" Target="worksheets/sheet2.xml"/></Relationships>'),
      },
      { name: "xl/worksheets/sheet1.xml", data: sheet("hidden back sheet") },
      { name: "xl/worksheets/sheet2.xml", data: sheet("front sheet") },
    ]);
    const rows: unknown[][] = [];
    for await (const row of firstSheetRows(Buffer.from(bytes), BOUNDS)) rows.push((row.values as unknown[]).slice(1));
    expect(rows).toEqual([["front sheet"]]);
  });
});
