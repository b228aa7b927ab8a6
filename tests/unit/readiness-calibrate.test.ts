// The Rasch calibration (docs/rules.md, "Readiness"): hand-checked small cases and recovery of
// known parameters from seeded simulated answers.
import { describe, expect, it } from "vitest";
import { calibrateRasch, type AnswerColumns } from "@/lib/readiness";
import { correlation, normalSample, seededRandom, simulateAnswers } from "@/lib/readiness/simulate";

/** Columns from [person, item, correct] rows. */
function columns(rows: [number, number, 0 | 1][]): AnswerColumns {
  return {
    person: Int32Array.from(rows, (r) => r[0]),
    item: Int32Array.from(rows, (r) => r[1]),
    correct: Uint8Array.from(rows, (r) => r[2]),
  };
}

/** `persons` learners answering `items` items each, `right(person, item)` deciding each answer. */
function everyoneAnswers(persons: number, items: number, right: (p: number, i: number) => boolean): AnswerColumns {
  const rows: [number, number, 0 | 1][] = [];
  for (let p = 0; p < persons; p++) for (let i = 0; i < items; i++) rows.push([p, i, right(p, i) ? 1 : 0]);
  return columns(rows);
}

const small = { minAnswers: 1, minPersonAnswers: 1 };

describe("calibrateRasch on hand-checked data", () => {
  it("gives two items answered the same way difficulty 0", () => {
    // Half the learners get item 0 right and item 1 wrong, the other half the reverse.
    const result = calibrateRasch(
      everyoneAnswers(40, 2, (p, i) => p % 2 === i),
      { persons: 40, items: 2 },
      small,
    );
    expect(result.converged).toBe(true);
    expect(result.difficulty[0]).toBeCloseTo(0, 6);
    expect(result.difficulty[1]).toBeCloseTo(0, 6);
  });

  it("mirrors difficulties when the data are mirrored (right ↔ wrong, items reversed), easier items lower", () => {
    // A fixed pattern where item 3 is the easiest, and for each learner a mirror learner who got
    // right what they got wrong, on the items in reverse order: the mirror of difficulty b is −b.
    const rightOf = (p: number, i: number) => (p * 7 + i * 3) % 10 < 3 + 2 * i;
    const rows: [number, number, 0 | 1][] = [];
    for (let p = 0; p < 30; p++)
      for (let i = 0; i < 4; i++) {
        const right = rightOf(p, i);
        rows.push([p, i, right ? 1 : 0]);
        rows.push([30 + p, 3 - i, right ? 0 : 1]); // the mirror learner
      }
    const { difficulty } = calibrateRasch(columns(rows), { persons: 60, items: 4 }, small);
    for (let i = 0; i < 4; i++) expect(difficulty[i]! + difficulty[3 - i]!).toBeCloseTo(0, 5);
    expect(difficulty[3]).toBeLessThan(difficulty[0]!);
    expect(difficulty[0]! + difficulty[1]! + difficulty[2]! + difficulty[3]!).toBeCloseTo(0, 6);
  });

  it("places an item everyone got right below the rest, finite, flagged extreme, outside the JML", () => {
    const data = everyoneAnswers(60, 4, (p, i) => i === 3 || (p + i) % 3 !== 0);
    const result = calibrateRasch(data, { persons: 60, items: 4 }, small);
    expect(result.itemsEstimated).toBe(3);
    expect(Array.from(result.extremeItem)).toEqual([0, 0, 0, 1]);
    expect(Number.isFinite(result.difficulty[3])).toBe(true);
    expect(result.difficulty[3]).toBeLessThan(Math.min(...result.difficulty.subarray(0, 3)));
    expect(Number.isFinite(result.difficultySe[3])).toBe(true);
    // Centred over every item with a difficulty.
    expect(result.difficulty.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 6);
  });

  it("gives a learner with every answer right a finite ability above everyone else's", () => {
    const data = everyoneAnswers(40, 5, (p, i) => p === 0 || (p + i) % 2 === 0);
    const { ability } = calibrateRasch(data, { persons: 40, items: 5 }, small);
    expect(Number.isFinite(ability[0])).toBe(true);
    expect(ability[0]).toBeGreaterThan(Math.max(...ability.subarray(1)));
  });

  it("leaves out items under minAnswers (difficulty NaN) but counts their answers", () => {
    const random = seededRandom(3);
    const data = simulateAnswers(random, normalSample(random, 40), normalSample(random, 6), 6);
    // Item 5 keeps only 29 of its 40 answers.
    const keep = Array.from(data.item.keys()).filter((k) => data.item[k] !== 5 || data.person[k]! < 29);
    const trimmed = {
      person: data.person.filter((_, k) => keep.includes(k)),
      item: data.item.filter((_, k) => keep.includes(k)),
      correct: data.correct.filter((_, k) => keep.includes(k)),
    };
    const result = calibrateRasch(trimmed, { persons: 40, items: 6 }, { minPersonAnswers: 1 });
    expect(result.answers[5]).toBe(29);
    expect(result.difficulty[5]).toBeNaN();
    expect(result.difficultySe[5]).toBeNaN();
    expect(result.difficulty.subarray(0, 5).every(Number.isFinite)).toBe(true);
  });

  it("refuses an answer naming a person or item out of range", () => {
    expect(() => calibrateRasch(columns([[0, 2, 1]]), { persons: 1, items: 2 })).toThrow(/item 2/);
  });
});

describe("calibrateRasch recovers known parameters (seeded simulation)", () => {
  const random = seededRandom(20261127);
  const trueAbility = normalSample(random, 1000);
  const trueDifficulty = normalSample(random, 100);
  const result = calibrateRasch(simulateAnswers(random, trueAbility, trueDifficulty, 100), { persons: 1000, items: 100 });

  it("converges, and its difficulties correlate with the true ones at 0.97 or more", () => {
    expect(result.converged).toBe(true);
    expect(result.itemsEstimated).toBe(100);
    expect(correlation(result.difficulty, trueDifficulty)).toBeGreaterThanOrEqual(0.97);
  });

  it("puts the difficulties on the true scale: centred, no JML stretch left (slope within 5 %)", () => {
    const mean = trueDifficulty.reduce((a, b) => a + b, 0) / 100;
    let cross = 0;
    let square = 0;
    for (let i = 0; i < 100; i++) {
      cross += (result.difficulty[i]! - 0) * (trueDifficulty[i]! - mean);
      square += (trueDifficulty[i]! - mean) ** 2;
    }
    expect(cross / square).toBeGreaterThan(0.95);
    expect(cross / square).toBeLessThan(1.05);
  });

  it("recovers the abilities of learners with 100 answers at 0.9 or more, and the items fit (outfit near 1)", () => {
    expect(correlation(result.ability, trueAbility)).toBeGreaterThanOrEqual(0.9);
    const outfits = Array.from(result.outfit).sort((a, b) => a - b);
    expect(outfits[50]).toBeGreaterThan(0.85);
    expect(outfits[50]).toBeLessThan(1.15);
  });
});
