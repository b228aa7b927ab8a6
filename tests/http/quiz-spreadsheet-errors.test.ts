import { describe, expect, it } from "vitest";
import { POST as importRoute } from "@/app/api/quiz/import/route";
import { MAX_SHEET_BYTES } from "@/lib/files/limits";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { csvOf, HEADERS, questionRows, rowCounts, sheetSetup, xlsxOf, zipOf } from "../support/sheets";

setUpTestDatabase();

const good = ["Good question", "x", "y", "", "", "", "A", ""];

describe("spreadsheet rows that cannot become questions", () => {
  it("answers 400 naming each problem's row and column, in XLSX and CSV alike, and writes nothing", async () => {
    const { upload } = await sheetSetup();
    const rows = [
      [...HEADERS, "explanation C", "tags"],
      [...good, "", ""],
      ["", "", "", "", "", "", "", "", "", ""],
      ["No key", "x", "y", "", "", "", "", "", "", ""],
      ["Names E", "x", "y", "", "", "", "B, E", "", "", ""],
      ["One option", "x", "", "", "", "", "A", "", "", ""],
      ["Long", "x".repeat(1001), "y", "", "", "", "A", "", "", ""],
      ["Bad letter", "x", "y", "", "", "", "Z", "", "", ""],
      ["Explains nothing", "x", "y", "", "", "", "A", "", "Why C", ""],
      ["Long tag", "x", "y", "", "", "", "A", "", "", "t".repeat(41)],
    ];
    const expected = [
      { row: 4, column: "correct", message: expect.stringMatching(/^the question has no correct letter/) },
      { row: 5, column: "correct", message: "names option E, which is empty." },
      { row: 6, column: "B", message: "a question needs at least two options." },
      { row: 7, column: "A", message: "Option is too long (1,000 characters at most)." },
      { row: 8, column: "correct", message: '"Z" is not an option letter: write letters A to E, e.g. "B" or "B,D".' },
      { row: 9, column: "explanation C", message: "explains option C, which is empty." },
      { row: 10, column: "tags", message: expect.stringMatching(/at most 40 characters/) },
    ];
    const before = await rowCounts();
    for (const answer of [await upload(await xlsxOf(rows)), await upload(csvOf(rows), { format: "csv" })]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field: "file", row: 4, column: "correct" });
      expect(answer.body.message).toMatch(/^Row 4, column correct: the question has no correct letter/);
      expect(answer.body.errors).toEqual(expected);
    }
    const e = await upload(csvOf([HEADERS, ["Q", "x", "y", "", "", "", "E", ""]]), { format: "csv" });
    expect(e.body.message).toBe("Row 2, column correct: names option E, which is empty.");
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses unknown, repeated and missing columns, naming them", async () => {
    const { upload } = await sheetSetup();
    const unknown = await upload(
      csvOf([
        [...HEADERS, "Topic", "No."],
        [...good, "x", "1"],
      ]),
      { format: "csv" },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Row 1: unknown columns "Topic", "No.": use the template\'s columns, or delete these.');
    const twice = await upload(
      csvOf([
        [...HEADERS, " a "],
        [...good, "z"],
      ]),
      { format: "csv" },
    );
    expect(twice.body.message).toBe("Row 1, column A: this column appears twice.");
    const missing = await upload(
      csvOf([
        ["question", "A", "B"],
        ["Q", "x", "y"],
      ]),
      { format: "csv" },
    );
    expect(missing.body.message).toBe("Row 1: missing column correct.");
    const noRows = await upload(csvOf([HEADERS]), { format: "csv" });
    expect(noRows.body.message).toBe("Row 2: no questions found below the header row.");
  });

  it("stops at the question after the 300th, naming its row, before reading the rest", async () => {
    const { upload } = await sheetSetup();
    const rows = questionRows(5000);
    for (const answer of [
      await upload(await xlsxOf(rows), { dryRun: "true" }),
      await upload(csvOf(rows), { format: "csv", dryRun: "true" }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ row: 302 });
      expect(answer.body.message).toBe("Row 302: a quiz can have at most 300 questions; this is question 301.");
    }
    expect((await upload(await xlsxOf(questionRows(300)), { dryRun: "true" })).body.message).toMatch(/^will create 1 quiz, 300 questions/);
  });
});

