import { z } from "zod";

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
  position: "below" | "around" | "above" | null;
  /** Percent of learners with a readiness whose ability is below this learner's. */
  percentile: number | null;
  updatedAt: string | null;
};

export const PASS_MARK_MESSAGE = "must be a whole number from 1 to 100.";

export const readinessSettingsSchema = z.object({
  passMark: z.number({ error: PASS_MARK_MESSAGE }).int(PASS_MARK_MESSAGE).min(1, PASS_MARK_MESSAGE).max(100, PASS_MARK_MESSAGE),
});
export type ReadinessSettingsInput = z.infer<typeof readinessSettingsSchema>;
