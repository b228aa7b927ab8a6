/**
 * From an ability to a predicted score on the reference paper, with its range (docs/rules.md,
 * "Readiness"): the test characteristic curve of a paper drawn like the bank, the band around the
 * prediction, and where the band lies against the pass mark.
 */
import { BAND_LEVEL, REFERENCE_PAPER_QUESTIONS } from "./constants";
import { chanceOfRight, normalQuantile } from "./logistic";

/** Expected percent on the reference paper at abilities from, from + step, …; stored with a calibration run. */
export type TestCurve = { from: number; step: number; percents: number[] };
export type ReadinessBand = { predictedPercent: number; low: number; high: number };
export type Position = "below" | "around" | "above";

const CURVE_FROM = -6;
const CURVE_TO = 6;
const CURVE_STEP = 0.05;

/**
 * The expected percent correct on a reference paper drawn like the bank: at each ability on the grid
 * −6..6 by 0.05, 100 × the mean over the calibrated questions of the chance of a right answer.
 * Difficulties that are not finite (questions off the scale) are skipped; with none left it throws,
 * since there is no scale to predict on.
 */
export function testCurve(difficulties: ArrayLike<number>): TestCurve {
  const finite: number[] = [];
  for (let i = 0; i < difficulties.length; i++) if (Number.isFinite(difficulties[i])) finite.push(difficulties[i]!);
  if (finite.length === 0) throw new RangeError("testCurve: no calibrated difficulty to draw the curve from");
  const points = Math.round((CURVE_TO - CURVE_FROM) / CURVE_STEP) + 1;
  const percents: number[] = [];
  for (let k = 0; k < points; k++) {
    const theta = CURVE_FROM + k * CURVE_STEP;
    let sum = 0;
    for (const b of finite) sum += chanceOfRight(theta, b);
    percents.push((100 * sum) / finite.length);
  }
  return { from: CURVE_FROM, step: CURVE_STEP, percents };
}

/** The curve's percent at `ability`, interpolated linearly between grid points; flat beyond the grid's ends. */
export function expectedPercent(curve: TestCurve, ability: number): number {
  const last = curve.percents.length - 1;
  const at = (ability - curve.from) / curve.step;
  if (!(at > 0)) return curve.percents[0]!;
  if (at >= last) return curve.percents[last]!;
  const k = Math.floor(at);
  const share = at - k;
  return curve.percents[k]! * (1 - share) + curve.percents[k + 1]! * share;
}

/**
 * The predicted percent on a fresh reference paper and a band meant to hold the learner's score
 * there `level` of the time (80 % by default). Two independent sources of spread, whose variances
 * add: not knowing the ability exactly (the curve at ability ± z·se, z = 1.2816 for 80 %, which
 * keeps the curve's asymmetry near 0 and 100 %), and the luck of a 200-question paper: each
 * answer on a paper drawn like the bank is right with chance p = predicted ÷ 100, so the score's SD
 * is 100·√(p(1 − p)/200) points. Each side's half-width is √(curve part² + (z·binomial SD)²), clamped
 * to 0..100.
 */
export function readinessBand(curve: TestCurve, ability: number, se: number, level = BAND_LEVEL): ReadinessBand {
  const z = normalQuantile(0.5 + level / 2);
  const predictedPercent = expectedPercent(curve, ability);
  const p = predictedPercent / 100;
  const luck = z * 100 * Math.sqrt((p * (1 - p)) / REFERENCE_PAPER_QUESTIONS);
  const down = predictedPercent - expectedPercent(curve, ability - z * se);
  const up = expectedPercent(curve, ability + z * se) - predictedPercent;
  return {
    predictedPercent,
    low: Math.max(0, predictedPercent - Math.hypot(down, luck)),
    high: Math.min(100, predictedPercent + Math.hypot(up, luck)),
  };
}

/** Where the band lies against the pass mark (percent): wholly under it, wholly over it, or across it. */
export function position(band: Pick<ReadinessBand, "low" | "high">, passMark: number): Position {
  if (band.high < passMark) return "below";
  if (band.low > passMark) return "above";
  return "around";
}
