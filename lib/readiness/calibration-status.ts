import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import {
  CALIBRATION_REASONS,
  CALIBRATION_STATUSES,
  calibrationRuns as runs,
  itemCalibrations,
  quizzes,
  readinessCoverage,
  type CalibrationReason,
  type CalibrationStatus,
} from "@/db/schema";
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

const c = readinessCoverage;

const latestRun = (where: SQL, order: SQL): Promise<CalibrationRunView[]> =>
  readRows(
    getDb(),
    sql`select ${runs.id} as id, ${runs.reason} as reason, ${runs.status} as status, to_json(${runs.requestedAt}) as "requestedAt",
      to_json(${runs.startedAt}) as "startedAt", to_json(${runs.finishedAt}) as "finishedAt", ${runs.answersUsed} as "answersUsed",
      ${runs.itemsOnScale} as "itemsOnScale", ${runs.learners} as learners, ${runs.error} as error
    from ${runs} where ${where} order by ${order} limit 1`,
    {
      id: column.text,
      reason: column.oneOf(CALIBRATION_REASONS),
      status: column.oneOf(CALIBRATION_STATUSES),
      requestedAt: column.text,
      startedAt: column.textOrNull,
      finishedAt: column.textOrNull,
      answersUsed: column.numberOrNull,
      itemsOnScale: column.numberOrNull,
      learners: column.numberOrNull,
      error: column.textOrNull,
    },
  );

/**
 * GET /api/readiness/calibration and /admin/readiness (admins; docs/rules.md, "Readiness in the
 * product"): the last run and the last finished one, the items on the scale, and each grand test's
 * coverage with its title, newest results first.
 */
export async function calibrationStatus(): Promise<CalibrationStatusView> {
  const db = getDb();
  const [[lastRun], [lastDoneRun], [scale], coverage] = await Promise.all([
    latestRun(sql`true`, sql`${runs.requestedAt} desc`),
    latestRun(sql`${runs.status} = 'done'`, sql`${runs.finishedAt} desc`),
    readRows(db, sql`select count(*)::int as count from ${itemCalibrations}`, { count: column.number }),
    readRows(
      db,
      sql`select ${c.grandTestId} as "grandTestId", ${quizzes.name} as name, to_json(${quizzes.resultsAt}) as "resultsAt",
          ${c.inside} as inside, ${c.candidates} as candidates, to_json(${c.computedAt}) as "computedAt"
        from ${c} join ${quizzes} on ${quizzes.id} = ${c.grandTestId}
        order by ${quizzes.resultsAt} desc nulls last, ${c.computedAt} desc, ${c.grandTestId} limit ${COVERAGE_SHOWN}`,
      {
        grandTestId: column.text,
        name: column.text,
        resultsAt: column.textOrNull,
        inside: column.number,
        candidates: column.number,
        computedAt: column.text,
      },
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
