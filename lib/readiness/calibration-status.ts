import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { queryRows } from "@/db/rows";
import type { CalibrationReason, CalibrationStatus } from "@/db/schema";
import { queueCalibration } from "./calibration-runs";

export type CalibrationRunView = {
  id: string;
  reason: CalibrationReason;
  status: CalibrationStatus;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  answersUsed: number | null;
  itemsOnScale: number | null;
  learners: number | null;
  error: string | null;
};

const COVERAGE_SHOWN = 20;

/** GET /api/readiness/calibration (admins): the last run, the items on the scale, each grand test's coverage. */
export async function calibrationStatus() {
  const db = getDb();
  const [[lastRun], [scale], coverage] = await Promise.all([
    queryRows<CalibrationRunView>(
      db,
      sql`select id, reason, status, to_json(created_at) as "requestedAt", to_json(started_at) as "startedAt",
        to_json(finished_at) as "finishedAt", answers_used as "answersUsed", items_on_scale as "itemsOnScale", learners, error
      from calibration_runs order by created_at desc limit 1`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from item_calibrations`),
    queryRows<{ grandTestId: string; name: string; inside: number; candidates: number; computedAt: string }>(
      db,
      sql`select c.grand_test_id as "grandTestId", q.name, c.inside, c.candidates, to_json(c.computed_at) as "computedAt"
        from readiness_coverage c join quizzes q on q.id = c.grand_test_id order by c.computed_at desc limit ${COVERAGE_SHOWN}`,
    ),
  ]);
  return { lastRun: lastRun ?? null, itemsOnScale: scale?.count ?? 0, coverage };
}

/** POST /api/readiness/calibrate (admins): queues a run, or joins the waiting one; the job runs it. */
export async function requestCalibration() {
  const run = await queueCalibration("admin");
  return { runId: run.id, joined: run.joined, requestedAt: run.requestedAt };
}
