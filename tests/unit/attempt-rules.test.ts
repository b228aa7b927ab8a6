import { describe, expect, it } from "vitest";
import { computeResult } from "@/lib/attempts/rules";
import { chooseEntitlement } from "@/lib/entitlements";

describe("computeResult", () => {
  it("scores correct × marks out of questions × marks", () => {
    expect(computeResult({ totalQuestions: 6, answered: 5, correct: 4, eachQuestionMarks: 2 })).toEqual({
      score: 8,
      totalMarks: 12,
      correct: 4,
      incorrect: 1,
      totalAttempts: 5,
      totalQuestions: 6,
      percentage: 66.67,
      passed: true,
    });
  });

  it("passes at exactly half the marks and fails just below", () => {
    expect(computeResult({ totalQuestions: 4, answered: 4, correct: 2, eachQuestionMarks: 1 }).passed).toBe(true);
    expect(computeResult({ totalQuestions: 5, answered: 5, correct: 2, eachQuestionMarks: 1 }).passed).toBe(false);
  });

  it("handles an empty attempt", () => {
    expect(computeResult({ totalQuestions: 3, answered: 0, correct: 0, eachQuestionMarks: 1 })).toMatchObject({
      score: 0,
      percentage: 0,
      passed: false,
    });
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
