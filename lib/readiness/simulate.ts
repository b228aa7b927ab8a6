/**
 * Simulated learners and questions under the Rasch model, seeded, for the readiness tests and
 * bench/readiness.mjs: the same draws on every run, so figures can be compared across runs.
 */
import { chanceOfRight } from "./logistic";
import type { AnswerColumns } from "./sparse-newton";

/** A seeded uniform generator on [0, 1) (mulberry32: 32-bit state, fast, good enough for simulation). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from a uniform generator (Box–Muller). */
export function normalDraw(random: () => number): number {
  const u = 1 - random(); // (0, 1]: log(u) is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** `count` draws from N(mean, sd²). */
export function normalSample(random: () => number, count: number, mean = 0, sd = 1): Float64Array {
  const out = new Float64Array(count);
  for (let k = 0; k < count; k++) out[k] = mean + sd * normalDraw(random);
  return out;
}

/**
 * `count` distinct indices out of 0..size − 1, uniformly (a partial Fisher–Yates shuffle of `pool`,
 * which must hold a permutation of 0..size − 1 and is left holding another one).
 */
export function drawDistinct(random: () => number, pool: Int32Array, count: number): Int32Array {
  const size = pool.length;
  for (let k = 0; k < count; k++) {
    const j = k + Math.floor(random() * (size - k));
    const swap = pool[k]!;
    pool[k] = pool[j]!;
    pool[j] = swap;
  }
  return pool.subarray(0, count);
}

/** A right (1) or wrong (0) answer drawn under the Rasch model. */
export function drawAnswer(random: () => number, ability: number, difficulty: number): 0 | 1 {
  return random() < chanceOfRight(ability, difficulty) ? 1 : 0;
}

/**
 * Every person answers `perPerson` distinct items drawn at random from the bank, right or wrong
 * under the Rasch model with the true `abilities` and `difficulties`. Columns ordered by person.
 */
export function simulateAnswers(
  random: () => number,
  abilities: Float64Array,
  difficulties: Float64Array,
  perPerson: number,
): AnswerColumns {
  const items = difficulties.length;
  if (perPerson > items) throw new RangeError("simulateAnswers: more answers a person than items");
  const total = abilities.length * perPerson;
  const out: AnswerColumns = { person: new Int32Array(total), item: new Int32Array(total), correct: new Uint8Array(total) };
  const pool = Int32Array.from({ length: items }, (_, i) => i);
  let k = 0;
  for (let p = 0; p < abilities.length; p++) {
    for (const i of drawDistinct(random, pool, perPerson)) {
      out.person[k] = p;
      out.item[k] = i;
      out.correct[k] = drawAnswer(random, abilities[p]!, difficulties[i]!);
      k++;
    }
  }
  return out;
}

/** Pearson's correlation of the pairs where both values are finite. */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  for (let k = 0; k < a.length; k++) {
    if (!Number.isFinite(a[k]) || !Number.isFinite(b[k])) continue;
    n++;
    sa += a[k]!;
    sb += b[k]!;
  }
  const ma = sa / n;
  const mb = sb / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let k = 0; k < a.length; k++) {
    if (!Number.isFinite(a[k]) || !Number.isFinite(b[k])) continue;
    cov += (a[k]! - ma) * (b[k]! - mb);
    va += (a[k]! - ma) ** 2;
    vb += (b[k]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}
