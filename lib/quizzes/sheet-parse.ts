import { isStorableText } from "@/lib/api/body";
import { unguardCsvCell } from "@/lib/sheets/formula-guard";
import type { SheetRow } from "@/lib/sheets/types";
import { isSingleLine, notOneLineMessage, quotedExcerpt, quotedList } from "@/lib/single-line";
import { MAX_TAGS_PER_QUESTION, tagNameSchema, uniqueTagNames } from "@/lib/questions/tag-names";
import type { QuestionDraft } from "./draft";
import { MAX_QUESTIONS_PER_QUIZ, TEXT_LIMITS, TOO_MANY_QUESTIONS, tooLongMessage } from "./limits";
import { columnKeyOf, columnName, OPTION_LETTERS, spreadsheetColumn, tagsOfCell, type SheetColumnKey } from "./sheet-columns";

export type SheetQuestion = QuestionDraft & { row: number };
export type SheetProblem = { row: number; column?: string; message: string };
export type SheetResult = { ok: true; questions: SheetQuestion[] } | { ok: false; problems: SheetProblem[] };

/** Enough to fix a sheet in one go without answering with a whole file of complaints. */
const MAX_PROBLEMS = 20;
const MAX_REFERENCE = 500;
const REQUIRED = ["question", "A", "B", "correct"];

/** "Row 14, column correct: names option E, which is empty." */
export const problemText = ({ row, column, message }: SheetProblem) => `Row ${row}${column ? `, column ${column}` : ""}: ${message}`;

type Header = { keys: (SheetColumnKey | null)[]; optionCount: number };

/**
 * Reads a spreadsheet of questions (docs/rules.md, "Spreadsheet import and export"): the first row
 * names the columns, each later row with text is a question. Every problem names its row and
 * column; reading stops at the question past MAX_QUESTIONS_PER_QUIZ, or after MAX_PROBLEMS
 * problems. `csv` removes the quote the CSV export puts before a cell a spreadsheet would evaluate.
 */
export async function parseQuestionSheet(rows: AsyncIterable<SheetRow>, { csv }: { csv: boolean }): Promise<SheetResult> {
  const questions: SheetQuestion[] = [];
  const problems: SheetProblem[] = [];
  let header: Header | null = null;
  let questionRows = 0;
  for await (const { row, cells: raw } of rows) {
    const cells = raw.map((cell) => (csv ? unguardCsvCell(cell) : cell).trim());
    if (!header) {
      const read = readHeader(row, cells);
      if ("problems" in read) return { ok: false, problems: read.problems };
      header = read;
      continue;
    }
    if (questionRows++ === MAX_QUESTIONS_PER_QUIZ) {
      problems.push({ row, message: TOO_MANY_QUESTIONS });
      return { ok: false, problems };
    }
    const read = readQuestion(row, cells, header);
    if ("problems" in read) problems.push(...read.problems);
    else questions.push(read);
    if (problems.length >= MAX_PROBLEMS) break;
  }
  if (!header) return { ok: false, problems: [{ row: 1, message: "the sheet is empty: the first row must name the columns." }] };
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  if (questions.length === 0) return { ok: false, problems: [{ row: 2, message: "no questions found below the header row." }] };
  return { ok: true, questions };
}

function readHeader(row: number, cells: string[]): Header | { problems: SheetProblem[] } {
  const keys = cells.map((cell) => (cell === "" ? null : (columnKeyOf(cell) ?? null)));
  const unknown = cells.filter((cell, index) => cell !== "" && keys[index] === null);
  const names = keys.flatMap((key) => (key ? [columnName(key)] : []));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const missing = REQUIRED.filter((name) => !names.includes(name));
  const problems: SheetProblem[] = [];
  if (unknown.length > 0) {
    const list = quotedList(unknown, (name) => `"${name}"`);
    problems.push({ row, message: `unknown column${unknown.length > 1 ? "s" : ""} ${list}: use the template's columns, or delete these.` });
  }
  for (const name of new Set(repeated)) problems.push({ row, column: name, message: "this column appears twice." });
  if (missing.length > 0) problems.push({ row, message: `missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.` });
  if (problems.length > 0) return { problems };
  const optionCount = Math.max(...keys.map((key) => (key?.kind === "option" ? key.index + 1 : 0)));
  return { keys, optionCount };
}

