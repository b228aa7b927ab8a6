import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseGift, writeGift } from "@/lib/quizzes/gift";
import { readDocxBytes } from "@/lib/quizzes/docx-convert";
import { docx, li, p, type Para, type Run } from "../support/docx";

/**
 * Words an author types, awkward ones included (typographic quotes, `&`, `<`, non-breaking
 * spaces, numbers with dots, "A-fib", emoji, right-to-left script); none of them is a marker on its own.
 */
const WORD = fc.constantFrom(
  ..."Which drug dose causes the most likely diagnosis is of".split(" "),
  "‘quoted’",
  "“double”",
  "it’s",
  "a\u00a0b",
  "&",
  "<b>",
  "x>y",
  "1.5",
  "2)",
  "A-fib",
  "(see",
  "below)",
  "50%",
  "🩺",
  "مرحبا",
  "café",
  "Key",
  "answer",
);
/** A text does not start with what reads as a marker or a key line ("2) …", "Key A-fib"): docs/rules.md says so. */
const LEAD = WORD.filter((word) => !["2)", "Key", "answer"].includes(word));
const TEXT = fc.tuple(LEAD, fc.array(WORD, { maxLength: 5 })).map(([lead, words]) => [lead, ...words].join(" "));
const QUESTION = fc.record({ stem: TEXT, options: fc.uniqueArray(TEXT, { minLength: 2, maxLength: 5 }) }).chain((question) =>
  fc.record({
    stem: fc.constant(`Stem ${question.stem}`),
    options: fc.constant(question.options),
    key: fc.nat(question.options.length - 1),
  }),
);

type Bank = { stem: string; options: string[]; key: number }[];
const STEMS = ["1.", "1)", "Q1.", "Q.1", "Question 1:", "auto"] as const;
const OPTIONS = ["A.", "a)", "(A)", "A-", "inline", "list"] as const;
const KEYS = ["line", "bold", "underline", "highlight", "star"] as const;
type Style = { stem: (typeof STEMS)[number]; option: (typeof OPTIONS)[number]; key: (typeof KEYS)[number] };
const STYLE = fc.record({ stem: fc.constantFrom(...STEMS), option: fc.constantFrom(...OPTIONS), key: fc.constantFrom(...KEYS) });

const letter = (index: number) => String.fromCharCode(65 + index);
const marker = (style: Style["option"], index: number) =>
  style === "a)"
    ? `${letter(index).toLowerCase()}) `
    : style === "(A)"
      ? `(${letter(index)}) `
      : style === "A-"
        ? `${letter(index)}- `
        : `${letter(index)}. `;

/** The bank as an author would type it in Word, in one style. */
function written(bank: Bank, style: Style): Para[] {
  return bank.flatMap((question, number) => {
    const stemText = style.stem === "auto" ? question.stem : `${style.stem.replace("1", String(number + 1))} ${question.stem}`;
    const stem = style.stem === "auto" ? li(1, 0, stemText) : p(stemText);
    const runsOf = (text: string, isKey: boolean): Run[] => {
      if (!isKey || style.key === "line") return [text];
      if (style.key === "star") return [`${text}*`];
      return [
        {
          text,
          bold: style.key === "bold",
          underline: style.key === "underline",
          highlight: style.key === "highlight" ? "yellow" : undefined,
        },
      ];
    };
    let options: Para[];
    if (style.option === "list") {
      options = question.options.map((text, index) =>
        style.stem === "auto" ? li(1, 1, ...runsOf(text, index === question.key)) : li(2, 0, ...runsOf(text, index === question.key)),
      );
    } else if (style.option === "inline") {
      options = [
        p(
          ...question.options.flatMap((text, index) => [
            index === 0 ? "A. " : `  ${letter(index)}. `,
            ...runsOf(text, index === question.key),
          ]),
        ),
      ];
    } else {
      options = question.options.map((text, index) => p(marker(style.option, index), ...runsOf(text, index === question.key)));
    }
    const key = style.key === "line" ? [p(`Answer: ${letter(question.key)}`)] : [];
    return [stem, ...options, ...key];
  });
}

describe("Word import: a bank exported as GIFT and written as a .docx", () => {
  it("comes back with the same stems, options in order and keys, in every authoring style", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(QUESTION, { minLength: 1, maxLength: 4 }), STYLE, async (generated, style) => {
        // The bank as GIFT exports it and reads it back: what the app holds.
        const gift = parseGift(
          writeGift(
            generated.map((question) => ({
              question: question.stem,
              explanation: "",
              options: question.options.map((option, index) => ({ option, isCorrect: index === question.key })),
            })),
          ),
        );
        if (!gift.ok) throw new Error(gift.error);
        const bank: Bank = gift.questions.map((question) => ({
          stem: question.question,
          options: question.options.map((option) => option.option),
          key: question.options.findIndex((option) => option.isCorrect),
        }));
        const bytes = docx(written(bank, style));
        // Read in this thread: the property is about the reading, and a thread per run would only add time.
        const read = await readDocxBytes(bytes, 'The file "bank.docx"');
        expect(read.problems).toEqual([]);
        const normalise = (text: string) => text.replace(/\u00a0/g, " ");
        expect(
          read.questions.map((question) => ({
            stem: question.question,
            options: question.options.map((option) => option.option),
            key: question.options.findIndex((option) => option.isCorrect),
          })),
        ).toEqual(bank.map((question) => ({ ...question, stem: normalise(question.stem), options: question.options.map(normalise) })));
      }),
      { numRuns: 150 },
    );
  });
});
