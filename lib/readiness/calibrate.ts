/**
 * The Rasch (1PL) calibration of the question bank by joint maximum likelihood (docs/rules.md,
 * "Readiness"). Pure TypeScript over typed arrays, no server imports: the calibration job runs it in
 * a worker thread, the benches and tests call it directly. 10 M answers take well under 2 minutes
 * on one core (docs/benchmarks.md, "Readiness").
 */
import { AndersonAcceleration } from "./anderson";
import { ON_SCALE_ANSWERS } from "./constants";
import { itemFit } from "./item-fit";
import { adjustExtremeScores, logitGuess, selectAnswers, solveOneSide, tally, newtonStep, type AnswerColumns } from "./sparse-newton";

export type { AnswerColumns } from "./sparse-newton";

export type CalibrationOptions = {
  /** Items with fewer answers (from anyone) are left out entirely: difficulty NaN. Default ON_SCALE_ANSWERS (30). */
  minAnswers?: number;
  /** Persons with fewer answers on the estimated items take no part in the JML iterations (they still get an ability). Default 10. */
  minPersonAnswers?: number;
  /** JML stops when no value moves by this many logits in an iteration. Default 1e-4. */
  tolerance?: number;
  /** JML stops after this many iterations, converged or not. Default 200. */
  maxIterations?: number;
  /** How far an extreme score (none or all right) is moved inwards to get a finite estimate. Default 0.3 of a point. */
  extremeAdjustment?: number;
  /** Anderson acceleration of the JML sweeps (./anderson.ts). Default true; false: plain sweeps. */
  accelerate?: boolean;
};

/** Sweeps mixed by the acceleration, and the largest move under which it starts. */
const ACCELERATION_MEMORY = 5;
const ACCELERATE_BELOW = 0.05;

export type Calibration = {
  /** Per item, in logits, centred: the items with a difficulty average 0. NaN: too few answers (or no answerer with an ability). */
  difficulty: Float64Array;
  /** Per item: 1 ÷ √(test information of its answers). NaN where difficulty is. */
  difficultySe: Float64Array;
  /** Per item: outfit mean-square, the mean squared standardised residual of its answers; about 1 when the item fits. */
  outfit: Float64Array;
  /** Per item: how many answers it has in the input (whether or not it was estimated). */
  answers: Int32Array;
  /** Per item: 1 when everyone who answered it got it right or everyone wrong, so its difficulty comes from an adjusted score. */
  extremeItem: Uint8Array;
  /** Per person: maximum-likelihood ability against the final difficulties (extreme scores adjusted); NaN without answers on them. */
  ability: Float64Array;
  /** JML iterations run (each one Newton step for every person, then one for every item). */
  iterations: number;
  converged: boolean;
  /** Answers, items and persons in the JML iterations, and the mean answers a person there (L of the (L − 1)/L correction). */
  answersUsed: number;
  itemsEstimated: number;
  personsEstimated: number;
  meanTestLength: number;
};

/** Answers of persons and items that carry information: not extreme, enough answers (computed to a fixed point). */
function informativeSets(data: AnswerColumns, itemOn: Uint8Array, persons: number, minPersonAnswers: number) {
  const personActive = new Uint8Array(persons);
  let itemActive = Uint8Array.from(itemOn);
  for (;;) {
    const personCount = new Int32Array(persons);
    const personScore = new Int32Array(persons);
    for (let k = 0; k < data.person.length; k++) {
      if (!itemActive[data.item[k]!]) continue;
      personCount[data.person[k]!]!++;
      personScore[data.person[k]!]! += data.correct[k]!;
    }
    for (let p = 0; p < persons; p++) {
      const n = personCount[p]!;
      personActive[p] = n >= minPersonAnswers && personScore[p]! > 0 && personScore[p]! < n ? 1 : 0;
    }
    const itemCount = new Int32Array(itemOn.length);
    const itemScore = new Int32Array(itemOn.length);
    for (let k = 0; k < data.person.length; k++) {
      if (!personActive[data.person[k]!] || !itemOn[data.item[k]!]) continue;
      itemCount[data.item[k]!]!++;
      itemScore[data.item[k]!]! += data.correct[k]!;
    }
    const next = new Uint8Array(itemOn.length);
    let changed = false;
    for (let i = 0; i < itemOn.length; i++) {
      next[i] = itemOn[i] && itemScore[i]! > 0 && itemScore[i]! < itemCount[i]! ? 1 : 0;
      if (next[i] !== itemActive[i]) changed = true;
    }
    itemActive = next;
    if (!changed) return { personActive, itemActive };
  }
}

