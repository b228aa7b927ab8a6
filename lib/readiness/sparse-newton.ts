/**
 * The building blocks of the Rasch calibration over sparse answer lists (lib/readiness/calibrate.ts):
 * typed arrays only, one pass over the answers per step, no object per answer.
 *
 * Internally an item carries its easiness e = −difficulty, so the chance of a right answer is
 * σ(θ + e) for a person and for an item alike, and one Newton step serves both sides.
 */

/** Answers as parallel columns: answer k is person[k] answering item[k], correct[k] = 1 when right. */
export type AnswerColumns = { person: Int32Array; item: Int32Array; correct: Uint8Array };

/** A Newton step is clamped to this many logits, so a wild first guess cannot overshoot. */
const MAX_STEP = 1;

/**
 * Per owner (a person or an item) over answers [from, to): how many answers and how many right.
 * Scores are floats so an extreme score can be adjusted in place.
 */
export function tally(owner: Int32Array, correct: Uint8Array, from: number, to: number, size: number) {
  const count = new Int32Array(size);
  const score = new Float64Array(size);
  for (let k = from; k < to; k++) {
    const o = owner[k]!;
    count[o]!++;
    score[o]! += correct[k]!;
  }
  return { count, score };
}

/**
 * One Newton–Raphson step for every owner with `update[o]` set, the partners held fixed: the owner's
 * value moves by (score − expected score) ÷ information, at most MAX_STEP. Returns the largest move.
 * `expected` and `information` are scratch arrays of the owners' size.
 */
export function newtonStep(
  owner: Int32Array,
  partner: Int32Array,
  from: number,
  to: number,
  own: Float64Array,
  partnerValue: Float64Array,
  target: Float64Array,
  update: Uint8Array,
  expected: Float64Array,
  information: Float64Array,
): number {
  expected.fill(0);
  information.fill(0);
  for (let k = from; k < to; k++) {
    const o = owner[k]!;
    const p = 1 / (1 + Math.exp(-(own[o]! + partnerValue[partner[k]!]!)));
    expected[o]! += p;
    information[o]! += p * (1 - p);
  }
  let largest = 0;
  for (let o = 0; o < own.length; o++) {
    if (!update[o] || !(information[o]! > 0)) continue;
    let step = (target[o]! - expected[o]!) / information[o]!;
    if (step > MAX_STEP) step = MAX_STEP;
    else if (step < -MAX_STEP) step = -MAX_STEP;
    own[o]! += step;
    if (Math.abs(step) > largest) largest = Math.abs(step);
  }
  return largest;
}

/** Newton steps until no owner moves by `tolerance` or more, or `maxSteps` are spent; returns the steps taken. */
export function solveOneSide(
  owner: Int32Array,
  partner: Int32Array,
  from: number,
  to: number,
  own: Float64Array,
  partnerValue: Float64Array,
  target: Float64Array,
  update: Uint8Array,
  tolerance: number,
  maxSteps: number,
): number {
  const expected = new Float64Array(own.length);
  const information = new Float64Array(own.length);
  for (let step = 1; step <= maxSteps; step++) {
    if (newtonStep(owner, partner, from, to, own, partnerValue, target, update, expected, information) < tolerance) return step;
  }
  return maxSteps;
}

/**
 * The answers `keep` accepts, copied into new columns with those `first` accepts placed before the
 * rest: returns the columns and where the first group ends. Two passes (count, then fill).
 */
export function selectAnswers(source: AnswerColumns, keep: (k: number) => boolean, first: (k: number) => boolean) {
  let firstCount = 0;
  let total = 0;
  for (let k = 0; k < source.person.length; k++) {
    if (!keep(k)) continue;
    total++;
    if (first(k)) firstCount++;
  }
  const out: AnswerColumns = { person: new Int32Array(total), item: new Int32Array(total), correct: new Uint8Array(total) };
  let front = 0;
  let back = firstCount;
  for (let k = 0; k < source.person.length; k++) {
    if (!keep(k)) continue;
    const at = first(k) ? front++ : back++;
    out.person[at] = source.person[k]!;
    out.item[at] = source.item[k]!;
    out.correct[at] = source.correct[k]!;
  }
  return { answers: out, firstEnd: firstCount };
}

/**
 * An extreme score (none or all right) has no finite maximum-likelihood estimate; it is moved
 * `adjustment` of a point inwards (docs/rules.md, "Readiness"). Returns a 0/1 mask of owners with answers.
 */
export function adjustExtremeScores(count: Int32Array, score: Float64Array, adjustment: number): Uint8Array {
  const answered = new Uint8Array(count.length);
  for (let o = 0; o < count.length; o++) {
    const n = count[o]!;
    if (n === 0) continue;
    answered[o] = 1;
    if (score[o]! < adjustment) score[o] = adjustment;
    else if (score[o]! > n - adjustment) score[o] = n - adjustment;
  }
  return answered;
}

/** log(s ÷ (n − s)), a first guess of a value from a score; 0 without answers. */
export function logitGuess(count: Int32Array, score: Float64Array, into: Float64Array): void {
  for (let o = 0; o < count.length; o++) {
    const n = count[o]!;
    if (n > 0) into[o] = Math.log(score[o]! / (n - score[o]!));
  }
}
