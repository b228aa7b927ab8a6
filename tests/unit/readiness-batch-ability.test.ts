import { describe, expect, it } from "vitest";
import { eapAbility } from "@/lib/readiness/ability";
import { eapAbilities } from "@/lib/readiness/batch-ability";
import { normalSample } from "@/lib/readiness/simulate";
import { seededRandom } from "../support/readiness";

/** Learners' records as the calibration run groups them: one learner after another, in order. */
function grouped(records: { item: number[]; correct: number[] }[]) {
  const start = new Int32Array(records.length + 1);
  records.forEach((record, p) => (start[p + 1] = start[p]! + record.item.length));
  const item = Int32Array.from(records.flatMap((record) => record.item));
  const correct = Uint8Array.from(records.flatMap((record) => record.correct));
  return { start, order: Int32Array.from(item, (_, i) => i), item, correct };
}

describe('eapAbilities (every learner at once, docs/rules.md "Readiness")', () => {
  const random = seededRandom(7);
  const difficulty = normalSample(random, 400);
  difficulty[399] = NaN; // a question off the scale
  const draw = (answers: number, ability: number) => {
    const item = Array.from({ length: answers }, () => Math.floor(random() * 400));
    const correct = item.map((j) => (random() < 1 / (1 + Math.exp(difficulty[j]! - ability)) ? 1 : 0));
    return { item, correct };
  };
  const records = [
    draw(0, 0),
    { item: [399, 399], correct: [1, 0] }, // only off-scale answers
    { item: [1, 2, 3, 4, 5], correct: [1, 1, 1, 1, 1] }, // all right
    { item: [1, 2, 3, 4, 5], correct: [0, 0, 0, 0, 0] }, // all wrong
    { item: Array.from({ length: 300 }, (_, j) => j), correct: Array.from({ length: 300 }, () => 1) }, // 300 right: near the grid's edge
    ...[10, 50, 200, 500, 1000].map((answers) => draw(answers, normalSample(random, 1)[0]!)),
    draw(4000, 0.5), // a posterior too narrow for the shared grid
  ];
  const batch = eapAbilities(difficulty, grouped(records));

  it("gives each learner eapAbility's estimate and SD, to 10⁻⁴ logits", () => {
    records.forEach((record, p) => {
      const onScale = record.item.filter((j) => Number.isFinite(difficulty[j]!));
      expect(batch.answersUsed[p]).toBe(onScale.length);
      if (onScale.length === 0) {
        expect(Number.isNaN(batch.ability[p]!)).toBe(true);
        return;
      }
      const alone = eapAbility({ difficulty: record.item.map((j) => difficulty[j]!), correct: record.correct });
      expect(batch.ability[p]!, `learner ${p}`).toBeCloseTo(alone.ability, 4);
      expect(batch.se[p]!, `learner ${p}`).toBeCloseTo(alone.se, 4);
    });
  });

  it("places all right above the prior mean and all wrong below it", () => {
    expect(batch.ability[2]!).toBeGreaterThan(0);
    expect(batch.ability[3]!).toBeLessThan(0);
    expect(batch.ability[4]!).toBeGreaterThan(batch.ability[2]!);
  });
});
