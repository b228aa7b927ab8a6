import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { estimate } from "@/lib/readiness/estimate";
import { ESTIMATE_WORKER_BUNDLE, runEstimate } from "@/lib/readiness/run-estimate";
import { seededRandom } from "../support/readiness";

/** `persons` learners × `items` questions, each answered with the Rasch chance; the last learner answers only the last question. */
function answers(persons: number, items: number) {
  const random = seededRandom(3);
  const person: number[] = [];
  const item: number[] = [];
  const correct: number[] = [];
  for (let p = 0; p < persons - 1; p++)
    for (let j = 0; j < items - 1; j++) {
      const chance = 1 / (1 + Math.exp(-2 + (4 * j) / items - (-2 + (4 * p) / persons)));
      person.push(p);
      item.push(j);
      correct.push(random() < chance ? 1 : 0);
    }
  person.push(persons - 1);
  item.push(items - 1);
  correct.push(1);
  return { person: Int32Array.from(person), item: Int32Array.from(item), correct: Uint8Array.from(correct), persons, items };
}

describe('estimate (the worker thread\'s work, docs/rules.md "Readiness")', () => {
  it("puts questions with 30 answers on the scale, gives every learner with answers on it an EAP ability, and the curve", () => {
    const output = estimate(answers(41, 21));
    // The last question has one answer: off the scale; its only answerer has no ability.
    expect(Number.isNaN(output.difficulty[20]!)).toBe(true);
    expect(output.answersUsed[40]).toBe(0);
    expect(Number.isNaN(output.ability[40]!)).toBe(true);
    for (let j = 0; j < 20; j++) expect(Number.isFinite(output.difficulty[j]!)).toBe(true);
    expect(output.answersUsed[0]).toBe(20);
    // Abilities follow the simulated order, weakest to strongest.
    expect(output.ability[39]!).toBeGreaterThan(output.ability[0]!);
    expect(output.abilitySe[0]!).toBeGreaterThan(0);
    expect(output.curve!.percents.length).toBeGreaterThan(10);
  });

  it("gives no curve when no question reaches the scale", () => {
    const output = estimate(answers(5, 4));
    expect(output.curve).toBeNull();
    expect([...output.answersUsed]).toEqual([0, 0, 0, 0, 0]);
  });
});

// The bundle exists once scripts/build-front.mjs ran (npm start, npm run dev, npm run build).
describe.runIf(fs.existsSync(ESTIMATE_WORKER_BUNDLE))("runEstimate in its worker thread", () => {
  it("gives the same figures as the estimation in this thread", async () => {
    const here = estimate(answers(41, 21));
    const ids = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
    const {
      output: there,
      userIds,
      answersUsed,
    } = await runEstimate({
      answers: { ...answers(41, 21), userIds: ids(41, "u"), questionIds: ids(21, "q") },
    });
    expect(userIds).toEqual(ids(41, "u"));
    expect(answersUsed).toBe(40 * 20 + 1);
    expect([...there.difficulty]).toEqual([...here.difficulty]);
    expect([...there.ability]).toEqual([...here.ability]);
    expect(there.curve).toEqual(here.curve);
  });
});
