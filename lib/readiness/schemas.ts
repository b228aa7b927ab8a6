import { z } from "zod";

/**
 * Which questions move a learner's prediction (docs/rules.md, "Readiness"): calibrated ones, in the
 * practice bank. `inSubjects`: those the learner may practise now (running access); `unanswered`:
 * of those, the ones they never answered, what "At my level" draws first; `elsewhere`: subjects
 * they do not hold that have calibrated questions, most first.
 */
export type CountingQuestions = {
  inSubjects: number;
  unanswered: number;
  elsewhere: { id: string; name: string; questions: number }[];
};

/**
 * The card's one next step: `practise`, a tutor session of "At my level" (calibrated questions the
 * learner has not answered first) of `questions` questions; `addSubject`, none of their subjects has
 * a calibrated question left to answer and these subjects do; `wait`, no calibrated question they
 * could answer anywhere, until the next calibration adds some.
 */
export type ReadinessNextStep =
  { kind: "practise"; questions: number } | { kind: "addSubject"; subjects: CountingQuestions["elsewhere"] } | { kind: "wait" };

/** What GET /api/readiness answers (docs/rules.md, "Readiness"); safe for the client. */
export type ReadinessView = {
  status: "ready" | "needsMore";
  /** First answers to questions on the scale. */
  answersUsed: number;
  /** needsMore: how many more answers on the scale make a readiness; 0 when ready. */
  answersNeeded: number;
  itemsOnScale: number;
  predictedPercent: number | null;
  low: number | null;
  high: number | null;
  /** The admin's pass mark, percent on the reference paper. */
  passMark: number;
  /** The words the card names it with: "FCPS pass mark 70% (estimate)" (lib/sitting-rules/pass.ts). */
  passMarkLabel: string;
  /** The band's coverage (0.8: "an 80% range"). */
  bandLevel: number;
  position: "below" | "around" | "above" | null;
  /** Percent of learners with a readiness whose ability is below this learner's. */
  percentile: number | null;
  /** The same as counts: learners with a readiness, and how many of them are below this learner. */
  peers: { below: number; total: number } | null;
  /** When the learner's ability last moved. */
  updatedAt: string | null;
  /** When the questions' difficulties were last worked out (the last calibration that finished); null before any. */
  calibratedAt: string | null;
  counting: CountingQuestions;
  nextStep: ReadinessNextStep;
};

/** The pass mark's bounds, whole percents: the schema checks them and the admin's form states them from here. */
export const PASS_MARK_BOUNDS = { min: 1, max: 100 } as const;
export const PASS_MARK_MESSAGE = `must be a whole number from ${PASS_MARK_BOUNDS.min} to ${PASS_MARK_BOUNDS.max}.`;

export const readinessSettingsSchema = z.object({
  passMark: z
    .number({ error: PASS_MARK_MESSAGE })
    .int(PASS_MARK_MESSAGE)
    .min(PASS_MARK_BOUNDS.min, PASS_MARK_MESSAGE)
    .max(PASS_MARK_BOUNDS.max, PASS_MARK_MESSAGE),
});
export type ReadinessSettingsInput = z.infer<typeof readinessSettingsSchema>;
