import { describe, expect, it } from "vitest";
import { readinessNextStep } from "@/lib/readiness/next-step";

const elsewhere = [{ id: "s1", name: "Pharmacology", questions: 55 }];

describe("the readiness card's one next step", () => {
  it("offers the calibrated questions not yet answered in the learner's subjects, 20 at most", () => {
    expect(readinessNextStep({ inSubjects: 55, unanswered: 55, elsewhere })).toEqual({ kind: "practise", questions: 20 });
    expect(readinessNextStep({ inSubjects: 55, unanswered: 3, elsewhere: [] })).toEqual({ kind: "practise", questions: 3 });
  });

  it("names the subjects that have calibrated questions when none is left in the learner's own", () => {
    expect(readinessNextStep({ inSubjects: 0, unanswered: 0, elsewhere })).toEqual({ kind: "addSubject", subjects: elsewhere });
    expect(readinessNextStep({ inSubjects: 12, unanswered: 0, elsewhere })).toEqual({ kind: "addSubject", subjects: elsewhere });
  });

  it("says to wait when no calibrated question is left anywhere", () => {
    expect(readinessNextStep({ inSubjects: 0, unanswered: 0, elsewhere: [] })).toEqual({ kind: "wait" });
  });
});
