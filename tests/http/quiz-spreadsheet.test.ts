import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { POST as addQuiz } from "@/app/api/quiz/add/route";
import { GET as template } from "@/app/api/quiz/import/template/route";
import { POST as importRoute } from "@/app/api/quiz/import/route";
import { uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { csvOf, questionRows, rowCounts, sheetSetup, XLSX_TYPE, xlsxOf } from "../support/sheets";

setUpTestDatabase();

const idOf = (body: Record<string, unknown>) => (body.data as { id: string }).id;

describe("POST /api/quiz/import with a spreadsheet", () => {
  it("answers a dry run with what it would create, writing nothing; then creates the quiz", async () => {
    const { upload, content } = await sheetSetup();
    const pool = Array.from({ length: 9 }, () => uniqueName("Topic"));
    const file = await xlsxOf(questionRows(120, pool));
    const before = await rowCounts();
    const dry = await upload(file, { dryRun: "true" });
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe("will create 1 quiz, 120 questions, 9 new tags");
    expect(dry.body.data).toMatchObject({ quizzes: 1, questions: 120, newTags: 9 });
    expect(await rowCounts()).toEqual(before);

    const created = await upload(file);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("created 1 quiz, 120 questions, 9 new tags");
    const questions = await content(idOf(created.body));
    expect(questions).toHaveLength(120);
    expect(questions[0]).toMatchObject({
      question: "Question 1: which dose?",
      explanation: "Because 0.",
      options: [
        { option: "Dose 0", isAnswer: true },
        { option: "Dose 1", isAnswer: false },
        { option: "Dose 2", isAnswer: true },
      ],
    });
    expect(questions[0]!.tags).toEqual([pool[0], pool[1]].sort());
  });

  it("reads the same questions from XLSX, a CSV file and CSV text", async () => {
    const { upload, fields, admin, content } = await sheetSetup();
    const rows = questionRows(7, [uniqueName("Parity")]);
    const fromXlsx = await upload(await xlsxOf(rows));
    const fromCsvFile = await upload(csvOf(rows), { format: "csv" });
    const form = new FormData();
    for (const [key, value] of Object.entries(fields({ format: "csv", text: csvOf(rows) }))) form.set(key, value);
    const fromCsvForm = await call(importRoute, { cookie: admin.cookie, body: form });
    const fromJson = await call(importRoute, {
      cookie: admin.cookie,
      json: { ...fields({ format: "csv", text: csvOf(rows) }), quizTime: 30, eachMCQMarks: 1 },
    });
    for (const answer of [fromXlsx, fromCsvFile, fromCsvForm, fromJson]) expect(answer.status).toBe(201);
    const expected = await content(idOf(fromXlsx.body));
    for (const answer of [fromCsvFile, fromCsvForm, fromJson]) expect(await content(idOf(answer.body))).toEqual(expected);
  });

  it("reads cells as text: a formula gives its cached result, numbers and booleans their text", async () => {
    const { upload, content } = await sheetSetup();
    const file = await xlsxOf([
      ["Question", " a ", "B", "c", "Correct", "Reference"],
      [{ formula: 'CONCAT("2","+2")', result: "What is 2+2?" }, 4, { formula: "2+3", result: 5 }, true, "a", { formula: "NOW()" }],
    ]);
    const created = await upload(file);
    expect(created.status).toBe(201);
    const [question] = await content(idOf(created.body));
    expect(question).toMatchObject({ question: "What is 2+2?", reference: null });
    expect(question!.options.map((option) => option.option)).toEqual(["4", "5", "TRUE"]);
  });
});

describe("GET /api/quiz/{id}/export?format=xlsx|csv", () => {
  const option = (text: string, isCorrect = false, explanation: string | null = null) => ({ option: text, isCorrect, explanation });
  const AWKWARD = [
    {
      title: '=Title: with, a comma; "quotes" and ::',
      question: '=HYPERLINK("http://evil.example","click")',
      explanation: '+1 line\nsecond, with a comma; and "quotes"',
      reference: "@Miller, ch. 27",
      tags: [uniqueName("Dose, calc"), uniqueName("Back\\slash")],
      options: [option("-5 mmHg", true, "=bad"), option("'=quoted"), option("\tTab"), option("e\u0301 👩🏽‍⚕️ مرحبا"), option("5"), option("F")],
    },
    { question: "Plain", explanation: "", reference: null, tags: [], options: [option("x"), option("y", true)] },
  ];

  it("writes every column, titles included, and imports back to the same content, from XLSX and from CSV", async () => {
    const { admin, subject, upload, exported, content } = await sheetSetup();
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: { name: uniqueName("Awkward"), description: "d", quizTime: 10, eachMCQMarks: 1, subject: subject.id, questions: AWKWARD },
    });
    expect(added.status).toBe(201);
    const original = await content(idOf(added.body));

    const xlsx = await exported(idOf(added.body), "xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.response.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(xlsx.response.headers.get("content-disposition")).toMatch(/^attachment; filename=".*\.xlsx"$/);
    const xlsxBytes = new Uint8Array(await xlsx.response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes.buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1, 9)).toEqual(["question", "A", "B", "C", "D", "E", "F", "correct"]);
    expect(sheet.getCell("A2").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("A2").value).toBe(AWKWARD[0]!.question);
    expect(sheet.getRow(1).getCell(sheet.actualColumnCount).value).toBe("title");
    expect(sheet.getRow(2).getCell(sheet.actualColumnCount).value).toBe(AWKWARD[0]!.title);

    const csv = await exported(idOf(added.body), "csv");
    expect(csv.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csvText = await csv.response.text();
    expect(csvText).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'-5 mmHg,''=quoted`);
    expect(csvText).toContain(`,"'=Title: with, a comma; ""quotes"" and ::"\r\n`);

    for (const [bytes, format] of [
      [xlsxBytes, "xlsx"],
      [csvText, "csv"],
    ] as const) {
      const again = await upload(bytes, { format });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(await content(idOf(again.body))).toEqual(original);
    }
  });

  it("is for admins: 401 signed out, 403 learners, 400 an unknown format, 404 an unknown quiz", async () => {
    const { admin, subject, exported } = await sheetSetup();
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: {
        name: uniqueName("Roles"),
        description: "d",
        quizTime: 10,
        eachMCQMarks: 1,
        subject: subject.id,
        questions: AWKWARD.slice(1),
      },
    });
    const id = idOf(added.body);
    const learner = await createUser();
    expect((await exported(id, "xlsx", learner)).status).toBe(403);
    expect((await exported(id, "csv", { ...learner, cookie: "" })).status).toBe(401);
    const bad = await exported(id, "xls");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("format");
    expect((await exported(crypto.randomUUID(), "csv")).status).toBe(404);
    expect((await exported(id, "gift")).response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("GET /api/quiz/import/template", () => {
  it("serves the columns and a worked example that imports as it is, to admins only", async () => {
    const { admin, upload } = await sheetSetup();
    const xlsx = await call(template, { cookie: admin.cookie, path: "/api/quiz/import/template?format=xlsx" });
    expect(xlsx.status).toBe(200);
    expect(xlsx.response.headers.get("content-disposition")).toBe('attachment; filename="questions-template.xlsx"');
    const bytes = new Uint8Array(await xlsx.response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(40);
    expect(sheet.rowCount).toBe(2);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.join(", ")).toBe(
      "question, A, B, C, D, E, correct, explanation, explanation A, explanation B, explanation C, explanation D, explanation E, reference, tags, title",
    );
    expect((await upload(bytes, { dryRun: "true" })).body.message).toMatch(/^will create 1 quiz, 1 question, \d new tags?$/);

    const csv = await call(template, { cookie: admin.cookie, path: "/api/quiz/import/template?format=csv" });
    const csvBytes = new Uint8Array(await csv.response.arrayBuffer());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark Excel needs to read UTF-8
    const text = new TextDecoder().decode(csvBytes);
    expect(text.split("\r\n")[0]).toBe(headers.join(","));
    expect((await upload(text, { format: "csv", dryRun: "true" })).status).toBe(200);

    const learner = await createUser();
    expect((await call(template, { cookie: learner.cookie, path: "/api/quiz/import/template" })).status).toBe(403);
    expect((await call(template, { cookie: admin.cookie, path: "/api/quiz/import/template?format=pdf" })).body.field).toBe("format");
  });
});
