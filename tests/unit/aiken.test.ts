import { describe, expect, it } from "vitest";
import { parseAiken } from "@/lib/quizzes/aiken";

const sample = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const answer = "ABCD"[index % 4];
    return [`Question number ${index + 1}?`, "A. first", "B) second", "C. third", "D. fourth", `ANSWER: ${answer}`].join("\n");
  }).join("\n\n");

describe("parseAiken", () => {
  it("round-trips a 20-question sample", () => {
    const result = parseAiken(`${sample(20)}\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questions).toHaveLength(20);
    result.questions.forEach((question, index) => {
      expect(question.question).toBe(`Question number ${index + 1}?`);
      expect(question.options.map((option) => option.option)).toEqual(["first", "second", "third", "fourth"]);
      expect(question.options.findIndex((option) => option.isCorrect)).toBe(index % 4);
    });
  });

  it("accepts Windows line endings, a BOM, lower-case answer and several blank lines", () => {
    const result = parseAiken("\uFEFFWhat?\r\nA. yes\r\nB. no\r\nanswer: b\r\n\r\n\r\nWhy?\nA. x\nB. y\nANSWER: A");
    expect(result.ok && result.questions.map((question) => question.options.findIndex((option) => option.isCorrect))).toEqual([1, 0]);
  });

  it.each([
    ["Q?\nA. a\nC. c\nANSWER: A", 3, /expected option "B\."/],
    ["Q?\nA. a\nB. b\nANSWER: E", 4, /"E" is not one of the options/],
    ["Q?\nA. a\nB. b\n\nNext?", 4, /no "ANSWER:" line/],
    ["A. orphan option", 1, /expected a question/],
    ["Q?\nA. only one\nANSWER: A", 3, /at least two options/],
    ["Q?\nA. a\nB. b\nstray text\nANSWER: A", 4, /found "stray text"/],
    ["Q?\nA. a\nB. b", 3, /no "ANSWER:" line/],
    ["\n\n", 1, /no questions/],
    ["Q?\nA. a\nB. b\nANSWER: A\n\n".repeat(301), 1501, /at most 300 questions; this is question 301/],
  ])("reports a malformed line by number: %j", (text, line, message) => {
    const result = parseAiken(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(line);
    expect(result.error).toMatch(new RegExp(`^Line ${line}: `));
    expect(result.error).toMatch(message);
  });
});
