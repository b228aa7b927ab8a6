import { describe, expect, it } from "vitest";
import { newQuestionsFigure } from "@/lib/plan/new-questions-figure";

// docs/rules.md, "Study plan": the Today card's new questions against the day's share.
describe("the Today card's new questions", () => {
  it("counts towards the day's share while short of it", () => {
    expect(newQuestionsFigure(0, 10)).toEqual({ value: "0 of 10", note: null });
    expect(newQuestionsFigure(9, 10)).toEqual({ value: "9 of 10", note: null });
  });

  it('says what was done once the share is met, never "10 of 1"', () => {
    expect(newQuestionsFigure(1, 1)).toEqual({ value: "1 done", note: "Today's goal of 1 is met." });
    expect(newQuestionsFigure(10, 1)).toEqual({ value: "10 done", note: "Today's goal of 1 is met." });
    for (const [done, perDay] of [
      [10, 1],
      [5, 3],
      [3, 3],
    ] as const)
      expect(newQuestionsFigure(done, perDay).value).not.toMatch(/ of /);
  });

  it("shows the count alone without a share: no exam date, or nothing left to learn", () => {
    expect(newQuestionsFigure(4, null)).toEqual({ value: "4", note: "Set an exam date for a daily target." });
    expect(newQuestionsFigure(0, 0)).toEqual({ value: "0", note: "No new questions left in your subjects." });
    expect(newQuestionsFigure(3, 0)).toEqual({ value: "3", note: "No new questions left in your subjects." });
  });
});
