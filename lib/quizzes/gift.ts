import type { QuestionDraft } from "./draft";

/**
 * Moodle's GIFT format, multiple choice only (DESIGN §5): `=` a right answer, `~` a wrong one
 * (`~%50%` with a positive weight is right too), `#` after an answer its explanation, `####` the
 * question's explanation, `::title::` ignored, `// [tag:name]` and `// [reference:text]` comment
 * lines apply to the next question. Other question types are refused; every error names its line.
 */
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

/** A block's text with the line each character came from. */
type Block = { text: string; lines: number[] };

const TAG_COMMENT = /^\/\/\s*\[tag:(.*)\]\s*$/i;
const REFERENCE_COMMENT = /^\/\/\s*\[reference:(.*)\]\s*$/i;
const FORMAT_MARKER = /^\s*\[(html|moodle|plain|markdown)\]/i;

export function parseGift(source: string): GiftResult {
  const questions: ParsedQuestion[] = [];
  let pending: { tags: string[]; reference: string | null } = { tags: [], reference: null };
  let block: Block = { text: "", lines: [] };

  const closeBlock = () => {
    if (block.text.trim() !== "") {
      questions.push({ ...parseQuestion(block), tags: pending.tags, reference: pending.reference });
      pending = { tags: [], reference: null };
    }
    block = { text: "", lines: [] };
  };

  try {
    const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
    for (const [index, raw] of lines.entries()) {
      const lineNumber = index + 1;
      const line = raw.trim();
      if (line === "") {
        closeBlock();
        continue;
      }
      if (line.startsWith("//")) {
        const tag = line.match(TAG_COMMENT);
        const reference = line.match(REFERENCE_COMMENT);
        if (tag) pending.tags.push(unescape(tag[1]!).trim());
        else if (reference) pending.reference = unescape(reference[1]!).trim();
        continue;
      }
      if (line.startsWith("$CATEGORY:")) continue;
      for (const char of `${raw}\n`) {
        block.text += char;
        block.lines.push(lineNumber);
      }
    }
    closeBlock();
  } catch (error) {
    if (error instanceof GiftError) return { ok: false, error: `Line ${error.line}: ${error.message}`, line: error.line };
    throw error;
  }
  if (questions.length === 0) return { ok: false, error: "Line 1: no questions found.", line: 1 };
  return { ok: true, questions };
}

/** Index of the next unescaped `token` at or after `from`, or -1. */
function findUnescaped(text: string, token: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") {
      i++;
      continue;
    }
    if (text.startsWith(token, i)) return i;
  }
  return -1;
}

