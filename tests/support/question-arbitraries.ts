import fc from "fast-check";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { isSingleLine } from "@/lib/single-line";
import { tagNameSchema, uniqueTagNames } from "@/lib/questions/tag-names";

/**
 * Questions the app can store, with awkward texts, for the round-trip property tests (GIFT and
 * spreadsheets): export then import gives back every one of them, byte for byte. What the app can
 * store (lib/quizzes/schemas.ts, draft.ts, insert-questions.ts, bank-fields.ts, lib/questions/tag-names.ts):
 * - question and option texts are trimmed and not empty; explanations and the reference are trimmed,
 *   and empty ones are absent (a question's explanation reads "" here, an option's null); none holds
 *   NUL or a lone surrogate (PostgreSQL refuses them);
 * - tags are what tagNameSchema leaves (trimmed, runs of whitespace as one space, 1–40 characters,
 *   one line), without case-insensitive repeats;
 * - the reference is drawn multi-line too: rows stored before it became single-line still export;
 * - the title is one line or absent (null), drawn from the same awkward pieces (`::`, `\\`, `{`…);
 * - a question has 2 to 10 options and at least one right. (A one-option question can be stored but
 *   is not multiple choice in GIFT: the importer refuses it, and this test does not generate one.)
 */
export const FRAGMENTS = [
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
export const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }).filter((char) => !char.includes("\0")) },
);
export const stored = (maxLength: number) =>
  fc
    .string({ unit: piece, minLength: 1, maxLength })
    .map((text) => text.trim())
    .filter((text) => text !== "");
const tag = fc
  .string({ unit: piece, minLength: 1, maxLength: 12 })
  .map((text) => tagNameSchema.safeParse(text))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

/** Trimmed, not empty, one line (lib/single-line.ts). */
export const singleLineText = (maxLength: number) => stored(maxLength).filter(isSingleLine);
const title = fc.option(singleLineText(10), { nil: null });

const option = fc.record({ option: stored(10), isCorrect: fc.boolean(), explanation: fc.option(stored(10), { nil: null }) });
/** `reference` can narrow the references drawn (spreadsheets: single-line only, as the app now stores them). */
export const storableQuestion = (
  reference: fc.Arbitrary<string | null> = fc.option(stored(10), { nil: null }),
): fc.Arbitrary<QuestionDraft> =>
  fc
    .record({
      title,
      question: stored(14),
      explanation: fc.oneof(fc.constant(""), stored(10)),
      reference,
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
