import "server-only";
import { ABILITY_PRIOR, ON_SCALE_ANSWERS, READINESS_ANSWERS } from "./index";
import { difficultyBand, type DifficultyBand } from "./level";
import { currentCalibration, refreshAbility } from "./read";

export type { DifficultyBand } from "./level";

/**
 * What "At my level" draws for a learner (docs/rules.md, "Readiness"): calibrated questions nearest
 * their level first, once any question is calibrated. `ready`: the level comes from a prediction
 * (READINESS_ANSWERS first answers on the scale); before that it is their estimate so far (the
 * average learner's with no answer on the scale yet), and `reason` says so. `band` is null only
 * while nothing is calibrated: the session is then of unused questions.
 */
export type AtMyLevel = { band: DifficultyBand | null; ready: boolean; reason: string | null };

export const AT_MY_LEVEL_NO_SCALE = `No question is calibrated yet (a question is once ${ON_SCALE_ANSWERS} learners have answered it), so there is no level to match: the session is of unused questions.`;

/** Why the level is an estimate so far, with how many more answers on calibrated questions a prediction needs. */
export const atMyLevelSoFar = (more: number) =>
  `You have no prediction yet: ${more} more ${more === 1 ? "answer" : "answers"} on calibrated questions needed. ` +
  "Calibrated questions you have not answered come first, nearest your level so far; each one you answer counts towards it.";

/** The learner's band: from their prediction, their estimate so far, or none while nothing is calibrated. */
export async function atMyLevel(userId: string): Promise<AtMyLevel> {
  if (!(await currentCalibration())) return { band: null, ready: false, reason: AT_MY_LEVEL_NO_SCALE };
  const learner = await refreshAbility(userId);
  const used = learner?.answersUsed ?? 0;
  const band = difficultyBand(learner?.ability ?? ABILITY_PRIOR.mean);
  if (used < READINESS_ANSWERS) return { band, ready: false, reason: atMyLevelSoFar(READINESS_ANSWERS - used) };
  return { band, ready: true, reason: null };
}
