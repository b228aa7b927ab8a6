import "server-only";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { itemCalibrations, learnerAbilities, questions, users } from "@/db/schema";
import { pgArray } from "@/db/rows";
import type { EstimateOutput } from "./estimate";
import { floatArray, intArray } from "./sql-arrays";

/** Rows a statement writes: bounded statements, with a turn of the event loop between them. */
const BATCH = 1_000;

/**
 * Replaces the item figures with this run's (items on the scale only), in one transaction so that
 * a reader never sees half of two runs.
 */
export async function writeItemCalibrations(questionIds: string[], output: EstimateOutput, at: Date): Promise<number> {
  const onScale = questionIds.map((_, j) => j).filter((j) => Number.isFinite(output.difficulty[j]!));
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`delete from ${itemCalibrations}`);
    for (let from = 0; from < onScale.length; from += BATCH) {
      const batch = onScale.slice(from, from + BATCH);
      await tx.execute(sql`insert into ${itemCalibrations} (question_id, difficulty, difficulty_se, outfit, answers, calibrated_at)
        select q, d, coalesce(se, 0), coalesce(fit, 1), n, ${at.toISOString()}::timestamptz
        from unnest(${pgArray(
          batch.map((j) => questionIds[j]!),
          "uuid",
        )}, ${floatArray(batch.map((j) => output.difficulty[j]!))}, ${floatArray(batch.map((j) => output.difficultySe[j]!))},
          ${floatArray(batch.map((j) => output.outfit[j]!))}, ${intArray(batch.map((j) => output.itemAnswers[j]!))}) as t(q, d, se, fit, n)
        where exists (select 1 from ${questions} where questions.id = q)`);
    }
  });
  return onScale.length;
}

/**
 * Every learner's EAP ability, upserted in batches; a learner the run found no answer on the scale
 * for loses their row (unless they refreshed it on read during the run: updated after `startedAt`).
 */
export async function writeLearnerAbilities(userIds: string[], output: EstimateOutput, at: Date, startedAt: string): Promise<number> {
  const scored = userIds.map((_, p) => p).filter((p) => output.answersUsed[p]! > 0);
  for (let from = 0; from < scored.length; from += BATCH) {
    const batch = scored.slice(from, from + BATCH);
    await getDb().execute(sql`insert into ${learnerAbilities} (user_id, ability, ability_se, answers_used, updated_at)
      select u, a, se, n, ${at.toISOString()}::timestamptz
      from unnest(${pgArray(
        batch.map((p) => userIds[p]!),
        "uuid",
      )}, ${floatArray(batch.map((p) => output.ability[p]!))}, ${floatArray(batch.map((p) => output.abilitySe[p]!))},
        ${intArray(batch.map((p) => output.answersUsed[p]!))}) as t(u, a, se, n)
      where exists (select 1 from ${users} where users.id = u)
      on conflict (user_id) do update set ability = excluded.ability, ability_se = excluded.ability_se,
        answers_used = excluded.answers_used, updated_at = excluded.updated_at`);
    await yieldToEventLoop();
  }
  await getDb().execute(sql`delete from ${learnerAbilities} where updated_at < ${startedAt}::timestamptz`);
  return scored.length;
}