describe("files that are not spreadsheets, too large, or zip bombs", () => {
  const workbookParts = (sheet: Buffer, declared?: number) => [
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
    { name: "xl/worksheets/sheet1.xml", data: sheet, declared },
  ];

  it("refuses each with the right status, naming the file, quickly, and writes nothing", async () => {
    const { upload } = await sheetSetup();
    const before = await rowCounts();
    const pdf = new TextEncoder().encode("%PDF-1.7\n...");
    const bomb = zipOf(workbookParts(Buffer.alloc(200 * 1024 * 1024)));
    const liar = zipOf(workbookParts(Buffer.alloc(50 * 1024 * 1024), 1000));
    const timed = async (answer: Promise<Awaited<ReturnType<typeof upload>>>) => {
      const started = performance.now();
      const result = await answer;
      expect(performance.now() - started).toBeLessThan(500);
      return result;
    };
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, RegExp][] = [
      ["pdf as xlsx", await upload(pdf, {}, undefined, "q.pdf"), 415, /^The file "q.pdf" is not an XLSX workbook/],
      ["pdf as csv", await upload(pdf, { format: "csv" }, undefined, "q.pdf"), 415, /^The file "q.pdf" is not a CSV file/],
      [
        "xlsx as csv",
        await upload(await xlsxOf([HEADERS, good]), { format: "csv" }, undefined, "q.xlsx"),
        415,
        /"q.xlsx" is not a CSV file/,
      ],
      ["csv as xlsx", await upload(csvOf([HEADERS, good]), {}, undefined, "q.csv"), 415, /"q.csv" is not an XLSX workbook/],
      ["zip, no workbook", await upload(zipOf([{ name: "a.txt", data: Buffer.from("hi") }])), 415, /is a zip but not an XLSX workbook/],
      ["truncated zip", await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 415, /not an XLSX workbook that can be read/],
      [
        "zip bomb",
        await timed(upload(bomb, {}, undefined, "bomb.xlsx")),
        413,
        /^The file "bomb.xlsx" unpacks to 200.0 MB; .* 20 MB at most\.$/,
      ],
      [
        "lying zip bomb",
        await timed(upload(liar, {}, undefined, "liar.xlsx")),
        413,
        /^The file "liar.xlsx" unpacks to more than it declares/,
      ],
      [
        "over the limit",
        await upload(new Uint8Array(MAX_SHEET_BYTES + 1).fill(65), { format: "csv" }, undefined, "big.csv"),
        413,
        /"big.csv" is too large: 1 MB/,
      ],
      ["far over the limit", await upload(new Uint8Array(3 * MAX_SHEET_BYTES)), 413, /too large/],
      ["no file", await upload(null), 400, /Please attach the spreadsheet/],
      [
        "broken CSV",
        await upload(`${HEADERS.join(",")}\r\n"never closed,x,y`, { format: "csv" }),
        400,
        /^Row 2: the CSV cannot be read: a quoted cell is never closed\.$/,
      ],
    ];
    for (const [label, answer, status, message] of cases) {
      expect([label, answer.status, answer.body.message]).toEqual([label, status, expect.stringMatching(message)]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("checks the other fields like GIFT imports do, and is for admins only", async () => {
    const { upload, admin, fields } = await sheetSetup();
    const file = csvOf([HEADERS, good]);
    expect((await upload(file, { format: "csv" }, await createUser())).status).toBe(403);
    expect((await upload(file, { format: "gift" })).body.field).toBe("format");
    expect((await upload(file, { format: "csv", dryRun: "yes" })).body.field).toBe("dryRun");
    expect((await upload(file, { format: "csv", subjectId: crypto.randomUUID() })).body.field).toBe("subjectId");
    expect((await upload(file, { format: "csv", name: "Two\nlines" })).body.field).toBe("name");
    const noName = await upload(file, { format: "csv", name: "" });
    expect([noName.status, noName.body.message]).toEqual([400, "Please add quiz name"]);
    const asJson = await call(importRoute, { cookie: admin.cookie, json: { ...fields({ format: "xlsx" }), text: file } });
    expect(asJson.body.field).toBe("format");
  });
});
