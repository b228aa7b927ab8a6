import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseGift, writeGift } from "@/lib/quizzes/gift";
import { piece, storableQuestion } from "../support/question-arbitraries";

const question = storableQuestion();

describe("GIFT export then import", () => {
  it("gives back the same questions, titles, options in order, keys, explanations, references and tags", () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 4 }), (questions) => {
        const text = writeGift(questions);
        const parsed = parseGift(text);
        if (!parsed.ok) throw new Error(`${parsed.error}\n${text}`);
        expect(parsed.questions.map(({ line: _line, ...rest }) => rest)).toEqual(questions);
        // Each question names the line that opens its answers (it is written on one line, after its title).
        const lines = text.split("\n");
        for (const [index, { line }] of parsed.questions.entries()) {
          expect(lines[line - 1]).toMatch(/ \{$/);
          expect(lines[line - 1]!.startsWith("::")).toBe(questions[index]!.title !== null);
        }
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