function readQuestion(row: number, cells: string[], { keys, optionCount }: Header): SheetQuestion | { problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const fail = (column: string, message: string) => problems.push({ row, column, message });
  const fields = { title: "", question: "", correct: "", explanation: "", reference: "", tags: "" };
  const options = Array.from({ length: optionCount }, () => ({ text: "", explanation: "" }));
  cells.forEach((cell, index) => {
    const key = keys[index];
    if (cell === "") return;
    if (!key) return void fail(spreadsheetColumn(index), "this column has no header: name it or empty it.");
    if (!isStorableText(cell)) return void fail(columnName(key), "contains characters that cannot be stored.");
    if (key.kind === "option") options[key.index]!.text = cell;
    else if (key.kind === "optionExplanation") {
      if (key.index >= optionCount) return void fail(columnName(key), `there is no column ${OPTION_LETTERS[key.index]} for it to explain.`);
      options[key.index]!.explanation = cell;
    } else fields[key.kind] = cell;
  });

  const limit = (column: string, text: string, field: keyof typeof TEXT_LIMITS) => {
    if (text.length > TEXT_LIMITS[field].max) fail(column, tooLongMessage(TEXT_LIMITS[field]));
  };
  const oneLine = (column: "title" | "reference", bounds: { max: number; label: string }) => {
    if (fields[column].length > bounds.max) fail(column, tooLongMessage(bounds));
    if (!isSingleLine(fields[column])) fail(column, notOneLineMessage(bounds.label));
  };
  oneLine("title", TEXT_LIMITS.title);
  if (fields.question === "") fail("question", "the question has no text.");
  limit("question", fields.question, "question");
  options.forEach(({ text, explanation }, index) => {
    const letter = OPTION_LETTERS[index]!;
    limit(letter, text, "option");
    limit(`explanation ${letter}`, explanation, "optionExplanation");
    if (text === "" && explanation !== "") fail(`explanation ${letter}`, `explains option ${letter}, which is empty.`);
  });
  const filled = options.flatMap((option, index) => (option.text === "" ? [] : [index]));
  if (filled.length < 2) {
    fail(OPTION_LETTERS[options.findIndex((option) => option.text === "")] ?? "B", "a question needs at least two options.");
  }
  const right = correctLetters(fields.correct, options, (message) => fail("correct", message));
  limit("explanation", fields.explanation, "explanation");
  oneLine("reference", { max: MAX_REFERENCE, label: "Reference" });
  const tags = readTags(fields.tags, (message) => fail("tags", message));
  if (problems.length > 0) return { problems };
  return {
    row,
    title: fields.title || null,
    question: fields.question,
    explanation: fields.explanation,
    reference: fields.reference || null,
    tags,
    options: filled.map((index) => ({
      option: options[index]!.text,
      isCorrect: right.has(index),
      explanation: options[index]!.explanation || null,
    })),
  };
}

/** "B", "b", "B,D", "B, D", "B;D", "B D": the indexes of the right options. */
function correctLetters(cell: string, options: { text: string }[], fail: (message: string) => void): Set<number> {
  const right = new Set<number>();
  if (cell === "") {
    fail('the question has no correct letter: write the right option\'s letter, e.g. "B", or "B,D" for several.');
    return right;
  }
  const last = OPTION_LETTERS[Math.max(options.length, 2) - 1];
  for (const token of cell
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean)) {
    const index = OPTION_LETTERS.indexOf(token);
    if (index < 0 || index >= options.length)
      fail(`"${quotedExcerpt(token)}" is not an option letter: write letters A to ${last}, e.g. "B" or "B,D".`);
    else if (options[index]!.text === "") fail(`names option ${token}, which is empty.`);
    else right.add(index);
  }
  return right;
}

function readTags(cell: string, fail: (message: string) => void): string[] {
  const names = tagsOfCell(cell);
  if (names.length > MAX_TAGS_PER_QUESTION) {
    fail(`a question can have at most ${MAX_TAGS_PER_QUESTION} tags.`);
    return [];
  }
  const tags: string[] = [];
  for (const name of names) {
    const parsed = tagNameSchema.safeParse(name);
    if (parsed.success) tags.push(parsed.data);
    else fail(`${parsed.error.issues[0]!.message} ("${quotedExcerpt(name)}")`);
  }
  return uniqueTagNames(tags);
}
