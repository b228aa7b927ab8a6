import { describe, expect, it } from "vitest";
import { accuracyOf, MIN_TREND_ANSWERS, weakestOf, wilsonInterval, type AccuracyCounts } from "@/lib/analytics/learner-figures";

const counts = (
  correct: number,
  answered: number,
  recent: [number, number] = [0, 0],
  previous: [number, number] = [0, 0],
): AccuracyCounts => ({
  answered,
  correct,
  recentCorrect: recent[0],
  recentAnswered: recent[1],
  previousCorrect: previous[0],
  previousAnswered: previous[1],
});
const tag = (name: string, correct: number, answered: number) => ({ name, ...accuracyOf(counts(correct, answered)) });

describe("Wilson score interval (95 %)", () => {
  it("matches the textbook figures and stays within 0–100", () => {
    expect(wilsonInterval(2, 6)).toEqual({ lower: 9.68, upper: 70 });
    expect(wilsonInterval(20, 60)).toEqual({ lower: 22.73, upper: 45.94 });
    expect(wilsonInterval(0, 5)).toEqual({ lower: 0, upper: 43.45 });
    expect(wilsonInterval(5, 5)).toEqual({ lower: 56.55, upper: 100 });
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it("narrows as answers grow at the same share", () => {
    const [few, many] = [wilsonInterval(3, 10)!, wilsonInterval(300, 1000)!];
    expect(few.upper - few.lower).toBeGreaterThan(many.upper - many.lower);
  });
});

describe("weak tags", () => {
  it("shows a 33 % tag from 6 answers and never an 83 % one", () => {
    expect(weakestOf([tag("Strong", 5, 6), tag("Weak", 2, 6)]).map((t) => t.name)).toEqual(["Weak"]);
  });

  it("never calls a tag at 70 % or more weak, however many answers, nor one with fewer than 5", () => {
    expect(weakestOf([tag("Seventy", 70, 100), tag("Four", 0, 4), tag("Ninety", 9, 10)])).toEqual([]);
  });

  it("ranks the surest weakness first: many answers mostly wrong before a few unlucky ones", () => {
    const ranked = weakestOf([tag("Unlucky", 0, 5), tag("Established", 20, 60), tag("Borderline", 2, 6), tag("Middling", 12, 20)]);
    expect(ranked.map((t) => [t.name, t.upperBound])).toEqual([
      ["Unlucky", 43.45],
      ["Established", 45.94],
      ["Borderline", 70],
      ["Middling", 78.12],
    ]);
  });

  it("keeps the 5 weakest; ties go to more answers, then the name", () => {
    const many = ["F", "E", "D", "C", "B", "A"].map((name) => tag(name, 1, 10));
    expect(weakestOf([...many, tag("G", 2, 20)]).map((t) => t.name)).toEqual(["G", "A", "B", "C", "D"]);
  });
});

describe("trend", () => {
  it("needs MIN_TREND_ANSWERS answers in both windows", () => {
    expect(accuracyOf(counts(8, 10, [3, 4], [2, 6])).trend).toBeNull(); // ▼/▲ from 4 against 6: luck
    const enough = MIN_TREND_ANSWERS;
    expect(accuracyOf(counts(0, 2 * enough, [enough, enough], [enough / 2, enough])).trend).toBe(50);
    expect(accuracyOf(counts(0, 2 * enough, [enough / 2, enough], [enough / 2, enough])).trend).toBe(0);
  });
});
