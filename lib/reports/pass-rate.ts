/**
 * Pass rates of the report (docs/rules.md, "Users, messages and reports"), from the pass rule of
 * lib/attempts/rules. Safe to import in client components.
 */
import { PASS_FRACTION, percentageOf } from "@/lib/attempts/rules";

/** Finished attempts that passed, in percent to 2 decimals; null without attempts. */
export const passRateOf = (passed: number, attempts: number): number | null => (attempts > 0 ? percentageOf(passed, attempts) : null);

/**
 * A quiz is shown as passing when at least PASS_FRACTION of its finished attempts passed: the
 * same share a learner needs of the marks, so the report moves with the pass mark.
 */
export const passRateMeetsPassMark = (passRate: number) => passRate >= PASS_FRACTION * 100;

/** Decimals of a pass rate on the report ("33.3%"). */
export const PASS_RATE_DIGITS = 1;
