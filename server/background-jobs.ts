import "server-only";
import { getConnection } from "@/db/client";
import { createGrandTestCloser } from "@/lib/grand-tests/closer-worker";
import { createMailWorker } from "@/lib/mail/worker";
import { getEnv } from "@/lib/env";
import { createProofReader } from "@/lib/payments/proof-reading/worker";
import { createCalibrationWorker } from "@/lib/readiness/calibration-worker";
import { startReviewBackfill } from "@/lib/reviews/backfill";
import { handBackLeases } from "@/lib/jobs/leases";

export type BackgroundJobs = {
  /**
   * Resolves once every job has stopped: the send, the close and the batch under way finish. With
   * `handBackAfterMs`, work still running after that long (a calibration run takes minutes) has its
   * claims handed back to the other instances (lib/jobs/leases.ts) and the promise resolves without it.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
};

/**
 * The background jobs of one server process (docs/operations.md, "Background jobs"), started by
 * the code that owns the process and stopped by it at shutdown: the production server
 * (scripts/server.mjs) or, without it (`next dev`, `next start`), instrumentation.ts. Every
 * instance runs them; the work itself is claimed in the database, so each job is done once.
 */
export function startBackgroundJobs(): BackgroundJobs {
  // The durable mail queue (lib/mail/queue.ts).
  const mail = createMailWorker(getConnection());
  // The grand-test closing job; each test is finalised once (lib/grand-tests/closer.ts).
  const closer = createGrandTestCloser();
  // The cards of earlier history, after the migrations and the demo seed (lib/reviews/backfill.ts).
  const reviews = startReviewBackfill();
  // The readiness calibration: asked runs and the nightly one, each run once (lib/readiness/calibration-runs.ts).
  const calibration = createCalibrationWorker();
  // The proof reader: each payment proof's fingerprint and, unless PROOF_READER=off, its OCR (lib/payments/proof-reading/).
  const proofReader = createProofReader(getConnection(), { ocr: getEnv().PROOF_READER === "on" });
  return {
    async stop({ handBackAfterMs }: { handBackAfterMs?: number } = {}) {
      const stopped = Promise.all([mail.stop(), closer.stop(), reviews.stop(), proofReader.stop(), calibration.stop()]);
      if (handBackAfterMs === undefined) return void (await stopped);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), handBackAfterMs)));
      const outcome = await Promise.race([stopped, late]);
      clearTimeout(timer);
      if (outcome !== "late") return;
      const handedBack = await handBackLeases();
      if (handedBack.length > 0) console.info(`[jobs] stopping: handed back ${handedBack.join(", ")} to the other instances`);
    },
  };
}
