import { MAX_TAGS_PER_QUESTION } from "@/lib/questions/tag-names";
import type { QuestionDraft } from "./draft";
import { MAX_OPTIONS_PER_QUESTION, MAX_QUESTIONS_PER_QUIZ, TEXT_LIMITS, TOO_MANY_QUESTIONS, tooLongMessage } from "./limits";

export type ParsedQuestion = QuestionDraft & { line: number };
export type GiftResult = { ok: true; questions: ParsedQuestion[] } | { ok: false; error: string; line: number };

class GiftError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * In texts a backslash escapes `\ ~ = # { } :`, and `\n`, `\r` are line breaks (gift-write.ts
 * writes exactly these). A comment's `[tag:…]` and `[reference:…]` also read `\]` as `]`; the
 * writer escapes only `\ ] \n \r` there, but older exports wrote `[tag:Dose\: calc]`. Any other
 * backslash stays as written, as in Moodle.
 */
const unescaped = (_: string, char: string) => (char === "n" ? "\n" : char === "r" ? "\r" : char);
const unescapeText = (text: string) => (text.includes("\\") ? text.replace(/\\([\\~=#{}:nr])/g, unescaped) : text);
const unescapeComment = (text: string) => text.replace(/\\([\\~=#{}:nr\]])/g, unescaped);

/**
 * One text of a question, unescaped. A slice over twice its field's limit cannot fit even if every
 * character were escaped: it is refused before the work of unescaping it (the payload's own check
 * refuses anything still too long after).
 */
function textOf(text: string, from: number, to: number, field: keyof typeof TEXT_LIMITS, line: () => number): string {
  if (to - from > 2 * TEXT_LIMITS[field].max) throw new GiftError(line(), tooLongMessage(TEXT_LIMITS[field]));
  return unescapeText(text.slice(from, to)).trim();
}

/** A format marker opening a question text: stripped on import, so the writer guards a text that starts with one. */
export const FORMAT_MARKER = /\[(?:html|moodle|plain|markdown)\]/iy;
const WEIGHT = /%(-?\d+(?:\.\d+)?)%/y;
const COMMENT_TOKEN = /\[(tag|reference):/gi;
const BACKSLASH = 92;

type Pending = { tags: string[]; reference: string | null };
/** A question's lines (comment lines left out) and their numbers in the file. */
type Block = { texts: string[]; numbers: number[] };

/**
 * Reads Moodle GIFT, multiple choice only (see gift.ts). Linear in the size of the text: the text is
 * split into lines once and each question is scanned once, escapes included. It stops at the first
 * thing a quiz cannot hold (a question past MAX_QUESTIONS_PER_QUIZ, an answer past
 * MAX_OPTIONS_PER_QUESTION, a tag past MAX_TAGS_PER_QUESTION), so a huge file costs little.
 */
export function parseGift(source: string): GiftResult {
  const steps = giftSteps(source);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * parseGift as steps: after each question it yields how many characters it has read, so a server
 * can take a turn of the event loop between two questions (lib/quizzes/import.ts).
 */
export function* giftSteps(source: string): Generator<number, GiftResult, void> {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const questions: ParsedQuestion[] = [];
  let pending: Pending = { tags: [], reference: null };
  let block: Block = { texts: [], numbers: [] };

  const closeBlock = () => {
    if (block.texts.length === 0) return;
    if (questions.length === MAX_QUESTIONS_PER_QUIZ) {
      throw new GiftError(block.numbers[0]!, TOO_MANY_QUESTIONS);
    }
    questions.push(parseQuestion(block, pending));
    pending = { tags: [], reference: null };
    block = { texts: [], numbers: [] };
  };

  // A regex of this parse's own: its position must survive the turns other parses take meanwhile.
  const lineBreak = /\r\n|\r|\n/g;
  try {
    for (let start = 0, number = 1; ; number++) {
      const found = lineBreak.exec(text);
      const raw = text.slice(start, found ? found.index : text.length);
      const line = raw.trim();
      if (line === "") {
        closeBlock();
        yield start;
      } else if (line.startsWith("//")) readComment(line, number, pending);
      else if (!line.startsWith("$CATEGORY:")) {
        block.texts.push(raw);
        block.numbers.push(number);
      }
      if (!found) break;
      start = lineBreak.lastIndex;
    }
    closeBlock();
  } catch (error) {
    if (error instanceof GiftError) return { ok: false, error: `Line ${error.line}: ${error.message}`, line: error.line };
    throw error;
  }
  if (questions.length === 0) return { ok: false, error: "Line 1: no questions found.", line: 1 };
  return { ok: true, questions };
}

/** Every `[tag:…]` and `[reference:…]` of a comment line (Moodle reads all the tags of a line). */
function readComment(line: string, number: number, pending: Pending): void {
  COMMENT_TOKEN.lastIndex = 0;
  for (let token = COMMENT_TOKEN.exec(line); token; token = COMMENT_TOKEN.exec(line)) {
    const from = COMMENT_TOKEN.lastIndex;
    const end = nextUnescaped(line, from, "]");
    if (end < 0) return;
    const value = unescapeComment(line.slice(from, end)).trim();
    if (token[1]!.toLowerCase() !== "tag") pending.reference = value;
    else if (pending.tags.length === MAX_TAGS_PER_QUESTION) {
      throw new GiftError(number, `a question can have at most ${MAX_TAGS_PER_QUESTION} tags.`);
    } else pending.tags.push(value);
    COMMENT_TOKEN.lastIndex = end + 1;
  }
}

function nextUnescaped(text: string, from: number, char: string): number {
  for (let i = from; i < text.length; i++) {
    if (text.charCodeAt(i) === BACKSLASH) i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

const WHITESPACE = /\s/;
function skipSpace(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13)) continue;
    if (code < 128 || !WHITESPACE.test(text[i]!)) break;
  }
  return i;
}

/** The line of an offset in the block's text (its lines joined by "\n"); errors and each question's first line only. */
function lineOf({ texts, numbers }: Block, offset: number): number {
  let index = 0;
  for (let end = texts[0]!.length; offset > end && index < texts.length - 1; end += 1 + texts[index]!.length) index++;
  return numbers[index]!;
}

function parseQuestion(block: Block, { tags, reference }: Pending): ParsedQuestion {
  const text = block.texts.length === 1 ? block.texts[0]! : block.texts.join("\n");
  let start = skipSpace(text, 0);
  const line = lineOf(block, start);
  let title: string | null = null;
  if (text.startsWith("::", start)) {
    let titleEnd = -1;
    for (let i = start + 2; i < text.length - 1 && titleEnd < 0; i++) {
      if (text.charCodeAt(i) === BACKSLASH) i++;
      else if (text[i] === ":" && text[i + 1] === ":") titleEnd = i;
    }
    if (titleEnd < 0) throw new GiftError(line, 'the title "::" is never closed.');
    title = textOf(text, start + 2, titleEnd, "title", () => line) || null;
    start = titleEnd + 2;
  }
  FORMAT_MARKER.lastIndex = skipSpace(text, start);
  if (FORMAT_MARKER.test(text)) start = FORMAT_MARKER.lastIndex;

  const open = nextUnescaped(text, start, "{");
  if (open < 0) throw new GiftError(line, 'the question has no answers: expected "{" with its options.');
  const answers = scanAnswers(text, open, block);
  if (skipSpace(text, answers.close + 1) < text.length) {
    throw new GiftError(
      lineOf(block, answers.close + 1),
      "text after the answers (a missing-word question) is not supported: only multiple choice.",
    );
  }
  const question = textOf(text, start, open, "question", () => line);
  if (question === "") throw new GiftError(line, "the question has no text.");
  return { title, question, ...readAnswers(text, open, answers, block), tags, reference, line };
}

/** The answers between `{` and `}`: each `=`/`~` with its first `#`, and where `####` starts. */
type Marker = { at: number; right: boolean; feedbackAt: number };
type Answers = { markers: Marker[]; generalAt: number; close: number };

function scanAnswers(text: string, open: number, block: Block): Answers {
  const markers: Marker[] = [];
  let generalAt = -1;
  for (let i = open + 1; i < text.length; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (char === "}") return { markers, generalAt, close: i };
    else if (char === "{") break;
    else if (generalAt >= 0) continue;
    else if (char === "=" || char === "~") {
      if (markers.length === MAX_OPTIONS_PER_QUESTION) {
        throw new GiftError(lineOf(block, i), `a question can have at most ${MAX_OPTIONS_PER_QUESTION} answers.`);
      }
      markers.push({ at: i, right: char === "=", feedbackAt: -1 });
    } else if (char === "#" && text.startsWith("###", i + 1)) generalAt = i;
    else if (char === "#" && markers.length > 0 && markers[markers.length - 1]!.feedbackAt < 0) markers[markers.length - 1]!.feedbackAt = i;
  }
  throw new GiftError(lineOf(block, open), `broken brace: the "{" opened here is not closed by "}" before the next question.`);
}

function readAnswers(text: string, open: number, { markers, generalAt, close }: Answers, block: Block) {
  const line = lineOf(block, open);
  const body = text.slice(open + 1, close).trim();
  if (body === "") throw new GiftError(line, "essay questions are not supported: only multiple choice.");
  if (/^(T|F|TRUE|FALSE)\s*(#|$)/i.test(body)) throw new GiftError(line, "true/false questions are not supported: only multiple choice.");
  if (body.startsWith("#")) throw new GiftError(line, "numerical questions are not supported: only multiple choice.");
  const answersEnd = generalAt >= 0 ? generalAt : close;
  // As in Moodle: a "~" makes it multiple choice, where "A -> B" is an ordinary answer.
  if (!markers.some((marker) => !marker.right) && text.slice(open + 1, answersEnd).includes("->")) {
    throw new GiftError(line, "matching questions are not supported: only multiple choice.");
  }
  if (markers.length === 0 || text.slice(open + 1, markers[0]!.at).trim() !== "") {
    throw new GiftError(line, 'each answer must start with "=" (right) or "~" (wrong).');
  }
  const options = markers.map((marker, index) => {
    const end = markers[index + 1]?.at ?? answersEnd;
    // A weight only after "~", as in Moodle's multiple choice: "=%50%x" is right, with the text "%50%x".
    WEIGHT.lastIndex = skipSpace(text, marker.at + 1);
    const weight = marker.right ? null : WEIGHT.exec(text);
    const from = weight ? WEIGHT.lastIndex : marker.at + 1;
    const feedbackAt = marker.feedbackAt;
    const markerLine = () => lineOf(block, marker.at);
    const option = textOf(text, from, feedbackAt >= 0 ? feedbackAt : end, "option", markerLine);
    if (option === "") throw new GiftError(markerLine(), "an answer has no text.");
    return {
      option,
      isCorrect: marker.right || (weight !== null && Number(weight[1]) > 0),
      explanation: feedbackAt >= 0 ? textOf(text, feedbackAt + 1, end, "optionExplanation", markerLine) || null : null,
    };
  });
  if (markers.every((marker) => marker.right)) {
    throw new GiftError(line, 'short-answer questions (only "=" answers) are not supported: add wrong answers with "~".');
  }
  if (options.length < 2) throw new GiftError(line, "a question needs at least two answers.");
  if (!options.some((option) => option.isCorrect)) throw new GiftError(line, 'the question has no right answer ("=").');
  const explanation = generalAt >= 0 ? textOf(text, generalAt + 4, close, "explanation", () => line) : "";
  return { explanation, options };
}
