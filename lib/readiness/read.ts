import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { queryRows } from "@/db/rows";
import { examPassMarkLabel } from "@/lib/sitting-rules/pass";
import { countingQuestions } from "./counting";
import { firstAnswersOf } from "./first-answers";
import { readinessNextStep } from "./next-step";
import type { ReadinessView } from "./schemas";
import { readPassMark } from "@/lib/sitting-rules/exam-pass-mark";
import { BAND_LEVEL, eapAbility, position, READINESS_ANSWERS, readinessBand, type TestCurve } from "./index";

type Calibration = { curve: TestCurve; itemsOnScale: number; finishedAt: string };

/** The last run that made a scale: its reference curve and when it finished (one probe of calibration_runs_finished_idx). */
export async function currentCalibration(): Promise<Calibration | null> {
  const [row] = await queryRows<Calibration>(
    getDb(),
    sql`select curve, items_on_scale as "itemsOnScale", to_json(finished_at) as "finishedAt" from calibration_runs
      where status = 'done' and curve is not null and finished_at is not null order by finished_at desc limit 1`,
  );
  return row ?? null;
}

/** The learner's first answers to questions on the scale, with each question's difficulty (their own rows, by index). */
export function scaledAnswersOf(userId: string) {
  return queryRows<{ difficulty: number; correct: boolean }>(
    getDb(),
    sql`select ic.difficulty, f.correct from (${firstAnswersOf(userId)}) f join item_calibrations ic on ic.question_id = f.question_id`,
  );
}

/**
 * The learner's ability now: EAP from their first answers on the scale, recomputed on every read
 * (their own rows only: cheap) and stored when it moved, so the percentile counts it. Null: no
 * answer on the scale.
 */
export async function refreshAbility(userId: string) {
  const answers = await scaledAnswersOf(userId);
  if (answers.length === 0) return null;
  const { ability, se } = eapAbility(answers);
  const [stored] = await queryRows<{ updatedAt: string }>(
    getDb(),
    sql`insert into learner_abilities (user_id, ability, ability_se, answers_used, updated_at)
      values (${userId}, ${ability}, ${se}, ${answers.length}, now())
      on conflict (user_id) do update set ability = excluded.ability, ability_se = excluded.ability_se,
        answers_used = excluded.answers_used,
        updated_at = case when learner_abilities.ability = excluded.ability and learner_abilities.answers_used = excluded.answers_used
          then learner_abilities.updated_at else excluded.updated_at end
      returning to_json(updated_at) as "updatedAt"`,
  );
  return { ability, se, answersUsed: answers.length, updatedAt: stored!.updatedAt };
}

/**
 * GET /api/readiness (docs/rules.md, "Readiness"): the learner's own predicted score with its band,
 * which questions count towards it and the one next step.
 */
export async function readinessOf(userId: string): Promise<ReadinessView> {
  const [calibration, passMark, counting] = await Promise.all([currentCalibration(), readPassMark(), countingQuestions(userId)]);
  const learner = calibration ? await refreshAbility(userId) : null;
  const answersUsed = learner?.answersUsed ?? 0;
  const base = {
    answersUsed,
    itemsOnScale: calibration?.itemsOnScale ?? 0,
    passMark,
    passMarkLabel: examPassMarkLabel(passMark),
    bandLevel: BAND_LEVEL,
    calibratedAt: calibration?.finishedAt ?? null,
    counting,
    nextStep: readinessNextStep(counting),
  };
  if (!calibration || !learner || answersUsed < READINESS_ANSWERS)
    return {
      ...base,
      status: "needsMore",
      answersNeeded: READINESS_ANSWERS - answersUsed,
      predictedPercent: null,
      low: null,
      high: null,
      position: null,
      percentile: null,
      peers: null,
      updatedAt: learner?.updatedAt ?? null,
    };
  // Whole percents: what the learner reads, and what the position is said against.
  const exact = readinessBand(calibration.curve, learner.ability, learner.se);
  const band = { predictedPercent: Math.round(exact.predictedPercent), low: Math.round(exact.low), high: Math.round(exact.high) };
  const peers = await peersOf(learner.ability);
  return {
    ...base,
    status: "ready",
    answersNeeded: 0,
    ...band,
    position: position(band, passMark),
    percentile: peers.total > 0 ? Math.round((100 * peers.below) / peers.total) : 0,
    peers,
    updatedAt: learner.updatedAt,
  };
}

/**
 * Learners with a readiness, and how many of them have an ability below this one: counts on the
 * partial index learner_abilities_ability_idx (its predicate written as a literal, so the planner can use it).
 */
async function peersOf(ability: number): Promise<{ below: number; total: number }> {
  const [row] = await queryRows<{ below: number; total: number }>(
    getDb(),
    sql`select count(*) filter (where ability < ${ability})::int as below, count(*)::int as total
      from learner_abilities where answers_used >= ${sql.raw(String(READINESS_ANSWERS))}`,
  );
  return row ?? { below: 0, total: 0 };
}