/**
 * Calibrates the items (and persons) of a set of first answers under the Rasch model.
 *
 * 1. Items with fewer than `minAnswers` answers are left out (difficulty NaN).
 * 2. Extreme persons and items (all right or all wrong), and persons with fewer than
 *    `minPersonAnswers` answers, are set aside, repeatedly, until none is left among the rest.
 * 3. JML on the rest: alternating Newton steps for all persons, then all items, the items recentred
 *    to mean 0 after each, until nothing moves by `tolerance`; the sweeps Anderson-accelerated.
 * 4. Wright's correction of the JML bias: difficulties × (L − 1)/L, L the mean test length.
 * 5. Every person with answers on those items gets an ML ability against the corrected difficulties;
 *    the extreme items set aside get a difficulty against those abilities; extreme scores are moved
 *    `extremeAdjustment` of a point inwards first, so every estimate is finite.
 * 6. Everything is shifted so the items with a difficulty average 0; SE and outfit come last.
 *
 * Each (person, item) pair is expected once (a learner's first answer). Indices must lie in
 * 0..counts.persons − 1 and 0..counts.items − 1.
 */
export function calibrateRasch(
  responses: AnswerColumns,
  counts: { persons: number; items: number },
  options: CalibrationOptions = {},
): Calibration {
  const {
    minAnswers = ON_SCALE_ANSWERS,
    minPersonAnswers = 10,
    tolerance = 1e-4,
    maxIterations = 200,
    extremeAdjustment = 0.3,
    accelerate = true,
  } = options;
  const { persons, items } = counts;
  const total = responses.person.length;
  if (responses.item.length !== total || responses.correct.length !== total)
    throw new RangeError("calibrateRasch: columns differ in length");
  const answers = new Int32Array(items);
  for (let k = 0; k < total; k++) {
    const p = responses.person[k]!;
    const i = responses.item[k]!;
    if (!(p >= 0 && p < persons && i >= 0 && i < items)) throw new RangeError(`calibrateRasch: answer ${k} names person ${p}, item ${i}`);
    answers[i]!++;
  }
  const itemOn = new Uint8Array(items);
  for (let i = 0; i < items; i++) itemOn[i] = answers[i]! >= minAnswers ? 1 : 0;
  const { personActive, itemActive } = informativeSets(responses, itemOn, persons, minPersonAnswers);

  // The estimated items' answers, those of the persons in the JML first.
  const main = selectAnswers(
    responses,
    (k) => itemActive[responses.item[k]!] === 1,
    (k) => personActive[responses.person[k]!] === 1,
  );
  const { person, item, correct } = main.answers;
  const used = main.firstEnd;

  // 3. JML over the informative answers [0, used). Abilities and easiness share one buffer, the
  // state that acceleration mixes.
  const state = new Float64Array(persons + items);
  const theta = state.subarray(0, persons);
  const ease = state.subarray(persons); // −difficulty
  const personTally = tally(person, correct, 0, used, persons);
  const itemTally = tally(item, correct, 0, used, items);
  logitGuess(personTally.count, personTally.score, theta);
  logitGuess(itemTally.count, itemTally.score, ease);
  const personScratch = [new Float64Array(persons), new Float64Array(persons)] as const;
  const itemScratch = [new Float64Array(items), new Float64Array(items)] as const;
  let iterations = 0;
  let converged = false;
  const acceleration = accelerate ? new AndersonAcceleration(ACCELERATION_MEMORY) : null;
  const before = new Float64Array(state.length);
  while (iterations < maxIterations && !converged) {
    iterations++;
    before.set(state);
    const personMove = newtonStep(person, item, 0, used, theta, ease, personTally.score, personActive, ...personScratch);
    const itemMove = newtonStep(item, person, 0, used, ease, theta, itemTally.score, itemActive, ...itemScratch);
    recentre(ease, itemActive, theta, personActive);
    const move = Math.max(personMove, itemMove);
    converged = move < tolerance;
    // Accelerated once the sweeps are small steps of a linear convergence, not while Newton settles.
    if (!converged && acceleration && move < ACCELERATE_BELOW) acceleration.mix(before, state, move);
  }
  let personsEstimated = 0;
  let itemsEstimated = 0;
  for (let p = 0; p < persons; p++) personsEstimated += personActive[p]!;
  for (let i = 0; i < items; i++) itemsEstimated += itemActive[i]!;
  const meanTestLength = personsEstimated > 0 ? used / personsEstimated : 0;

  // 4. Wright's correction.
  const shrink = meanTestLength > 1 ? (meanTestLength - 1) / meanTestLength : 1;
  for (let i = 0; i < items; i++) if (itemActive[i]) ease[i]! *= shrink;

  // 5a. Abilities of everyone with answers on the estimated items, against the corrected difficulties.
  const everyone = tally(person, correct, 0, person.length, persons);
  const hasAbility = adjustExtremeScores(everyone.count, everyone.score, extremeAdjustment);
  for (let p = 0; p < persons; p++)
    if (hasAbility[p] && !personActive[p]) theta[p] = Math.log(everyone.score[p]! / (everyone.count[p]! - everyone.score[p]!));
  solveOneSide(person, item, 0, person.length, theta, ease, everyone.score, hasAbility, tolerance, 100);

  // 5b. The items set aside as extreme (or left without informative answerers), against those abilities.
  const asideItems = selectAnswers(
    responses,
    (k) => itemOn[responses.item[k]!] === 1 && itemActive[responses.item[k]!] === 0 && hasAbility[responses.person[k]!] === 1,
    () => true,
  ).answers;
  const asideTally = tally(asideItems.item, asideItems.correct, 0, asideItems.item.length, items);
  const extremeItem = new Uint8Array(items);
  for (let i = 0; i < items; i++) {
    const n = asideTally.count[i]!;
    extremeItem[i] = n > 0 && (asideTally.score[i] === 0 || asideTally.score[i] === n) ? 1 : 0;
  }
  const asideEstimated = adjustExtremeScores(asideTally.count, asideTally.score, extremeAdjustment);
  logitGuess(asideTally.count, asideTally.score, ease);
  solveOneSide(
    asideItems.item,
    asideItems.person,
    0,
    asideItems.item.length,
    ease,
    theta,
    asideTally.score,
    asideEstimated,
    tolerance,
    100,
  );

  // 6. One scale: the items with a difficulty average 0.
  const onScale = new Uint8Array(items);
  for (let i = 0; i < items; i++) onScale[i] = itemActive[i]! | asideEstimated[i]!;
  recentre(ease, onScale, theta, hasAbility);

  const difficulty = new Float64Array(items).fill(NaN);
  const ability = new Float64Array(persons).fill(NaN);
  for (let i = 0; i < items; i++) if (onScale[i]) difficulty[i] = -ease[i]!;
  for (let p = 0; p < persons; p++) if (hasAbility[p]) ability[p] = theta[p]!;
  const fit = itemFit(items, difficulty, ability, [
    [main.answers, 0, used],
    [asideItems, 0, asideItems.item.length],
  ]);
  return {
    difficulty,
    difficultySe: fit.se,
    outfit: fit.outfit,
    answers,
    extremeItem,
    ability,
    iterations,
    converged,
    answersUsed: used,
    itemsEstimated,
    personsEstimated,
    meanTestLength,
  };
}

/** Shifts the marked items to mean easiness 0 and the marked persons by the same amount, which leaves every chance unchanged. */
function recentre(ease: Float64Array, items: Uint8Array, theta: Float64Array, persons: Uint8Array): void {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < ease.length; i++) {
    if (!items[i]) continue;
    sum += ease[i]!;
    n++;
  }
  if (n === 0) return;
  const shift = sum / n;
  for (let i = 0; i < ease.length; i++) if (items[i]) ease[i]! -= shift;
  for (let p = 0; p < theta.length; p++) if (persons[p]) theta[p]! += shift;
}
