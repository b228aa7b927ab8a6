import { describe, expect, it } from "vitest";
import { attemptPassed, meetsPassMark, passMarkFor, QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { computeResult } from "@/lib/attempts/rules";
import { bandRangeName } from "@/lib/readiness/constants";
import { chooseEntitlement } from "@/lib/entitlements";

const quizMark = passMarkFor("quiz", 70);

describe("computeResult", () => {
  it("scores correct × marks out of questions × marks, with the mark it was judged against", () => {
    expect(computeResult({ totalQuestions: 6, answered: 5, correct: 4, eachQuestionMarks: 2 }, quizMark)).toEqual({
      score: 8,
      totalMarks: 12,
      correct: 4,
      incorrect: 1,
      totalAttempts: 5,
      totalQuestions: 6,
      percentage: 66.67,
      passed: true,
      passMark: { kind: "quiz", percent: 50, label: "quiz pass mark 50%" },
    });
  });

  it("passes a quiz at exactly half the marks and fails just below", () => {
    expect(computeResult({ totalQuestions: 4, answered: 4, correct: 2, eachQuestionMarks: 1 }, quizMark).passed).toBe(true);
    expect(computeResult({ totalQuestions: 5, answered: 5, correct: 2, eachQuestionMarks: 1 }, quizMark).passed).toBe(false);
  });

  it("handles an empty attempt", () => {
    expect(computeResult({ totalQuestions: 3, answered: 0, correct: 0, eachQuestionMarks: 1 }, quizMark)).toMatchObject({
      score: 0,
      percentage: 0,
      passed: false,
    });
  });
});

describe("what a pass is", () => {
  it("judges a quiz at the quiz pass mark and a grand test at the exam pass mark, each named", () => {
    expect(passMarkFor("quiz", 70)).toEqual({ kind: "quiz", percent: QUIZ_PASS_PERCENT, label: "quiz pass mark 50%" });
    expect(passMarkFor("grand_test", 70)).toEqual({ kind: "grand_test", percent: 70, label: "FCPS pass mark 70% (estimate)" });
    // 31 of 45 (68.89%): a quiz passed, a mock of the exam not.
    expect(attemptPassed({ kind: "quiz", score: 31, totalMarks: 45 }, 70)).toBe(true);
    expect(attemptPassed({ kind: "grand_test", score: 31, totalMarks: 45 }, 70)).toBe(false);
    expect(attemptPassed({ kind: "grand_test", score: 7, totalMarks: 10 }, 70)).toBe(true);
    expect(attemptPassed({ kind: "grand_test", score: 31, totalMarks: 45 }, 65)).toBe(true);
  });

  it("compares in whole numbers, so an exact share is a pass, and never passes an empty paper", () => {
    expect(meetsPassMark(7, 10, { percent: 70 })).toBe(true);
    expect(meetsPassMark(69, 100, { percent: 70 })).toBe(false);
    expect(meetsPassMark(0, 0, { percent: 1 })).toBe(false);
  });

  it("names the readiness band with the article it is read with", () => {
    expect(bandRangeName()).toBe("an 80% range");
    expect(bandRangeName(0.9)).toBe("a 90% range");
    expect(bandRangeName(0.11)).toBe("an 11% range");
  });
});

describe("chooseEntitlement", () => {
  const soon = { id: "soon", endsAt: new Date("2026-12-01") };
  const later = { id: "later", endsAt: new Date("2027-01-01") };

  it("charges the entitlement ending first that still has attempts", () => {
    expect(chooseEntitlement([soon, later], new Map([["soon", 1]]))).toMatchObject({
      entitlementId: "soon",
      attemptsUsed: 1,
      attemptsLeft: 1,
    });
    expect(chooseEntitlement([soon, later], new Map([["soon", 2]]))).toMatchObject({
      entitlementId: "later",
      attemptsUsed: 0,
      attemptsLeft: 2,
    });
  });

  it("reports 2 / 2 when every entitlement is used up, and refuses without one", () => {
    expect(chooseEntitlement([soon], new Map([["soon", 2]]))).toMatchObject({ attemptsUsed: 2, attemptsLeft: 0 });
    expect(chooseEntitlement([], new Map())).toEqual({ allowed: false, reason: "no-entitlement" });
  });
});
