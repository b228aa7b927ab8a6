/**
 * Pass rates of the report (docs/rules.md, "Users, messages and reports"), from the pass rule of
 * lib/attempts/rules. Safe to import in client components.
 */
import { QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { percentageOf } from "@/lib/attempts/rules";

/** Finished attempts that passed, in percent to 2 decimals; null without attempts. */
export const passRateOf = (passed: number, attempts: number): number | null => (attempts > 0 ? percentageOf(passed, attempts) : null);

/**
 * A quiz is shown as passing when at least QUIZ_PASS_PERCENT of its finished attempts passed: the
 * same share a learner needs of a quiz's marks, so the report moves with the quiz pass mark.
 */
export const passRateMeetsPassMark = (passRate: number) => passRate >= QUIZ_PASS_PERCENT;

/** Decimals of a pass rate on the report ("33.3%"). */
export const PASS_RATE_DIGITS = 1;
