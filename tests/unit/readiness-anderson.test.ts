import { describe, expect, it } from "vitest";
import { AndersonAcceleration } from "@/lib/readiness/anderson";
import { calibrateRasch } from "@/lib/readiness/calibrate";
import { normalSample } from "@/lib/readiness/simulate";
import { seededRandom } from "../support/readiness";

describe('Anderson acceleration of the calibration (docs/rules.md "Readiness")', () => {
  it("solves a slowly contracting linear fixed point in a tenth of the plain steps", () => {
    // x ← M x + c, M diagonal with rates up to 0.995: plain iteration loses 0.5 % of the error a step.
    const size = 40;
    const rate = Float64Array.from({ length: size }, (_, i) => 0.5 + (0.495 * i) / (size - 1));
    const c = Float64Array.from({ length: size }, (_, i) => Math.sin(i));
    const exact = Float64Array.from(c, (value, i) => value / (1 - rate[i]!));
    const solve = (acceleration: AndersonAcceleration | null) => {
      const x = new Float64Array(size);
      for (let step = 1; step <= 20_000; step++) {
        const before = Float64Array.from(x);
        let move = 0;
        for (let i = 0; i < size; i++) {
          x[i] = rate[i]! * before[i]! + c[i]!;
          move = Math.max(move, Math.abs(x[i]! - before[i]!));
        }
        if (move < 1e-10) return { step, x };
        acceleration?.mix(before, x, move);
      }
      return { step: Infinity, x };
    };
    const plain = solve(null);
    const accelerated = solve(new AndersonAcceleration(5));
    expect(plain.step).toBeGreaterThan(3_000);
    expect(accelerated.step).toBeLessThan(plain.step / 10);
    for (let i = 0; i < size; i++) expect(accelerated.x[i]!).toBeCloseTo(exact[i]!, 6);
  });

  it("calibrates learners who take whole quizzes in under half the sweeps, to the same difficulties", () => {
    // 60 quizzes of 10 questions; each of 1,500 learners takes 5, stepping by a stride prime to 60.
    const random = seededRandom(5);
    const [quizzes, perQuiz, persons, taken, stride] = [60, 10, 1_500, 5, 23];
    const items = quizzes * perQuiz;
    const ability = normalSample(random, persons);
    const difficulty = normalSample(random, items);
    const person: number[] = [];
    const item: number[] = [];
    const correct: number[] = [];
    for (let p = 0; p < persons; p++) {
      const first = Math.floor(random() * quizzes);
      for (let t = 0; t < taken; t++)
        for (let q = 0; q < perQuiz; q++) {
          const j = ((first + t * stride) % quizzes) * perQuiz + q;
          person.push(p);
          item.push(j);
          correct.push(random() < 1 / (1 + Math.exp(difficulty[j]! - ability[p]!)) ? 1 : 0);
        }
    }
    const answers = { person: Int32Array.from(person), item: Int32Array.from(item), correct: Uint8Array.from(correct) };
    const options = { tolerance: 1e-7, maxIterations: 5_000 };
    const plain = calibrateRasch(answers, { persons, items }, { ...options, accelerate: false });
    const accelerated = calibrateRasch(answers, { persons, items }, options);
    expect(plain.converged && accelerated.converged).toBe(true);
    expect(accelerated.iterations).toBeLessThan(plain.iterations / 2);
    for (let j = 0; j < items; j++) expect(accelerated.difficulty[j]!).toBeCloseTo(plain.difficulty[j]!, 3);
  });
});
