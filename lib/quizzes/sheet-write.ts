import type { QuestionDraft } from "./draft";
import { OPTION_LETTERS, sheetHeaders, tagsCell } from "./sheet-columns";

export type QuestionSheet = { headers: string[]; widths: number[]; rows: string[][] };

const WIDTHS: Record<string, number> = { title: 30, question: 60, correct: 10, explanation: 50, reference: 30, tags: 30 };

/**
 * Questions as spreadsheet rows under `sheetHeaders`: the right options as letters ("B", "B,D"),
 * empty cells for what a question does not have. parseQuestionSheet reads them back to the same
 * questions (tests/unit/sheet-roundtrip.test.ts).
 */
export function questionSheet(questions: QuestionDraft[]): QuestionSheet {
  const optionCount = Math.max(0, ...questions.map((question) => question.options.length));
  const headers = sheetHeaders(optionCount);
  const letters = headers.filter((header) => header.length === 1);
  const rows = questions.map((question) => [
    question.question,
    ...letters.map((_, index) => question.options[index]?.option ?? ""),
    question.options.flatMap((option, index) => (option.isCorrect ? [OPTION_LETTERS[index]] : [])).join(","),
    question.explanation ?? "",
    ...letters.map((_, index) => question.options[index]?.explanation ?? ""),
    question.reference ?? "",
    tagsCell(question.tags ?? []),
    question.title ?? "",
  ]);
  const widths = headers.map((header) => WIDTHS[header] ?? (header.length === 1 ? 28 : 32));
  return { headers, widths, rows };
}

/** The template: the headers and one worked example. */
export const TEMPLATE_QUESTION: QuestionDraft = {
  title: "Depolarising relaxant",
  question: "Which agent is a depolarising muscle relaxant?",
  options: [
    { option: "Rocuronium", isCorrect: false, explanation: "A non-depolarising aminosteroid." },
    { option: "Suxamethonium", isCorrect: true, explanation: "It depolarises the motor end plate." },
    { option: "Atracurium", isCorrect: false },
    { option: "Vecuronium", isCorrect: false },
  ],
  explanation: "Only suxamethonium causes fasciculations before paralysis.",
  reference: "Miller's Anesthesia, 9th edition, chapter 27",
  tags: ["Pharmacology", "Muscle relaxants"],
};
