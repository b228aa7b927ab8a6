import { MAX_OPTIONS_PER_QUESTION } from "./limits";

/**
 * The columns of a spreadsheet of questions (docs/rules.md, "Spreadsheet import and export"):
 * `question, A … E, correct, explanation, explanation A … explanation E, reference, tags, title`.
 * The template has options A to E; a quiz whose questions have more options exports (and imports)
 * the further letters up to J, the most a question can have. `title`, added after the others, is
 * the last column, so sheets filled by position from the earlier template still line up.
 */
export const OPTION_LETTERS = Array.from({ length: MAX_OPTIONS_PER_QUESTION }, (_, i) => String.fromCharCode(65 + i));
export const TEMPLATE_OPTION_COUNT = 5;

export type SheetColumnKey =
  | { kind: "title" | "question" | "correct" | "explanation" | "reference" | "tags" }
  | { kind: "option" | "optionExplanation"; index: number };

/** The headers, in order, of a sheet with `optionCount` option columns. */
export function sheetHeaders(optionCount: number): string[] {
  const letters = OPTION_LETTERS.slice(0, Math.max(TEMPLATE_OPTION_COUNT, optionCount));
  const optionExplanations = letters.map((letter) => `explanation ${letter}`);
  return ["question", ...letters, "correct", "explanation", ...optionExplanations, "reference", "tags", "title"];
}

/** How a header reads: trimmed, case-insensitive, inner spaces collapsed. */
export const normalHeader = (header: string) => header.trim().replace(/\s+/g, " ").toLowerCase();

const KNOWN = new Map<string, SheetColumnKey>([
  ["title", { kind: "title" }],
  ["question", { kind: "question" }],
  ["correct", { kind: "correct" }],
  ["explanation", { kind: "explanation" }],
  ["reference", { kind: "reference" }],
  ["tags", { kind: "tags" }],
  ...OPTION_LETTERS.flatMap((letter, index): [string, SheetColumnKey][] => [
    [letter.toLowerCase(), { kind: "option", index }],
    [`explanation ${letter.toLowerCase()}`, { kind: "optionExplanation", index }],
  ]),
]);

export const columnKeyOf = (header: string) => KNOWN.get(normalHeader(header));

/** How messages name a column: as the template writes its header. */
export function columnName(key: SheetColumnKey): string {
  if (key.kind === "option") return OPTION_LETTERS[key.index]!;
  if (key.kind === "optionExplanation") return `explanation ${OPTION_LETTERS[key.index]}`;
  return key.kind;
}

/** A spreadsheet's own name for a column without a header: A, B, … Z, AA, … */
export function spreadsheetColumn(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * Tags in one cell, comma-separated. A tag may itself hold a comma: the writer escapes it `\,` and
 * a backslash `\\`; the reader undoes exactly these two and keeps any other backslash as written.
 */
export const tagsCell = (tags: string[]) => tags.map((tag) => tag.replace(/[\\,]/g, (char) => `\\${char}`)).join(", ");

export function tagsOfCell(cell: string): string[] {
  const tags: string[] = [];
  let current = "";
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === "\\" && (cell[i + 1] === "," || cell[i + 1] === "\\")) current += cell[++i];
    else if (char === ",") {
      tags.push(current);
      current = "";
    } else current += char;
  }
  tags.push(current);
  return tags.map((tag) => tag.trim()).filter((tag) => tag !== "");
}
