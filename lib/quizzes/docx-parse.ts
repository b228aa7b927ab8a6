/**
 * The questions of a Word document, from its lines (docx-lines.ts), with every problem named by
 * the question's number in the document and the text it starts with (docs/rules.md, "Word
 * import"). Pure and linear: each line is looked at once. Nothing is dropped: a question with a
 * problem is still returned, as read, beside its problem.
 */
import { quotedExcerpt } from "@/lib/single-line";
import { textOf, type DocLine, type Piece } from "./docx-lines";
import { plain, shapeOf, type OptionPiece } from "./docx-shapes";
import type { QuestionDraft } from "./draft";
import { MAX_OPTIONS_PER_QUESTION, TEXT_LIMITS, tooLongMessage } from "./limits";

/** A question as read: `number` is its place in the document (1 for the first); `image` the index of its picture. */
export type DocxQuestion = QuestionDraft & { number: number; image?: number };
/** A problem of one question (`question` its number), or of the document (`question` 0). */
export type DocxProblem = { question: number; message: string };
export type DocxParse = { questions: DocxQuestion[]; problems: DocxProblem[] };
/** A picture of the document: its type, alt text, and its bytes when a question shows it. */
export type DocxImage = { contentType: string; alt: string | null; bytes: Uint8Array | null };
export type DocxRead = DocxParse & { images: DocxImage[] };

/** Past this many questions the document is refused whole (it is read no further). */
export const MAX_DOCX_QUESTIONS = 3000;
export const TOO_MANY_DOCX_QUESTIONS = `The document holds more than ${MAX_DOCX_QUESTIONS.toLocaleString("en-US")} questions: split it into smaller files.`;
export class TooManyQuestions extends Error {}

type Option = { letter: string; pieces: Piece[] };
type Open = {
  number: number;
  stem: string[];
  /** The list depth of an automatically numbered stem; null when its number was typed. */
  depth: number | null;
  options: Option[];
  /** How many options the document held (counting stops at MAX_OPTIONS_PER_QUESTION + 1 kept). */
  optionCount: number;
  /** The list depth of automatically lettered options; null when their letters were typed. */
  optionDepth: number | null;
  keyLetters: string[] | null;
  explanation: string[];
  reference: string[];
  tags: string[];
  images: number[];
  phase: "stem" | "options" | "after";
  problems: string[];
};

/** "Question 14 (‘A 45-year-old man…’)": how a problem names its question. */
export const questionLabel = (number: number, stem: string) =>
  stem === "" ? `Question ${number}` : `Question ${number} (‘${quotedExcerpt(stem)}’)`;

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five"];
const countWord = (count: number) => COUNT_WORDS[count] ?? count.toLocaleString("en-US");
const letterAt = (index: number) => String.fromCharCode(65 + index);
const nonSpace = (text: string) => text.replace(/\s/g, "").length;

/** An option's text without a trailing (or leading) `*`, and whether it carried one. */
function starred(text: string): { text: string; star: boolean } {
  const trimmed = text.trim();
  if (trimmed.length > 1 && trimmed.endsWith("*")) return { text: trimmed.slice(0, -1).trim(), star: true };
  if (trimmed.length > 1 && trimmed.startsWith("*")) return { text: trimmed.slice(1).trim(), star: true };
  return { text: trimmed, star: false };
}

/** Bold, underlined or highlighted: at least half of the option's visible characters. */
const isMarked = (pieces: Piece[]) => {
  const all = nonSpace(pieces.map((piece) => piece.text).join(""));
  const marked = nonSpace(
    pieces
      .filter((piece) => piece.marked)
      .map((piece) => piece.text)
      .join(""),
  );
  return all > 0 && marked * 2 >= all;
};

function limited(text: string, field: keyof typeof TEXT_LIMITS, problems: string[]): string {
  const { max } = TEXT_LIMITS[field];
  if (text.length <= max) return text;
  problems.push(`${tooLongMessage(TEXT_LIMITS[field])} It has ${text.length.toLocaleString("en-US")}.`);
  return `${text.slice(0, max)}…`;
}

/** The question as it will be saved, and its problems named. */
function finish(open: Open): { question: DocxQuestion; problems: DocxProblem[] } {
  const problems = open.problems;
  const stem = limited(open.stem.join(" ").replace(/\s+/g, " ").trim(), "question", problems);
  const read = open.options.map((option) => ({ ...starred(textOf(option)), marked: isMarked(option.pieces), letter: option.letter }));
  const options = read.map((option) => ({ option: limited(option.text, "option", problems), isCorrect: false }));
  const byKey = open.keyLetters;
  const stars = read.filter((option) => option.star);
  const marks = read.filter((option) => option.marked);
  const keyed = byKey
    ? read.filter((option) => byKey.includes(option.letter))
    : stars.length > 0
      ? stars
      : marks.length < read.length || read.length === 1
        ? marks
        : [];
  for (const option of keyed) options[read.indexOf(option)]!.isCorrect = true;

  if (stem === "") problems.unshift("no question text");
  if (open.optionCount === 0) problems.push("no options");
  else if (open.optionCount === 1) problems.push("only one option");
  else if (open.optionCount > MAX_OPTIONS_PER_QUESTION)
    problems.push(`${open.optionCount.toLocaleString("en-US")} options; a question has at most ${MAX_OPTIONS_PER_QUESTION}`);
  const missing = byKey?.filter((letter) => !read.some((option) => option.letter === letter)) ?? [];
  if (missing.length > 0) problems.push(`the answer "${missing.join(", ")}" is not one of its options`);
  else if (open.optionCount > 0 && keyed.length === 0) problems.push("no answer marked");
  else if (keyed.length > 1) problems.push(`${countWord(keyed.length)} answers marked in a single-best-answer question`);
  if (open.images.length > 1) problems.push(`${countWord(open.images.length)} pictures; a question has one`);

  const explanation = limited(open.explanation.join("\n").trim(), "explanation", problems);
  const question: DocxQuestion = {
    number: open.number,
    question: stem,
    explanation,
    reference: open.reference.join(" ").trim() || null,
    tags: open.tags,
    options: options.slice(0, MAX_OPTIONS_PER_QUESTION),
    ...(open.images.length > 0 ? { image: open.images[0] } : {}),
  };
  const named = questionLabel(open.number, stem);
  return { question, problems: problems.map((problem) => ({ question: open.number, message: `${named}: ${problem}` })) };
}

