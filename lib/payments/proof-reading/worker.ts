import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { startQueueWorker } from "@/lib/jobs/queue-worker";
import { backfillProofReadings } from "./backfill";
import { PROOF_READING_CHANNEL } from "./queue";
import { stopProofOcr } from "./read-image";
import { readPendingProofs, type ReaderOptions } from "./reader";

export type ProofReader = {
  /** Reads the queue now (again after the current pass, if one is running). */
  kick(): void;
  /** Resolves when the reader listens for new proofs and no pass is running (tests). */
  idle(): Promise<void>;
  /** Stops polling and listening; the reading under way finishes, then the OCR engine ends. */
  stop(): Promise<void>;
};

/** Retries after a lease and proofs whose wake-up was missed are picked up at least this often. */
const POLL_MS = 30_000;

/**
 * Works the proof-reading queue in this process (docs/rules.md, "Reading payment proofs"): on
 * every commit that queued a proof (LISTEN, from any instance on PostgreSQL), every POLL_MS, and
 * once the start-up backfill has queued the proofs stored before reading existed.
 */
export function createProofReader(
  connection: DatabaseConnection,
  options: { pollMs?: number; backfill?: boolean; reader?: ReaderOptions } = {},
): ProofReader {
  return startQueueWorker({
    connection,
    channel: PROOF_READING_CHANNEL,
    label: "[proof-reader] the proof reader",
    wakeUps: "new proofs",
    pollMs: options.pollMs ?? POLL_MS,
    async pass(stopping) {
      const outcomes = await readPendingProofs(connection.db, { ...options.reader, stopping });
      const broken = outcomes.filter(({ outcome }) => outcome === "retry" || outcome === "failed").length;
      if (broken > 0) console.warn(`[proof-reader] ${broken} of ${outcomes.length} readings broke; they are tried again later`);
    },
    startUp:
      options.backfill === false
        ? undefined
        : async (stopping) => {
            const count = await backfillProofReadings({ stopping }, connection.db);
            if (count > 0) console.info(`[proof-reader] queued ${count} earlier payment proofs for reading`);
          },
    afterStop: stopProofOcr,
  });
}
