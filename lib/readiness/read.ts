import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { calibrationRuns, itemCalibrations, learnerAbilities } from "@/db/schema";
import { examPassMarkLabel } from "@/lib/sitting-rules/pass";
import { countingQuestions } from "./counting";
import { firstAnswersOf } from "./first-answers";
import { readinessNextStep } from "./next-step";
import type { ReadinessView } from "./schemas";
import { readPassMark } from "@/lib/sitting-rules/exam-pass-mark";
import { BAND_LEVEL, eapAbility, position, READINESS_ANSWERS, readinessBand, type TestCurve } from "./index";

type Calibration = { curve: TestCurve; itemsOnScale: number; finishedAt: string };

const testCurveSchema: z.ZodType<TestCurve> = z.object({ from: z.number(), step: z.number(), percents: z.array(z.number()) });

/** The last run that made a scale: its reference curve and when it finished (one probe of calibration_runs_finished_idx). */
export async function currentCalibration(): Promise<Calibration | null> {
  const runs = calibrationRuns;
  const [row] = await readRows(
    getDb(),
    sql`select ${runs.curve} as curve, ${runs.itemsOnScale} as "itemsOnScale", to_json(${runs.finishedAt}) as "finishedAt" from ${runs}
      where ${runs.status} = 'done' and ${runs.curve} is not null and ${runs.finishedAt} is not null order by ${runs.finishedAt} desc limit 1`,
    { curve: column.json(testCurveSchema), itemsOnScale: column.number, finishedAt: column.text },
  );
  return row ?? null;
}

/** The learner's first answers to questions on the scale, with each question's difficulty (their own rows, by index). */
export function scaledAnswersOf(userId: string) {
  return readRows(
    getDb(),
    sql`select ${itemCalibrations.difficulty} as difficulty, f.correct from (${firstAnswersOf(userId)}) f
      join ${itemCalibrations} on ${itemCalibrations.questionId} = f.question_id`,
    { difficulty: column.number, correct: column.boolean },
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
  const [stored] = await getDb()
    .insert(learnerAbilities)
    .values({ userId, ability, abilitySe: se, answersUsed: answers.length, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: learnerAbilities.userId,
      set: {
        ability: sql`excluded.ability`,
        abilitySe: sql`excluded.ability_se`,
        answersUsed: sql`excluded.answers_used`,
        updatedAt: sql`case when ${learnerAbilities.ability} = excluded.ability and ${learnerAbilities.answersUsed} = excluded.answers_used
          then ${learnerAbilities.updatedAt} else excluded.updated_at end`,
      },
    })
    .returning({ updatedAt: sql<string>`to_json(${learnerAbilities.updatedAt})`.mapWith(String) });
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
  const [row] = await readRows(
    getDb(),
    sql`select count(*) filter (where ${learnerAbilities.ability} < ${ability})::int as below, count(*)::int as total
      from ${learnerAbilities} where ${learnerAbilities.answersUsed} >= ${sql.raw(String(READINESS_ANSWERS))}`,
    { below: column.number, total: column.number },
  );
  return row ?? { below: 0, total: 0 };
}
