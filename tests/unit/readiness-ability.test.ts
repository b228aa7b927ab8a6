// A learner's EAP ability (docs/rules.md, "Readiness"): finite for every pattern, on the right side
// of the prior, and the same from objects or columns.
import { describe, expect, it } from "vitest";
import { chanceOfRight, eapAbility } from "@/lib/readiness";
import { drawAnswer, normalSample, seededRandom } from "@/lib/readiness/simulate";

const spread = Array.from({ length: 40 }, (_, k) => -1.95 + k * 0.1); // symmetric about 0

describe("eapAbility", () => {
  it("gives a perfect score a finite ability above the prior mean, and a zero score one below", () => {
    const perfect = eapAbility(spread.map((difficulty) => ({ difficulty, correct: true })));
    const zero = eapAbility(spread.map((difficulty) => ({ difficulty, correct: false })));
    expect(Number.isFinite(perfect.ability) && Number.isFinite(perfect.se)).toBe(true);
    expect(perfect.ability).toBeGreaterThan(1.5);
    expect(zero.ability).toBeLessThan(-1.5);
    // Symmetric items: the two are mirror images.
    expect(perfect.ability + zero.ability).toBeCloseTo(0, 2);
    expect(perfect.se).toBeCloseTo(zero.se, 3);
  });

  it("returns the prior itself without answers (off-scale answers are skipped)", () => {
    const none = eapAbility([{ difficulty: NaN, correct: true }]);
    expect(none.ability).toBeCloseTo(0, 6);
    expect(none.se).toBeCloseTo(1, 2);
    const shifted = eapAbility([], { mean: 1, sd: 0.5 });
    expect(shifted.ability).toBeCloseTo(1, 6);
    expect(shifted.se).toBeCloseTo(0.5, 3);
  });

  /** Posterior mean and SD by brute force on a fine grid over from..to. */
  function bruteForce(answers: { difficulty: number; correct: boolean }[], from: number, to: number, step: number) {
    let mass = 0;
    let first = 0;
    let second = 0;
    let top = -Infinity;
    const logs: number[] = [];
    for (let theta = from; theta <= to; theta += step) {
      let sum = -0.5 * theta * theta;
      for (const a of answers) sum += Math.log(a.correct ? chanceOfRight(theta, a.difficulty) : 1 - chanceOfRight(theta, a.difficulty));
      logs.push(sum);
      top = Math.max(top, sum);
    }
    logs.forEach((sum, k) => {
      const theta = from + k * step;
      const w = Math.exp(sum - top);
      mass += w;
      first += w * theta;
      second += w * theta * theta;
    });
    const mean = first / mass;
    return { ability: mean, se: Math.sqrt(second / mass - mean * mean) };
  }

  it("matches a brute-force posterior on a fine grid", () => {
    const answers = spread.map((difficulty, k) => ({ difficulty, correct: k % 3 !== 0 }));
    const exact = bruteForce(answers, -8, 8, 0.001);
    const estimate = eapAbility(answers);
    expect(estimate.ability).toBeCloseTo(exact.ability, 3);
    expect(estimate.se).toBeCloseTo(exact.se, 3);
  });

  it("matches it too for a long record, whose difficulties are pooled on a grid", () => {
    const random = seededRandom(5);
    const answers = Array.from(normalSample(random, 3000), (difficulty) => ({
      difficulty,
      correct: drawAnswer(random, 0.4, difficulty) === 1,
    }));
    const exact = bruteForce(answers, -0.5, 1.5, 0.001);
    const estimate = eapAbility(answers);
    expect(estimate.ability).toBeCloseTo(exact.ability, 4);
    expect(estimate.se).toBeCloseTo(exact.se, 4);
  });

  it("reads typed columns like objects, and narrows with more answers", () => {
    const random = seededRandom(11);
    const difficulty = normalSample(random, 2000);
    const correct = Uint8Array.from(difficulty, (b) => drawAnswer(random, 0.7, b));
    const fromColumns = eapAbility({ difficulty, correct });
    const fromObjects = eapAbility(Array.from(difficulty, (b, k) => ({ difficulty: b, correct: correct[k] === 1 })));
    expect(fromColumns).toEqual(fromObjects);
    expect(Math.abs(fromColumns.ability - 0.7)).toBeLessThan(3 * fromColumns.se);
    expect(fromColumns.se).toBeLessThan(0.06);
    const fewer = eapAbility({ difficulty: difficulty.subarray(0, 50), correct: correct.subarray(0, 50) });
    expect(fewer.se).toBeGreaterThan(fromColumns.se * 4);
  });
});

describe("chanceOfRight", () => {
  it("is one half at equal ability and difficulty and rises with ability", () => {
    expect(chanceOfRight(1.3, 1.3)).toBe(0.5);
    expect(chanceOfRight(1, 0)).toBeCloseTo(0.7311, 4);
    expect(chanceOfRight(0, 1)).toBeCloseTo(0.2689, 4);
  });
});
