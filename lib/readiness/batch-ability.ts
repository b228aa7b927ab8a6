/**
 * Every learner's EAP ability at once, for a calibration run (docs/rules.md, "Readiness"): the same
 * estimate as eapAbility (./ability.ts), computed over one grid of nodes shared by all learners, so
 * each question's log-likelihood terms are tabulated once and a learner's answer costs NODES
 * additions instead of 122 logarithms. A record whose posterior is too narrow for the shared grid
 * (thousands of answers), or too near its edge, is estimated by eapAbility itself.
 */
import { ABILITY_PRIOR, eapAbility, posteriorMoments, type AbilityPrior } from "./ability";
import { softplus } from "./logistic";

const FROM = -6;
const STEP = 0.1;
const NODES = 121;
/**
 * On a grid of step h the trapezoid rule's relative error on a near-normal posterior of SD σ is
 * about e^(−2π²σ²/h²): below 10⁻⁴ from σ = 0.7 h. Narrower posteriors go to eapAbility.
 */
const NARROWEST_SD = 0.7 * STEP;
/** The grid's edge must be this many posterior SDs away from the estimate. */
const EDGE_SDS = 6;

export type AnswersByLearner = {
  /** Answer indexes grouped by learner: learner p's are order[start[p]] .. order[start[p + 1] − 1]. */
  start: Int32Array;
  order: Int32Array;
  item: Int32Array;
  correct: Uint8Array;
};

export type BatchAbilities = { ability: Float64Array; se: Float64Array; answersUsed: Int32Array };

/** Each item's term softplus(θ_k − b) at every node (rows of zeros for items off the scale: never read). */
function termTable(difficulty: Float64Array): Float64Array {
  const table = new Float64Array(difficulty.length * NODES);
  for (let j = 0; j < difficulty.length; j++) {
    const b = difficulty[j]!;
    if (!Number.isFinite(b)) continue;
    for (let k = 0; k < NODES; k++) table[j * NODES + k] = softplus(FROM + k * STEP - b);
  }
  return table;
}

/**
 * EAP ability and posterior SD of every learner from their answers to items on the scale
 * (`difficulty` finite), under the prior; NaN and 0 answers used for a learner with none.
 */
export function eapAbilities(difficulty: Float64Array, answers: AnswersByLearner, prior: AbilityPrior = ABILITY_PRIOR): BatchAbilities {
  const persons = answers.start.length - 1;
  const table = termTable(difficulty);
  const ability = new Float64Array(persons).fill(NaN);
  const se = new Float64Array(persons).fill(NaN);
  const answersUsed = new Int32Array(persons);
  const sum = new Float64Array(NODES);
  const logWeight = new Float64Array(NODES);
  for (let p = 0; p < persons; p++) {
    sum.fill(0);
    let used = 0;
    let rights = 0;
    let rightDifficulty = 0;
    for (let a = answers.start[p]!; a < answers.start[p + 1]!; a++) {
      const i = answers.order[a]!;
      const j = answers.item[i]!;
      const b = difficulty[j]!;
      if (!Number.isFinite(b)) continue;
      used++;
      if (answers.correct[i] === 1) {
        rights++;
        rightDifficulty += b;
      }
      const row = j * NODES;
      for (let k = 0; k < NODES; k++) sum[k]! += table[row + k]!;
    }
    if (used === 0) continue;
    let top = -Infinity;
    for (let k = 0; k < NODES; k++) {
      const theta = FROM + k * STEP;
      const z = (theta - prior.mean) / prior.sd;
      logWeight[k] = -0.5 * z * z + rights * theta - rightDifficulty - sum[k]!;
      if (logWeight[k]! > top) top = logWeight[k]!;
    }
    const { ability: mean, se: sd } = posteriorMoments(logWeight, top, FROM, STEP);
    const fits = sd >= NARROWEST_SD && mean - EDGE_SDS * sd > FROM && mean + EDGE_SDS * sd < FROM + (NODES - 1) * STEP;
    const estimate = fits ? { ability: mean, se: sd } : eapAbility(recordOf(p, difficulty, answers), prior);
    ability[p] = estimate.ability;
    se[p] = estimate.se;
    answersUsed[p] = used;
  }
  return { ability, se, answersUsed };
}

/** One learner's answers on the scale as columns, for eapAbility. */
function recordOf(p: number, difficulty: Float64Array, answers: AnswersByLearner) {
  const b: number[] = [];
  const correct: number[] = [];
  for (let a = answers.start[p]!; a < answers.start[p + 1]!; a++) {
    const i = answers.order[a]!;
    const d = difficulty[answers.item[i]!]!;
    if (!Number.isFinite(d)) continue;
    b.push(d);
    correct.push(answers.correct[i]!);
  }
  return { difficulty: b, correct };
}
