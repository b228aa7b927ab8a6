/**
 * "At my level" as difficulties (docs/rules.md, "Readiness"). Pure: the practice draw's scope
 * carries it, and lib/practice must not import the readiness reads.
 */
import type { DifficultyBand } from "@/lib/practice-rules/bank";
import { AT_MY_LEVEL } from "./constants";

/**
 * The difficulties (logits) whose chance of a right answer, at the learner's ability, is within
 * AT_MY_LEVEL (`from`..`to`), and the one in its middle (`centre`) the draw measures nearness from.
 */
export type { DifficultyBand };

const logit = (chance: number) => Math.log(chance / (1 - chance));

/**
 * chanceOfRight(θ, b) = 1 / (1 + e^(b − θ)) lies within [min, max] exactly when b lies within
 * [θ − logit(max), θ − logit(min)].
 */
export function difficultyBand(ability: number): DifficultyBand {
  const from = ability - logit(AT_MY_LEVEL.max);
  const to = ability - logit(AT_MY_LEVEL.min);
  return { from, to, centre: (from + to) / 2 };
}
