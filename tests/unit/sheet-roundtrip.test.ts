import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { parseQuestionSheet, type SheetResult } from "@/lib/quizzes/sheet-parse";
import { questionSheet } from "@/lib/quizzes/sheet-write";
import { readCsvRows } from "@/lib/sheets/csv-read";
import { writeCsv, writeXlsx } from "@/lib/sheets/write";
import { readXlsxRows } from "@/lib/sheets/xlsx-read";
import { isSingleLine } from "@/lib/single-line";
import { FRAGMENTS, piece, singleLineText, storableQuestion } from "../support/question-arbitraries";

/** Cells that a spreadsheet program would evaluate, quotes before them, and CSV's own characters. */
const RISKY = fc.constantFrom(
  "=",
  "+",
  "-",
  "@",
  "'",
  "''=",
  "=SUM(A1:A2)",
  '"',
  ",",
  ";",
  "\n",
  "\r\n",
  "\\",
  "\\,",
  "_x000D_",
  "_x005F_",
);
const riskyText = fc
  .array(fc.oneof(RISKY, fc.constantFrom(...FRAGMENTS), piece), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join("").trim())
  .filter((text) => text !== "");
const withRiskyTexts = (question: QuestionDraft, texts: string[], title: string | null): QuestionDraft => ({
  ...question,
  title: title ?? question.title,
  question: texts[0] ?? question.question,
  options: question.options.map((option, index) => ({ ...option, option: texts[index + 1] ?? option.option })),
});
/** References are one line of text now (docs/rules.md, "Text the database cannot hold"). */
const singleLineReference = fc.option(singleLineText(10), { nil: null });
const riskyTitle = fc.option(riskyText.filter(isSingleLine), { nil: null });
const questions = fc
  .array(fc.tuple(storableQuestion(singleLineReference), fc.array(riskyText, { maxLength: 4 }), riskyTitle), { minLength: 1, maxLength: 4 })
  .map((drawn) => drawn.map(([question, texts, title]) => withRiskyTexts(question, texts, title)));

async function* rowsOf(rows: string[][]) {
  for (const [index, cells] of rows.entries()) if (cells.some((cell) => cell.trim() !== "")) yield { row: index + 1, cells };
}
const withoutRows = (result: SheetResult) => (result.ok ? result.questions.map(({ row: _row, ...question }) => question) : result.problems);

async function viaXlsx(drafts: QuestionDraft[]) {
  const { headers, widths, rows } = questionSheet(drafts);
  const bytes = await writeXlsx(
    "Questions",
    headers.map((header, index) => ({ header, width: widths[index]! })),
    rows,
  );
  return parseQuestionSheet(readXlsxRows(bytes, "q.xlsx"), { csv: false });
}

async function viaCsv(drafts: QuestionDraft[]) {
  const { headers, rows } = questionSheet(drafts);
  return parseQuestionSheet(readCsvRows(writeCsv(headers, rows), "text"), { csv: true });
}

describe("spreadsheet export then import", () => {
  it("gives back the same questions through CSV, titles and risky first characters included", async () => {
    await fc.assert(
      fc.asyncProperty(questions, async (drafts) => {
        expect(withoutRows(await viaCsv(drafts))).toEqual(drafts);
      }),
      { numRuns: 400 },
    );
  });

  it("gives back the same questions through XLSX, titles included", async () => {
    await fc.assert(
      fc.asyncProperty(questions, async (drafts) => {
        expect(withoutRows(await viaXlsx(drafts))).toEqual(drafts);
      }),
      { numRuns: 120 },
    );
  });

  it("guards CSV cells a spreadsheet would evaluate, and writes XLSX cells as strings", async () => {
    const drafts: QuestionDraft[] = [
      {
        title: "@Title: one",
        question: '=HYPERLINK("http://x")',
        explanation: "",
        tags: [],
        reference: "@SUM(1)",
        options: [
          { option: "+1", isCorrect: true, explanation: null },
          { option: "-1", isCorrect: false, explanation: "'=already quoted" },
        ],
      },
    ];
    const { headers, rows } = questionSheet(drafts);
    const csv = writeCsv(headers, rows);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-1,,,,A,,,''=already quoted,,,,'@SUM(1),,'@Title: one`);
    expect(withoutRows(await viaCsv(drafts))).toEqual(drafts);
    expect(withoutRows(await viaXlsx(drafts))).toEqual(drafts);
  });

  it("names rows as the spreadsheet numbers them, blank rows and multi-line cells included", async () => {
    const csv = 'question,A,B,correct\r\n"Two\nlines",x,y,A\r\n\r\n,,,\r\nThird,x,,A\r\n';
    const result = await parseQuestionSheet(readCsvRows(csv, "text"), { csv: true });
    expect(result).toEqual({ ok: false, problems: [{ row: 5, column: "B", message: "a question needs at least two options." }] });
    const ok = await parseQuestionSheet(
      rowsOf([
        ["question", "A", "B", "correct"],
        ["Q", "x", "y", "b"],
      ]),
      { csv: false },
    );
    expect(ok.ok && ok.questions[0]).toMatchObject({ row: 2, options: [{ isCorrect: false }, { isCorrect: true }] });
  });
});
