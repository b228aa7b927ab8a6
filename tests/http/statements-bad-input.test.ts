import { deflateRawSync } from "node:zlib";
import { quotedExcerpt } from "@/lib/single-line";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { paymentStatements } from "@/db/schema";
import { MAX_COLUMN_NAME_LENGTH, MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from "@/lib/payments/statements/limits";
import { setUpTestDatabase } from "../support/db";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement, xlsxBytes } from "../support/bank-statements";
import { pngFile } from "../support/payments";

setUpTestDatabase();

/** Statements this admin uploaded (other test files may upload theirs meanwhile on a shared database). */
const statementCount = async (adminId: string) =>
  (await getDb().select({ id: paymentStatements.id }).from(paymentStatements).where(eq(paymentStatements.uploadedBy, adminId))).length;

/** A zip of one XLSX-looking part whose directory declares `declared` bytes while the data inflates to `real`. */
function zipBomb(real: number, declared: number): File {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const types = Buffer.from("[Content_Types].xml");
  const data = deflateRawSync(Buffer.alloc(real, 0x20), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  const zip = Buffer.concat([local, name, data, central, name, end, types]);
  return new File([new Uint8Array(zip)], "bomb.xlsx");
}

describe("POST /api/payment/statements refuses bad input, approving nothing", () => {
  it("refuses a file that is neither CSV nor XLSX with 415", async () => {
    const cookie = (await admin()).cookie;
    for (const file of [pngFile("statement.csv"), new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9])], "s.xlsx")]) {
      const { status, body } = await postStatement(cookie, { file, mapping: MAPPING, dryRun: false });
      expect(status).toBe(415);
      expect(body).toMatchObject({ field: "file", message: expect.stringContaining(`“${file.name}”`) });
    }
  });

  it("refuses a file over the size limit with 413, before reading it", async () => {
    const cookie = (await admin()).cookie;
    const big = new File([new Uint8Array(MAX_STATEMENT_BYTES + 1).fill(0x41)], "huge.csv");
    const { status, body } = await postStatement(cookie, { file: big, mapping: MAPPING });
    expect(status).toBe(413);
    expect(body.message).toContain("“huge.csv”");
    const huger = new File([new Uint8Array(MAX_STATEMENT_BYTES * 2)], "huger.csv");
    expect((await postStatement(cookie, { file: huger, mapping: MAPPING })).status).toBe(413);
  });

  it("refuses a zip bomb quickly, whether its directory tells the truth or lies", async () => {
    const cookie = (await admin()).cookie;
    for (const bomb of [zipBomb(110 * 1024 * 1024, 110 * 1024 * 1024), zipBomb(110 * 1024 * 1024, 1000)]) {
      const started = Date.now();
      const { status, body } = await postStatement(cookie, { file: bomb, mapping: MAPPING, dryRun: false });
      expect(status).toBe(413);
      expect(body.message).toContain("“bomb.xlsx”");
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("refuses a mapping naming a column the header does not have, naming it", async () => {
    const cookie = (await admin()).cookie;
    const file = csvFile([HEADER, [day(), "x", "1"]]);
    const { status, body } = await postStatement(cookie, { file, mapping: { ...MAPPING, amount: "Credit" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: "mapping.amount", message: expect.stringContaining("“Credit”") });
    for (const [mapping, field] of [
      ["{not json", "mapping"],
      [{ date: "Date", amount: "Amount" }, "mapping.description"],
    ] as const) {
      expect((await postStatement(cookie, { file, mapping })).body.field).toBe(field);
    }
  });

  it("quotes the client's cells and column names in its errors cut to 40 characters", async () => {
    const cookie = (await admin()).cookie;
    const long = `${"N".repeat(30)} ${"M".repeat(100)}`;
    const quotedIn = (message: string) => [...message.matchAll(/“([^”]*)”/g)].map((found) => found[1]!);
    const header = await postStatement(cookie, {
      file: csvFile([
        [...HEADER, `Memo ${long}`],
        [day(), "x", "1", ""],
      ]),
      mapping: { ...MAPPING, amount: `Credit ${long}` },
    });
    expect(header.status).toBe(400);
    expect(header.body.field).toBe("mapping.amount");
    expect(quotedIn(header.body.message as string)).toEqual([
      quotedExcerpt(`Credit ${long}`),
      "Date",
      "Description",
      "Amount",
      quotedExcerpt(`Memo ${long}`),
    ]);
    const cell = await postStatement(cookie, { file: csvFile([HEADER, [day(), "x", long]]), mapping: MAPPING });
    expect(cell.status).toBe(400);
    expect(quotedIn(cell.body.message as string)).toEqual(["Amount", quotedExcerpt(long)]);
  });

  it("answers a header's names cut to a mapping name's length, each usable as a mapping", async () => {
    const cookie = (await admin()).cookie;
    const huge = `Memo ${"M".repeat(500_000)}`; // a cell the file limit allows, echoed whole before
    const astral = `${"A".repeat(MAX_COLUMN_NAME_LENGTH - 1)}😀 tail`; // the cut falls inside the emoji
    const file = () =>
      csvFile([
        [...HEADER, huge, astral],
        [day(), "x", "1", "", ""],
      ]);
    const { status, body, data, response } = await postStatement(cookie, { file: file() });
    expect(status).toBe(200);
    expect(Number(response.headers.get("content-length") ?? JSON.stringify(body).length)).toBeLessThan(10_000);
    expect(data.header).toEqual([...HEADER, huge.slice(0, MAX_COLUMN_NAME_LENGTH), "A".repeat(MAX_COLUMN_NAME_LENGTH - 1)]);
    // The names answered are the names a mapping may send back, and they find their columns.
    const mapping = { date: "Date", amount: "Amount", description: data.header[3]!, reference: data.header[4]! };
    const mapped = await postStatement(cookie, { file: file(), mapping });
    expect(mapped.status).toBe(200);
    expect(mapped.data).toMatchObject({ header: data.header, mapping, rows: 1 });
  });

  it("refuses an amount that is not a number, or a date it cannot read, naming the row and column", async () => {
    const boss = await admin();
    const payment = await pendingPayment();
    const before = await statementCount(boss.id);
    const rows = [HEADER, [day(), payment.reference, "1500"], [day(), "Cheque", "fifteen hundred"]];
    const amount = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
    expect(amount.status).toBe(400);
    expect(amount.body).toMatchObject({ row: 3, column: "Amount", message: expect.stringMatching(/^Row 3, column “Amount”/) });
    const date = await postStatement(boss.cookie, {
      file: csvFile([HEADER, [day(), payment.reference, "1500"], ["31/02/2026", "x", "1"]]),
      mapping: MAPPING,
      dryRun: false,
    });
    expect(date.body).toMatchObject({ row: 3, column: "Date" });
    expect(await statementCount(boss.id)).toBe(before);
    const [stillPending] = (await postStatement(boss.cookie, { file: csvFile(rows.slice(0, 2)), mapping: MAPPING })).data.matched;
    expect(stillPending?.paymentId).toBe(payment.id);
  });

  it("refuses more rows than the limit with 413", async () => {
    const cookie = (await admin()).cookie;
    const rows = Array.from({ length: MAX_STATEMENT_ROWS + 1 }, (_, index) => [day(), `Row ${index}`, "1"]);
    const { status, body } = await postStatement(cookie, { file: csvFile([HEADER, ...rows]), mapping: MAPPING });
    expect(status).toBe(413);
    expect(body.message).toContain("20,000 rows");
  });

  it("names the missing file, bank and bad dryRun", async () => {
    const cookie = (await admin()).cookie;
    const file = csvFile([HEADER, [day(), "x", "1"]]);
    expect((await postStatement(cookie, { mapping: MAPPING })).body.field).toBe("file");
    expect((await postStatement(cookie, { file, bank: " " })).body.field).toBe("bank");
    expect((await postStatement(cookie, { file, dryRun: "maybe" })).body.field).toBe("dryRun");
    const whole = new Uint8Array(await xlsxBytes([HEADER]));
    const broken = new File([whole.subarray(0, whole.length - 200)], "cut.xlsx");
    expect((await postStatement(cookie, { file: broken })).status).toBe(415);
  });
});
