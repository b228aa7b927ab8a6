/**
 * Is the readiness band honest? A seeded simulation shared by tests/unit/readiness-band.test.ts and
 * bench/readiness.mjs (docs/rules.md, "Readiness"): fresh learners answer questions of a calibrated
 * bank, get an EAP ability and a band from the calibrated difficulties, then sit a fresh
 * 200-question paper drawn from the bank, answered under their true ability and the true
 * difficulties. An honest 80 % band holds about 80 % of those scores.
 */
import { eapAbility } from "./ability";
import { readinessBand, testCurve } from "./band";
import { BAND_LEVEL, REFERENCE_PAPER_QUESTIONS } from "./constants";
import { drawAnswer, drawDistinct, normalDraw } from "./simulate";

export type CoverageOptions = {
  learners: number;
  /** Each learner answers a number of questions drawn evenly from this range before the paper. */
  answersFrom: number;
  answersTo: number;
  level?: number;
};

export type Coverage = { learners: number; inside: number; share: number; meanWidth: number };

/** Runs the simulation; abilities are drawn from N(0, 1), the prior eapAbility assumes. */
export function simulateCoverage(
  random: () => number,
  trueDifficulty: Float64Array,
  calibrated: Float64Array,
  options: CoverageOptions,
): Coverage {
  const { learners, answersFrom, answersTo, level = BAND_LEVEL } = options;
  const bank = Int32Array.from(Array.from(calibrated.keys()).filter((i) => Number.isFinite(calibrated[i])));
  const curve = testCurve(calibrated);
  let inside = 0;
  let width = 0;
  for (let learner = 0; learner < learners; learner++) {
    const theta = normalDraw(random);
    const count = answersFrom + Math.floor(random() * (answersTo - answersFrom + 1));
    const asked = drawDistinct(random, bank, count);
    const difficulty = Float64Array.from(asked, (i) => calibrated[i]!);
    const correct = Uint8Array.from(asked, (i) => drawAnswer(random, theta, trueDifficulty[i]!));
    const { ability, se } = eapAbility({ difficulty, correct });
    const band = readinessBand(curve, ability, se, level);
    let right = 0;
    for (const i of drawDistinct(random, bank, REFERENCE_PAPER_QUESTIONS)) right += drawAnswer(random, theta, trueDifficulty[i]!);
    const percent = (100 * right) / REFERENCE_PAPER_QUESTIONS;
    if (percent >= band.low && percent <= band.high) inside++;
    width += band.high - band.low;
  }
  return { learners, inside, share: inside / learners, meanWidth: width / learners };
}
