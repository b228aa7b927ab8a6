import "server-only";
import { currentCalibration, refreshAbility } from "./read";
import { AT_MY_LEVEL, READINESS_ANSWERS } from "./index";

/** The difficulties (logits) whose predicted chance of a right answer, at this ability, is within AT_MY_LEVEL. */
export type DifficultyBand = { from: number; to: number };

/** The result of asking for questions "At my level" (docs/rules.md, "Readiness"): the band, or why there is none. */
export type AtMyLevel = { band: DifficultyBand; reason: null } | { band: null; reason: string };

const logit = (chance: number) => Math.log(chance / (1 - chance));

/**
 * chanceOfRight(θ, b) = 1 / (1 + e^(b − θ)) lies within [min, max] exactly when b lies within
 * [θ − logit(max), θ − logit(min)].
 */
export function difficultyBand(ability: number): DifficultyBand {
  return { from: ability - logit(AT_MY_LEVEL.max), to: ability - logit(AT_MY_LEVEL.min) };
}

export const AT_MY_LEVEL_FALLBACK = "Unused questions instead, until you have a readiness.";

/** The learner's band, when they have a readiness (READINESS_ANSWERS first answers on the scale); otherwise the reason. */
export async function atMyLevel(userId: string): Promise<AtMyLevel> {
  const calibration = await currentCalibration();
  if (!calibration)
    return { band: null, reason: `No question is on the readiness scale yet, so there is no level to match. ${AT_MY_LEVEL_FALLBACK}` };
  const learner = await refreshAbility(userId);
  const used = learner?.answersUsed ?? 0;
  if (!learner || used < READINESS_ANSWERS) {
    const more = READINESS_ANSWERS - used;
    return {
      band: null,
      reason: `You have no readiness yet: ${more} more ${more === 1 ? "answer" : "answers"} on the scale needed. ${AT_MY_LEVEL_FALLBACK}`,
    };
  }
  return { band: difficultyBand(learner.ability), reason: null };
}
