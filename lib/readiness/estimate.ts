/**
 * The whole estimation of a calibration run (docs/rules.md, "Readiness"), pure and synchronous: it
 * runs in a worker thread (./estimate-thread.ts) so that the server's event loop never waits on it.
 * Items under ON_SCALE_ANSWERS answers stay off the scale (difficulty NaN); every learner gets an
 * EAP ability from their answers to items on the scale (./batch-ability.ts, all at once); the curve is the reference paper's (every
 * item on the scale).
 */
import { eapAbilities } from "./batch-ability";
import { calibrateRasch, testCurve, type TestCurve } from "./index";

export type EstimateInput = { person: Int32Array; item: Int32Array; correct: Uint8Array; persons: number; items: number };

export type EstimateOutput = {
  difficulty: Float64Array;
  difficultySe: Float64Array;
  outfit: Float64Array;
  itemAnswers: Int32Array;
  ability: Float64Array;
  abilitySe: Float64Array;
  /** Each learner's answers to items on the scale; 0: no ability (NaN). */
  answersUsed: Int32Array;
  curve: TestCurve | null;
  iterations: number;
};

export function estimate(input: EstimateInput): EstimateOutput {
  const { person, item, correct, persons, items } = input;
  const fit = calibrateRasch({ person, item, correct }, { persons, items });
  const onScale: number[] = [];
  for (let j = 0; j < items; j++) if (Number.isFinite(fit.difficulty[j]!)) onScale.push(fit.difficulty[j]!);

  // Each learner's answers, grouped without sorting: a count, an offset, then a fill.
  const start = new Int32Array(persons + 1);
  for (let i = 0; i < person.length; i++) start[person[i]! + 1]!++;
  for (let p = 0; p < persons; p++) start[p + 1]! += start[p]!;
  const order = new Int32Array(person.length);
  const next = start.slice(0, persons);
  for (let i = 0; i < person.length; i++) order[next[person[i]!]!++] = i;

  const difficulty = Float64Array.from(fit.difficulty);
  const { ability, se: abilitySe, answersUsed } = eapAbilities(difficulty, { start, order, item, correct });
  return {
    difficulty,
    difficultySe: Float64Array.from(fit.difficultySe),
    outfit: Float64Array.from(fit.outfit),
    itemAnswers: Int32Array.from(fit.answers),
    ability,
    abilitySe,
    answersUsed,
    curve: onScale.length > 0 ? testCurve(onScale) : null,
    iterations: fit.iterations,
  };
}

/** The typed arrays of an output, to transfer (not copy) from the worker thread. */
export const transferablesOf = (output: EstimateOutput): ArrayBuffer[] =>
  [output.difficulty, output.difficultySe, output.outfit, output.itemAnswers, output.ability, output.abilitySe, output.answersUsed].map(
    (array) => array.buffer as ArrayBuffer,
  );
