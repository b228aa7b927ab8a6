import "server-only";
import { getConnection } from "@/db/client";
import { startQueueWorker, type JobTimer } from "@/lib/jobs/queue-worker";
import { calibrateOnce, type CalibrationOptions } from "./run-calibration";
import { CALIBRATION_CHANNEL, queueNightlyIfDue } from "./calibration-runs";

export type CalibrationWorker = { kick(): void; idle(): Promise<void>; stop(): Promise<void> };

/** How often the job looks for a waiting run (a wake-up comes sooner) and whether the nightly run is due. */
const POLL_MS = 60_000;

/**
 * The calibration job of this process (docs/rules.md, "Readiness"): on every wake-up and every
 * POLL_MS it queues the nightly run when none was asked for in a day, then runs what is waiting.
 * Every instance runs one; each run is claimed by one of them (./calibration-runs.ts).
 */
export function createCalibrationWorker(options: CalibrationOptions & { pollMs?: number; timer?: JobTimer } = {}): CalibrationWorker {
  return startQueueWorker({
    connection: getConnection(),
    channel: CALIBRATION_CHANNEL,
    label: "[readiness] the calibration job",
    wakeUps: "calibration asks",
    pollMs: options.pollMs ?? POLL_MS,
    timer: options.timer,
    async pass(stopping) {
      await queueNightlyIfDue(options.now?.());
      while (!stopping() && (await calibrateOnce(options)));
    },
  });
}
