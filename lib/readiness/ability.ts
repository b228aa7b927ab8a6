/**
 * A learner's ability from their answers to calibrated questions: the EAP (expected a posteriori)
 * estimate under a normal prior, by quadrature (docs/rules.md, "Readiness"). Pure: 122 softplus
 * evaluations an answer, about 3 ms for 1,000 answers (docs/benchmarks.md, "Readiness").
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
  const { difficulty, correct } = asColumns(answers);
  const first = posterior(difficulty, correct, prior, COARSE_FROM, (COARSE_TO - COARSE_FROM) / (NODES - 1));
  const half = Math.max(FINE_SPAN_SDS * first.se, 0.5);
  return posterior(difficulty, correct, prior, first.ability - half, (2 * half) / (NODES - 1));
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

/**
 * Posterior mean and SD on NODES equally spaced nodes from `from` by `step`, in log space so long
 * records do not underflow. The log-likelihood Σ x(θ − b) − log(1 + e^(θ − b)) splits into a part
 * linear in θ, summed once (rights × θ − Σ b of the right answers), and one softplus per answer
 * and node.
 */
function posterior(difficulty: Float64Array, correct: Uint8Array, prior: AbilityPrior, from: number, step: number): AbilityEstimate {
  let rights = 0;
  let rightDifficulty = 0;
  let used = 0;
  const finite = new Float64Array(difficulty.length);
  for (let j = 0; j < difficulty.length; j++) {
    const b = difficulty[j]!;
    if (!Number.isFinite(b)) continue;
    finite[used++] = b;
    if (correct[j]) {
      rights++;
      rightDifficulty += b;
    }
  }
  const logWeight = new Float64Array(NODES);
  let top = -Infinity;
  for (let k = 0; k < NODES; k++) {
    const theta = from + k * step;
    const z = (theta - prior.mean) / prior.sd;
    let sum = -0.5 * z * z + rights * theta - rightDifficulty;
    for (let j = 0; j < used; j++) sum -= softplus(theta - finite[j]!);
    logWeight[k] = sum;
    if (sum > top) top = sum;
  }
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let k = 0; k < NODES; k++) {
    const theta = from + k * step;
    const w = Math.exp(logWeight[k]! - top);
    mass += w;
    first += w * theta;
    second += w * theta * theta;
  }
  const ability = first / mass;
  return { ability, se: Math.sqrt(Math.max(second / mass - ability * ability, 0)) };
}
