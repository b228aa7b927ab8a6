import "server-only";
import { sql } from "drizzle-orm";
import { getConnection, getDb } from "@/db/client";
import { calibrationRuns } from "@/db/schema";
import { holdLease } from "@/lib/jobs/leases";
import {
  claimCalibration,
  failCalibration,
  handBackCalibration,
  renewLease,
  stillOurs,
  CALIBRATION_LEASE_MS,
  type ClaimedRun,
} from "./calibration-runs";
import { coverAfterRun } from "./coverage";
import { readAnswerData } from "./read-answers";
import { estimateHere, runEstimate, type EstimateResult } from "./run-estimate";
import { writeItemCalibrations, writeLearnerAbilities } from "./write-results";

export type CalibrationOptions = {
  /** The estimation in this thread (tests); otherwise a worker thread. */
  inThread?: boolean;
  /** The clock of the run's records (tests); otherwise the database's and this process's. */
  now?: () => Date;
};

class LeaseLost extends Error {}

/**
 * One calibration run (docs/rules.md, "Readiness"): the first answers read in bounded chunks and
 * estimated in a worker thread, the figures written back in batches, then the coverage of grand
 * tests. Never inside a request: the calibration job (./calibration-worker.ts) calls it. Returns
 * false when there was no run to claim.
 */
export async function calibrateOnce(options: CalibrationOptions = {}): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const run = await claimCalibration(options.now?.());
  if (!run) return false;
  let handedBack = false;
  const keep = async () => {
    if (handedBack || !(await renewLease(run, options.now?.()))) throw new LeaseLost("another instance took the run over");
  };
  // The lease is renewed while the worker thread estimates, too.
  const heartbeat = setInterval(() => void keep().catch(() => {}), CALIBRATION_LEASE_MS / 3).unref();
  // A stopping instance hands the run back rather than leave it to its lease (lib/jobs/leases.ts).
  const release = holdLease(`the calibration run ${run.id}`, async () => {
    handedBack = true;
    clearInterval(heartbeat);
    await handBackCalibration(run);
  });
  try {
    const started = performance.now();
    const { output, userIds, questionIds, answersUsed, estimateSeconds } = await readAndEstimate(keep, options.inThread);
    const estimated = performance.now();
    await keep();
    const at = now();
    const itemsOnScale = await writeItemCalibrations(questionIds, output, at);
    const learners = await writeLearnerAbilities(userIds, output, at, run.startedAt);
    await finish(run, { answersUsed, itemsOnScale, learners, curve: output.curve }, at);
    if (output.curve) await coverAfterRun(run.grandTestId, output.curve, at);
    const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
    console.info(
      `[readiness] calibrated ${answersUsed} answers: ${itemsOnScale} questions on the scale, ${learners} learners; ` +
        `reading ${(Number(seconds(started, estimated)) - estimateSeconds).toFixed(1)} s, estimating ${estimateSeconds.toFixed(1)} s, ` +
        `writing ${seconds(estimated)} s`,
    );
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return true;
    console.error("[readiness] the calibration run failed", error);
    await failCalibration(run, error, options.now?.());
    return true;
  } finally {
    clearInterval(heartbeat);
    release();
  }
}

/**
 * On PostgreSQL the worker thread reads the answers over its own connection: the main thread then
 * parses none of them. The embedded database lives in the main thread, which reads them in chunks.
 */
async function readAndEstimate(beat: () => Promise<void>, inThread = false): Promise<EstimateResult> {
  const connection = getConnection();
  if (connection.kind === "postgres" && !inThread) return runEstimate({ databaseUrl: connection.url });
  const answers = await readAnswerData(getDb(), beat);
  return inThread ? estimateHere(answers) : runEstimate({ answers });
}

async function finish(
  run: ClaimedRun,
  figures: { answersUsed: number; itemsOnScale: number; learners: number; curve: unknown },
  at: Date,
): Promise<void> {
  await getDb()
    .update(calibrationRuns)
    .set({
      status: "done",
      finishedAt: sql`${at.toISOString()}::timestamptz`,
      claimedUntil: null,
      answersUsed: figures.answersUsed,
      itemsOnScale: figures.itemsOnScale,
      learners: figures.learners,
      curve: sql`${figures.curve === null ? null : JSON.stringify(figures.curve)}::jsonb`,
    })
    .where(stillOurs(run));
}