const unescape = (text: string) => text.replace(/\\([\\:#=~{}n])/g, (_, char: string) => (char === "n" ? "\n" : char));

function parseQuestion(block: Block): ParsedQuestion {
  const { text, lines } = block;
  const lineAt = (offset: number) => lines[Math.min(Math.max(offset, 0), lines.length - 1)]!;
  let start = text.search(/\S/);
  const firstLine = lineAt(start);

  if (text.startsWith("::", start)) {
    const titleEnd = findUnescaped(text, "::", start + 2);
    if (titleEnd < 0) throw new GiftError(firstLine, 'the title "::" is never closed.');
    start = titleEnd + 2;
  }
  const open = findUnescaped(text, "{", start);
  if (open < 0) throw new GiftError(firstLine, 'the question has no answers: expected "{" with its options.');
  const close = findUnescaped(text, "}", open + 1);
  const nested = findUnescaped(text, "{", open + 1);
  if (close < 0 || (nested >= 0 && nested < close)) {
    throw new GiftError(lineAt(open), `broken brace: the "{" opened here is not closed by "}" before the next question.`);
  }
  if (text.slice(close + 1).trim() !== "") {
    throw new GiftError(lineAt(close + 1), "text after the answers (a missing-word question) is not supported: only multiple choice.");
  }
  const question = unescape(text.slice(start, open).replace(FORMAT_MARKER, "")).trim();
  if (question === "") throw new GiftError(firstLine, "the question has no text.");
  return { question, line: firstLine, ...parseAnswers(text, open + 1, close, lineAt) };
}

function parseAnswers(text: string, from: number, to: number, lineAt: (offset: number) => number) {
  const body = text.slice(from, to);
  const line = lineAt(from - 1);
  const trimmed = body.trim();
  if (trimmed === "") throw new GiftError(line, "essay questions are not supported: only multiple choice.");
  if (/^(T|F|TRUE|FALSE)\s*(#|$)/i.test(trimmed))
    throw new GiftError(line, "true/false questions are not supported: only multiple choice.");
  if (trimmed.startsWith("#")) throw new GiftError(line, "numerical questions are not supported: only multiple choice.");
  if (findUnescaped(body, "->") >= 0) throw new GiftError(line, "matching questions are not supported: only multiple choice.");

  const generalAt = findUnescaped(body, "####");
  const explanation = generalAt >= 0 ? unescape(body.slice(generalAt + 4)).trim() : "";
  const answers = generalAt >= 0 ? body.slice(0, generalAt) : body;

  const markers: number[] = [];
  for (let i = findFirstMarker(answers, 0); i >= 0; i = findFirstMarker(answers, i + 1)) markers.push(i);
  if (markers.length === 0 || answers.slice(0, markers[0]).trim() !== "") {
    throw new GiftError(line, 'each answer must start with "=" (right) or "~" (wrong).');
  }
  const options = markers.map((at, index) => {
    const raw = answers.slice(at + 1, markers[index + 1] ?? answers.length);
    const weight = raw.match(/^%(-?\d+(?:\.\d+)?)%/);
    const rest = weight ? raw.slice(weight[0].length) : raw;
    const feedbackAt = findUnescaped(rest, "#");
    const option = unescape(feedbackAt >= 0 ? rest.slice(0, feedbackAt) : rest).trim();
    if (option === "") throw new GiftError(lineAt(from + at), "an answer has no text.");
    return {
      option,
      isCorrect: answers[at] === "=" || (weight !== null && Number(weight[1]) > 0),
      explanation: feedbackAt >= 0 ? unescape(rest.slice(feedbackAt + 1)).trim() || null : null,
      marker: answers[at],
    };
  });
  if (options.every((option) => option.marker === "=")) {
    throw new GiftError(line, 'short-answer questions (only "=" answers) are not supported: add wrong answers with "~".');
  }
  if (options.length < 2) throw new GiftError(line, "a question needs at least two answers.");
  if (!options.some((option) => option.isCorrect)) throw new GiftError(line, 'the question has no right answer ("=").');
  return { explanation, options: options.map(({ marker: _marker, ...option }) => option) };
}

function findFirstMarker(text: string, from: number): number {
  const right = findUnescaped(text, "=", from);
  const wrong = findUnescaped(text, "~", from);
  if (right < 0) return wrong;
  if (wrong < 0) return right;
  return Math.min(right, wrong);
}

const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");

/** Writes questions back as GIFT; `parseGift` of the result gives the same content. */
export function writeGift(questions: QuestionDraft[]): string {
  return questions
    .map((question) => {
      const comments = [
        ...(question.tags ?? []).map((tag) => `// [tag:${escapeGift(tag)}]`),
        ...(question.reference ? [`// [reference:${escapeGift(question.reference)}]`] : []),
      ];
      const rightCount = question.options.filter((option) => option.isCorrect).length;
      const answers = question.options.map((option) => {
        const marker = !option.isCorrect ? "~" : rightCount === 1 ? "=" : `~%${weightOf(rightCount)}%`;
        return `\t${marker}${escapeGift(option.option)}${option.explanation ? `#${escapeGift(option.explanation)}` : ""}`;
      });
      const general = question.explanation ? [`\t####${escapeGift(question.explanation)}`] : [];
      return [...comments, `${escapeGift(question.question)} {`, ...answers, ...general, "}"].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

const weightOf = (rightCount: number) => Number((100 / rightCount).toFixed(5));
