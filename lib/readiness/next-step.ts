/** The one next step the readiness card offers (docs/rules.md, "Readiness"). Pure: tested alone. */
import type { CountingQuestions, ReadinessNextStep } from "./schemas";

/** Questions in the one-tap "At my level" session the card starts. */
export const NEXT_STEP_QUESTIONS = 20;

/** Calibrated questions left to answer in their subjects: practise them; else a subject that has some; else wait. */
export function readinessNextStep(counting: CountingQuestions): ReadinessNextStep {
  if (counting.unanswered > 0) return { kind: "practise", questions: Math.min(NEXT_STEP_QUESTIONS, counting.unanswered) };
  if (counting.elsewhere.length > 0) return { kind: "addSubject", subjects: counting.elsewhere };
  return { kind: "wait" };
}