const newQuestion = (number: number, depth: number | null, pieces: Piece[]): Open => ({
  number,
  stem: [textOf({ pieces })],
  depth,
  options: [],
  optionCount: 0,
  optionDepth: null,
  keyLetters: null,
  explanation: [],
  reference: [],
  tags: [],
  images: [],
  phase: "stem",
  problems: [],
});

function addOption(open: Open, option: OptionPiece | Option, listDepth: number | null) {
  open.optionCount++;
  open.optionDepth = listDepth;
  open.phase = "options";
  if (open.options.length <= MAX_OPTIONS_PER_QUESTION) open.options.push(option);
}

/**
 * An automatically numbered line without a typed marker: a new stem, or an option of the open
 * question (a deeper level of the stem's list, or a list following a typed stem or list options).
 */
function listLineIsOption(open: Open | null, depth: number): boolean {
  if (!open || open.phase === "after") return false;
  if (open.depth === null || depth > open.depth) return true;
  return depth === open.depth && (open.phase === "stem" || open.optionDepth === depth);
}

/** Reads the questions; throws TooManyQuestions at the question past MAX_DOCX_QUESTIONS. */
export function parseDocxLines(lines: DocLine[]): DocxParse {
  const questions: DocxQuestion[] = [];
  const problems: DocxProblem[] = [];
  let open: Open | null = null;
  const close = () => {
    if (!open) return;
    const done = finish(open);
    questions.push(done.question);
    problems.push(...done.problems);
    open = null;
  };
  const start = (depth: number | null, pieces: Piece[]) => {
    close();
    if (questions.length === MAX_DOCX_QUESTIONS) throw new TooManyQuestions(TOO_MANY_DOCX_QUESTIONS);
    open = newQuestion(questions.length + 1, depth, pieces);
  };

  for (const line of lines) {
    if (line.heading) continue;
    const shape = shapeOf(line.pieces);
    const current = open as Open | null;
    if (shape.kind === "stem") start(line.list?.depth ?? null, shape.pieces);
    else if (line.list && shape.kind === "text" && !listLineIsOption(current, line.list.depth)) {
      // After the key, bullets (or a list deeper than the stem's) are explanation; a numbered list starts a question.
      const explains = current?.phase === "after" && (!line.list.ordered || (current.depth !== null && line.list.depth > current.depth));
      if (explains) current.explanation.push(textOf(line));
      else start(line.list.depth, line.pieces);
    } else if (!current)
      continue; // a title page or heading before the first question
    else if (line.list && shape.kind === "text")
      addOption(current, { letter: letterAt(current.optionCount), pieces: line.pieces }, line.list.depth);
    else if (shape.kind === "options") readOptions(current, shape.options, line);
    else if (shape.kind === "key") {
      current.keyLetters = [...new Set(shape.letters)];
      current.phase = "after";
    } else if (shape.kind === "label") {
      current.phase = "after";
      if (shape.label === "tags")
        current.tags.push(
          ...shape.text
            .split(/[,;]/)
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
      else current[shape.label].push(shape.text);
    } else if (current.phase === "stem") current.stem.push(textOf(line));
    else {
      current.phase = "after";
      current.explanation.push(textOf(line));
    }
    const after = open as Open | null;
    if (after) after.images.push(...line.images);
  }
  close();
  return { questions, problems };
}

const SECOND_A = 'a second option "A"';

/** Typed options: the next letters in sequence are options; an `A` again means a question number is missing. */
function readOptions(open: Open, options: OptionPiece[], line: DocLine) {
  const expected = letterAt(open.optionCount);
  if (options[0]!.letter === expected && open.phase !== "after") {
    for (const option of options) addOption(open, option, null);
    return;
  }
  if (options[0]!.letter === "A" && open.optionCount > 0) {
    if (open.problems.some((problem) => problem.startsWith(SECOND_A))) return; // named once a question
    open.problems.push(`${SECOND_A} (‘${quotedExcerpt(plain(textOf(line)))}’): is the next question's number missing?`);
    return;
  }
  if (open.phase === "stem") open.stem.push(textOf(line));
  else open.explanation.push(textOf(line));
}
