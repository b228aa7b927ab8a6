/**
 * A learner's ability from their answers to calibrated questions: the EAP (expected a posteriori)
 * estimate under a normal prior, by quadrature (docs/rules.md, "Readiness"). Pure: 122 softplus
 * evaluations an answer up to ~2,000 answers, no more however long the record (difficulties are
 * pooled on a 0.01-logit grid; docs/benchmarks.md, "Readiness").
 */
import { softplus } from "./logistic";

/** One first answer to a question on the scale. */
export type AnswerOnScale = { difficulty: number; correct: boolean };
/** The same answers as parallel arrays (difficulty in logits; correct 1/0 or true/false). */
export type AnswersOnScale = { difficulty: ArrayLike<number>; correct: ArrayLike<number | boolean> };
export type AbilityPrior = { mean: number; sd: number };
export type AbilityEstimate = { ability: number; se: number };

/** The population prior: abilities are on the calibration's scale, whose learners average about 0 with SD about 1. */
export const ABILITY_PRIOR: AbilityPrior = { mean: 0, sd: 1 };

const COARSE_FROM = -6;
const COARSE_TO = 6;
const NODES = 61;
/** The fine grid spans the coarse posterior's mean ± this many SDs (and never less than ± 0.5). */
const FINE_SPAN_SDS = 6;

/**
 * The EAP ability and its posterior SD (`se`) of a learner's answers under a N(prior.mean, prior.sd²)
 * prior. Quadrature in two passes of 61 nodes: over −6..6 logits, then again over the first
 * posterior's mean ± 6 SD, so a learner with thousands of answers (posterior SD ≈ 0.05) is still
 * integrated finely. Answers whose difficulty is not finite (questions off the scale) are skipped.
 * Finite for every pattern: all right gives an ability above the prior mean, all wrong one below,
 * no answers gives the prior itself.
 */
export function eapAbility(answers: readonly AnswerOnScale[] | AnswersOnScale, prior: AbilityPrior = ABILITY_PRIOR): AbilityEstimate {
  const record = summarise(asColumns(answers));
  const first = posterior(record, prior, COARSE_FROM, (COARSE_TO - COARSE_FROM) / (NODES - 1));
  const half = Math.max(FINE_SPAN_SDS * first.se, 0.5);
  return posterior(record, prior, first.ability - half, (2 * half) / (NODES - 1));
}

/**
 * The log-likelihood Σ x(θ − b) − log(1 + e^(θ − b)) splits into a part linear in θ, summed once
 * (rights × θ − Σ b of the right answers), and Σ softplus(θ − b) over all answers, right or wrong.
 * For long records that sum runs over difficulties pooled on a 0.01-logit grid, each answer's weight
 * split between its two neighbouring grid points (so the pooled mean difficulty is exact and the
 * error per answer is below 4·10⁻⁶): at most 2,001 terms a node, however many answers.
 */
type Record = { rights: number; rightDifficulty: number; at: Float64Array; weight: Float64Array };
const POOL_FROM = -10;
const POOL_STEP = 0.01;
const POOL_POINTS = 2001;

function summarise({ difficulty, correct }: { difficulty: Float64Array; correct: Uint8Array }): Record {
  let rights = 0;
  let rightDifficulty = 0;
  const exact: number[] = [];
  const outside: number[] = [];
  let onGrid = 0;
  const pooled = new Float64Array(POOL_POINTS);
  for (let j = 0; j < difficulty.length; j++) {
    const b = difficulty[j]!;
    if (!Number.isFinite(b)) continue;
    if (correct[j]) {
      rights++;
      rightDifficulty += b;
    }
    exact.push(b);
    const u = (b - POOL_FROM) / POOL_STEP;
    const k = Math.floor(u);
    if (k >= 0 && k < POOL_POINTS - 1) {
      pooled[k]! += k + 1 - u;
      pooled[k + 1]! += u - k;
      onGrid++;
    } else outside.push(b);
  }
  let points = 0;
  for (let k = 0; k < POOL_POINTS; k++) if (pooled[k]! > 0) points++;
  // Pooling pays only when it leaves fewer terms than answers; difficulties off the grid stay exact.
  if (points >= onGrid) return { rights, rightDifficulty, at: Float64Array.from(exact), weight: new Float64Array(exact.length).fill(1) };
  const at = new Float64Array(points + outside.length);
  const weight = new Float64Array(points + outside.length).fill(1);
  let n = 0;
  for (let k = 0; k < POOL_POINTS; k++) {
    if (!(pooled[k]! > 0)) continue;
    at[n] = POOL_FROM + k * POOL_STEP;
    weight[n++] = pooled[k]!;
  }
  for (const b of outside) at[n++] = b;
  return { rights, rightDifficulty, at, weight };
}

function asColumns(answers: readonly AnswerOnScale[] | AnswersOnScale): { difficulty: Float64Array; correct: Uint8Array } {
  if (!Array.isArray(answers)) {
    const columns = answers as AnswersOnScale;
    if (columns.difficulty.length !== columns.correct.length) throw new RangeError("eapAbility: difficulty and correct differ in length");
    return { difficulty: Float64Array.from(columns.difficulty), correct: Uint8Array.from(columns.correct, Number) };
  }
  const list = answers as readonly AnswerOnScale[];
  return { difficulty: Float64Array.from(list, (a) => a.difficulty), correct: Uint8Array.from(list, (a) => (a.correct ? 1 : 0)) };
}

/** Posterior mean and SD on NODES equally spaced nodes from `from` by `step`, in log space so long records do not underflow. */
function posterior({ rights, rightDifficulty, at, weight }: Record, prior: AbilityPrior, from: number, step: number): AbilityEstimate {
  const logWeight = new Float64Array(NODES);
  let top = -Infinity;
  for (let k = 0; k < NODES; k++) {
    const theta = from + k * step;
    const z = (theta - prior.mean) / prior.sd;
    let sum = -0.5 * z * z + rights * theta - rightDifficulty;
    for (let j = 0; j < at.length; j++) sum -= weight[j]! * softplus(theta - at[j]!);
    logWeight[k] = sum;
    if (sum > top) top = sum;
  }
  return posteriorMoments(logWeight, top, from, step);
}

/**
 * The mean and SD of a posterior given by its log-weights on equally spaced nodes from `from` by
 * `step` (`top` their largest, subtracted before exponentiating). Shared with ./batch-ability.ts.
 */
export function posteriorMoments(logWeight: Float64Array, top: number, from: number, step: number): AbilityEstimate {
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let k = 0; k < logWeight.length; k++) {
    const theta = from + k * step;
    const w = Math.exp(logWeight[k]! - top);
    mass += w;
    first += w * theta;
    second += w * theta * theta;
  }
  const ability = first / mass;
  return { ability, se: Math.sqrt(Math.max(second / mass - ability * ability, 0)) };
}
