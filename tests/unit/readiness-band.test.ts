// From ability to a predicted score with its range (docs/rules.md, "Readiness"): the curve, the
// band, the position against the pass mark, and the band's honesty on a fresh 200-question paper.
import { describe, expect, it } from "vitest";
import { calibrateRasch, expectedPercent, position, readinessBand, testCurve } from "@/lib/readiness";
import { simulateCoverage } from "@/lib/readiness/honesty";
import { normalSample, seededRandom, simulateAnswers } from "@/lib/readiness/simulate";

describe("testCurve and expectedPercent", () => {
  const curve = testCurve([-1, 0, 1, NaN]);

  it("is the mean chance over the calibrated items on −6..6 by 0.05, skipping off-scale ones", () => {
    expect(curve.from).toBe(-6);
    expect(curve.step).toBe(0.05);
    expect(curve.percents).toHaveLength(241);
    expect(expectedPercent(curve, 0)).toBeCloseTo(50, 6); // symmetric items
    const at1 = (100 * (1 / (1 + Math.exp(-2)) + 1 / (1 + Math.exp(-1)) + 0.5)) / 3;
    expect(expectedPercent(curve, 1)).toBeCloseTo(at1, 6);
    for (let k = 1; k < curve.percents.length; k++) expect(curve.percents[k]).toBeGreaterThan(curve.percents[k - 1]!);
  });

  it("interpolates between grid points and stays flat beyond the grid", () => {
    const mid = (expectedPercent(curve, 0.5) + expectedPercent(curve, 0.55)) / 2;
    expect(expectedPercent(curve, 0.525)).toBeCloseTo(mid, 9);
    expect(expectedPercent(curve, -9)).toBe(curve.percents[0]);
    expect(expectedPercent(curve, 9)).toBe(curve.percents[240]);
  });

  it("refuses a bank with nothing on the scale", () => {
    expect(() => testCurve([NaN])).toThrow(/no calibrated difficulty/);
  });
});

describe("readinessBand and position", () => {
  const curve = testCurve([-1, 0, 1]);

  it("holds the prediction, widens with the ability's SE, and never narrows below a 200-question paper's luck", () => {
    const sure = readinessBand(curve, 0, 0);
    expect(sure.predictedPercent).toBeCloseTo(50, 6);
    // Only the binomial part: 1.2816 × 100 × √(0.25 / 200) = 4.53 points each side.
    expect(sure.high - sure.predictedPercent).toBeCloseTo(4.53, 2);
    expect(sure.predictedPercent - sure.low).toBeCloseTo(4.53, 2);
    const unsure = readinessBand(curve, 0, 0.5);
    expect(unsure.low).toBeLessThan(sure.low);
    expect(unsure.high).toBeGreaterThan(sure.high);
    const wider = readinessBand(curve, 0, 0.5, 0.95);
    expect(wider.high - wider.low).toBeGreaterThan(unsure.high - unsure.low);
  });

  it("stays within 0..100 at the ends of the scale", () => {
    const top = readinessBand(curve, 8, 1);
    expect(top.high).toBeLessThanOrEqual(100);
    expect(top.low).toBeGreaterThanOrEqual(0);
    expect(top.low).toBeLessThan(top.predictedPercent);
  });

  it("is below when the band's top is under the pass mark, above when its bottom is over, else around", () => {
    expect(position({ low: 50, high: 69.9 }, 70)).toBe("below");
    expect(position({ low: 60, high: 70 }, 70)).toBe("around");
    expect(position({ low: 70, high: 80 }, 70)).toBe("around");
    expect(position({ low: 70.1, high: 80 }, 70)).toBe("above");
  });
});

describe("the 80 % band is honest (seeded simulation)", () => {
  it("holds the score on a fresh 200-question paper 75–85 % of the time", () => {
    // A bank of 400 questions calibrated from 100 answers each, then 2500 fresh learners with 50–150 answers.
    const random = seededRandom(80);
    const trueDifficulty = normalSample(random, 400);
    const calibration = calibrateRasch(simulateAnswers(random, normalSample(random, 1000), trueDifficulty, 40), {
      persons: 1000,
      items: 400,
    });
    const coverage = simulateCoverage(random, trueDifficulty, calibration.difficulty, { learners: 2500, answersFrom: 50, answersTo: 150 });
    expect(coverage.share).toBeGreaterThanOrEqual(0.75);
    expect(coverage.share).toBeLessThanOrEqual(0.85);
  });
});
