import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { serialPasses } from "@/lib/jobs/serial-passes";
import { listenForWakeUps } from "@/lib/jobs/wake-up";
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
  const passes = serialPasses(async () => {
    try {
      const outcomes = await readPendingProofs(connection.db, { ...options.reader, stopping: () => passes.stopped });
      const broken = outcomes.filter(({ outcome }) => outcome === "retry" || outcome === "failed").length;
      if (broken > 0) console.warn(`[proof-reader] ${broken} of ${outcomes.length} readings broke; they are tried again later`);
    } catch (error) {
      console.error("[proof-reader] a pass failed; the next poll tries again", error);
    }
  });
  const kick = passes.kick;

  const timer = setInterval(kick, options.pollMs ?? POLL_MS);
  timer.unref();
  const unlisten = listenForWakeUps(connection, PROOF_READING_CHANNEL, kick);
  unlisten.catch((error) => console.error("[proof-reader] cannot listen for new proofs; polling only", error));
  const backfill =
    options.backfill === false
      ? Promise.resolve()
      : backfillProofReadings({ stopping: () => passes.stopped }, connection.db)
          .then((count) => count > 0 && console.info(`[proof-reader] queued ${count} earlier payment proofs for reading`))
          .catch((error) => console.error("[proof-reader] the start-up backfill failed", error))
          .then(kick);
  kick();

  return {
    kick,
    idle: async () => {
      await backfill;
      await unlisten.catch(() => {});
      await passes.idle();
    },
    async stop() {
      clearInterval(timer);
      const stopping = passes.stop();
      await unlisten.then((stop) => stop()).catch(() => {});
      await Promise.all([stopping, backfill]);
      await stopProofOcr();
    },
  };
}
