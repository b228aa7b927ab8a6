import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pgArray } from "@/db/rows";
import { queueCalibration } from "@/lib/readiness/calibration-runs";
import { calibrateOnce } from "@/lib/readiness/run-calibration";
import { ESTIMATE_WORKER_BUNDLE } from "@/lib/readiness/run-estimate";
import { setUpTestDatabase, queryRows } from "../support/db";
import { scaleFixture } from "../support/readiness";

setUpTestDatabase();

// docs/rules.md, "Readiness": on PostgreSQL a run's worker thread reads the answers over a
// connection of its own. The bundle exists once scripts/build-front.mjs ran (the second CI pass).
describe.runIf(process.env.DATABASE_URL && fs.existsSync(ESTIMATE_WORKER_BUNDLE))("a calibration run on PostgreSQL", () => {
  it("reads the first answers in its worker thread and writes the figures every read uses", async () => {
    const fixture = await scaleFixture({ questions: 40, learners: 35, seed: 11 });
    await queueCalibration("admin");
    expect(await calibrateOnce()).toBe(true);
    const items = await queryRows<{ difficulty: number | null }>(
      getDb(),
      sql`select ic.difficulty from questions q left join item_calibrations ic on ic.question_id = q.id where q.quiz_id = ${fixture.quizId}`,
    );
    expect(items).toHaveLength(40);
    for (const { difficulty } of items) expect(Number.isFinite(difficulty)).toBe(true);
    const learners = await queryRows<{ answersUsed: number }>(
      getDb(),
      sql`select answers_used as "answersUsed" from learner_abilities
        where user_id = any(${pgArray(
          fixture.learners.map((learner) => learner.id),
          "uuid",
        )})`,
    );
    expect(learners).toHaveLength(35);
    for (const { answersUsed } of learners) expect(answersUsed).toBe(40);
  }, 60_000);
});
