import "server-only";
import { sql, type SQL } from "drizzle-orm";
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

/** One grand test's self-check: how many candidates' actual scores fell inside the band they had before it. */
export type CoverageRow = {
  grandTestId: string;
  /** The grand test's title. */
  name: string;
  /** When its results opened (the newest first). */
  resultsAt: string | null;
  inside: number;
  candidates: number;
  computedAt: string;
};

export type CalibrationStatusView = {
  /** The last run asked for, whatever its state. */
  lastRun: CalibrationRunView | null;
  /** The last run that finished, whose figures the model uses now (the same as lastRun once it is done). */
  lastDoneRun: CalibrationRunView | null;
  itemsOnScale: number;
  coverage: CoverageRow[];
};

/** The self-check lists the newest grand tests only: a bounded read however many have closed. */
export const COVERAGE_SHOWN = 20;

const latestRun = (where: SQL, order: SQL) =>
  queryRows<CalibrationRunView>(
    getDb(),
    sql`select id, reason, status, to_json(created_at) as "requestedAt", to_json(started_at) as "startedAt",
      to_json(finished_at) as "finishedAt", answers_used as "answersUsed", items_on_scale as "itemsOnScale", learners, error
    from calibration_runs where ${where} order by ${order} limit 1`,
  );

/**
 * GET /api/readiness/calibration and /admin/readiness (admins; docs/rules.md, "Readiness in the
 * product"): the last run and the last finished one, the items on the scale, and each grand test's
 * coverage with its title, newest results first.
 */
export async function calibrationStatus(): Promise<CalibrationStatusView> {
  const db = getDb();
  const [[lastRun], [lastDoneRun], [scale], coverage] = await Promise.all([
    latestRun(sql`true`, sql`created_at desc`),
    latestRun(sql`status = 'done'`, sql`finished_at desc`),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from item_calibrations`),
    queryRows<CoverageRow>(
      db,
      sql`select c.grand_test_id as "grandTestId", q.name, to_json(q.results_at) as "resultsAt", c.inside, c.candidates,
          to_json(c.computed_at) as "computedAt"
        from readiness_coverage c join quizzes q on q.id = c.grand_test_id
        order by q.results_at desc nulls last, c.computed_at desc, c.grand_test_id limit ${COVERAGE_SHOWN}`,
    ),
  ]);
  return { lastRun: lastRun ?? null, lastDoneRun: lastDoneRun ?? null, itemsOnScale: scale?.count ?? 0, coverage };
}

/**
 * POST /api/readiness/calibrate (admins): queues a run, or joins the waiting one or one that started
 * after the ask arrived (`askedAt`); the job runs it.
 */
export async function requestCalibration(askedAt: Date) {
  const run = await queueCalibration("admin", { askedAt });
  return { runId: run.id, joined: run.joined, requestedAt: run.requestedAt };
}
