import { quotedExcerpt } from "@/lib/single-line";
import type { QuestionDraft } from "./draft";
import { MAX_QUESTIONS_PER_QUIZ, TOO_MANY_QUESTIONS } from "./limits";

/**
 * Parses Moodle's Aiken format: a question line, options "A." (or "A)") to "F.", then
 * "ANSWER: X". Questions are separated by blank lines. Errors name the line (1-based); it stops at
 * the question past MAX_QUESTIONS_PER_QUIZ.
 */
export type AikenResult = { ok: true; questions: QuestionDraft[] } | { ok: false; error: string; line: number };

const OPTION = /^([A-F])[.)]\s+(.+)$/;
const ANSWER = /^ANSWER:\s*([A-F])\s*$/i;

type Block = { question: string; questionLine: number; options: { letter: string; text: string }[] };

export function parseAiken(text: string): AikenResult {
  const questions: QuestionDraft[] = [];
  let block: Block | null = null;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);

  for (const [index, raw] of lines.entries()) {
    const lineNumber = index + 1;
    const line = raw.trim();
    const fail = (error: string): AikenResult => ({ ok: false, error: `Line ${lineNumber}: ${error}`, line: lineNumber });
    if (line === "") {
      if (block) return fail(`the question starting on line ${block.questionLine} has no "ANSWER:" line.`);
      continue;
    }
    if (!block) {
      if (OPTION.test(line) || ANSWER.test(line)) return fail("expected a question, found an option or answer.");
      if (questions.length === MAX_QUESTIONS_PER_QUIZ) return fail(TOO_MANY_QUESTIONS);
      block = { question: line, questionLine: lineNumber, options: [] };
      continue;
    }
    const option = line.match(OPTION);
    if (option) {
      const expected = String.fromCharCode(65 + block.options.length);
      if (option[1] !== expected) return fail(`expected option "${expected}." here, found "${option[1]}".`);
      block.options.push({ letter: option[1]!, text: option[2]!.trim() });
      continue;
    }
    const answer = line.match(ANSWER);
    if (answer) {
      const letter = answer[1]!.toUpperCase();
      if (block.options.length < 2) return fail("a question needs at least two options before its answer.");
      if (!block.options.some((item) => item.letter === letter)) return fail(`the answer "${letter}" is not one of the options.`);
      questions.push({
        question: block.question,
        explanation: "",
        options: block.options.map((item) => ({ option: item.text, isCorrect: item.letter === letter })),
      });
      block = null;
      continue;
    }
    if (block.options.length > 0) return fail(`expected the next option or "ANSWER: X", found "${quotedExcerpt(line)}".`);
    block.question = `${block.question} ${line}`;
  }
  if (block)
    return {
      ok: false,
      error: `Line ${lines.length}: the question starting on line ${block.questionLine} has no "ANSWER:" line.`,
      line: lines.length,
    };
  if (questions.length === 0) return { ok: false, error: "Line 1: no questions found.", line: 1 };
  return { ok: true, questions };
}
