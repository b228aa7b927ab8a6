import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { parseGift, writeGift } from "@/lib/quizzes/gift";
import { tagNameSchema, uniqueTagNames } from "@/lib/tags/names";

/**
 * Export then import gives back every question the app can store, byte for byte. What the app can
 * store (lib/quizzes/schemas.ts, draft.ts, insert-questions.ts, bank-fields.ts, lib/tags/names.ts):
 * - question and option texts are trimmed and not empty; explanations and the reference are trimmed,
 *   and empty ones are absent (a question's explanation reads "" here, an option's null); none holds
 *   NUL or a lone surrogate (PostgreSQL refuses them);
 * - tags are what tagNameSchema leaves (trimmed, runs of whitespace as one space, 1–40 characters,
 *   one line), without case-insensitive repeats;
 * - the reference is drawn multi-line too: rows stored before it became single-line still export;
 * - a question has 2 to 10 options and at least one right. (A one-option question can be stored but
 *   is not multiple choice in GIFT: the importer refuses it, and this test does not generate one.)
 */
const FRAGMENTS = [
  ..."\\~=#{}:%[]/$->@+",
  "\n",
  "\r",
  "\r\n",
  " ",
  "  ",
  "\t",
  "a",
  "B",
  "7",
  "%100%",
  "%50%",
  "%-100%",
  "####",
  "#",
  "::",
  "//",
  "->",
  "[html]",
  "[markdown]",
  "[MOODLE]",
  "$CATEGORY:",
  "[tag:",
  "[reference:",
  "\\n",
  "\\r",
  "\\]",
  "T",
  "TRUE",
  "F",
  "🩺",
  "👩🏽‍⚕️",
  "שלום",
  "مرحبا",
  "\u200f",
  "e\u0301",
  "\u00a0",
  "\u2028",
  "\ufeff",
];
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }).filter((char) => !char.includes("\0")) },
);
const stored = (maxLength: number) =>
  fc
    .string({ unit: piece, minLength: 1, maxLength })
    .map((text) => text.trim())
    .filter((text) => text !== "");
const tag = fc
  .string({ unit: piece, minLength: 1, maxLength: 12 })
  .map((text) => tagNameSchema.safeParse(text))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

const option = fc.record({ option: stored(10), isCorrect: fc.boolean(), explanation: fc.option(stored(10), { nil: null }) });
const question: fc.Arbitrary<QuestionDraft> = fc
  .record({
    question: stored(14),
    explanation: fc.oneof(fc.constant(""), stored(10)),
    reference: fc.option(stored(10), { nil: null }),
    tags: fc.array(tag, { maxLength: 4 }).map(uniqueTagNames),
    options: fc.array(option, { minLength: 2, maxLength: 10 }),
    right: fc.nat(9),
  })
  .map(({ right, options, ...rest }) => ({
    ...rest,
    options: options.some((each) => each.isCorrect)
      ? options
      : options.map((each, index) => ({ ...each, isCorrect: index === right % options.length })),
  }));

describe("GIFT export then import", () => {
  it("gives back the same questions, options in order, keys, explanations, references and tags", () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 4 }), (questions) => {
        const text = writeGift(questions);
        const parsed = parseGift(text);
        if (!parsed.ok) throw new Error(`${parsed.error}\n${text}`);
        expect(parsed.questions.map(({ line: _line, ...rest }) => rest)).toEqual(questions);
        // Each question names the line that opens its answers (it is written on one line).
        const lines = text.split("\n");
        for (const { line } of parsed.questions) expect(lines[line - 1]).toMatch(/ \{$/);
      }),
      { numRuns: 1500 },
    );
  });

  it("never throws on text made of GIFT's special characters, and every refusal names a line of it", () => {
    fc.assert(
      fc.property(fc.string({ unit: piece, maxLength: 60 }), (text) => {
        const parsed = parseGift(text);
        if (parsed.ok) return;
        expect(parsed.error.startsWith(`Line ${parsed.line}: `)).toBe(true);
        expect(parsed.line).toBeGreaterThanOrEqual(1);
        expect(parsed.line).toBeLessThanOrEqual(text.replace(/^\ufeff/, "").split(/\r\n|\r|\n/).length);
      }),
      { numRuns: 500 },
    );
  });
});
