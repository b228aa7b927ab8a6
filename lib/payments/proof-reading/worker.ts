import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { startQueueWorker } from "@/lib/jobs/queue-worker";
import { fingerprintWaitingProofs, requeueEarlierFingerprints } from "../proof-fingerprints";
import { backfillProofReadings } from "./backfill";
import { PROOF_READING_CHANNEL } from "./queue";
import { stopProofOcr } from "./read-image";
import { readNextProof, type ProofReadingOutcome, type ReaderOptions } from "./reader";

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
/** Fingerprints taken between two readings: each is a fraction of a reading's work. */
const FINGERPRINTS_PER_READING = 25;

export type ProofReaderOptions = {
  pollMs?: number;
  /** false: no start-up backfill (of fingerprints or readings). */
  backfill?: boolean;
  /** false (PROOF_READER=off): this instance fingerprints proofs but reads none by OCR. */
  ocr?: boolean;
  reader?: ReaderOptions;
};

/**
 * Works the proofs in this process (docs/rules.md, "Reused proofs" and "Reading payment proofs"):
 * their fingerprints first, which the desk's reuse check waits for, and their OCR readings
 * between them. On every commit that stored a proof (LISTEN, from any instance on PostgreSQL),
 * every POLL_MS, and once the start-up step has queued what earlier versions left.
 */
export function createProofReader(connection: DatabaseConnection, options: ProofReaderOptions = {}): ProofReader {
  const ocr = options.ocr !== false;
  return startQueueWorker({
    connection,
    channel: PROOF_READING_CHANNEL,
    label: "[proof-reader] the proof reader",
    wakeUps: "new proofs",
    pollMs: options.pollMs ?? POLL_MS,
    async pass(stopping) {
      const outcomes: ProofReadingOutcome[] = [];
      while (!stopping()) {
        const hashed = await fingerprintWaitingProofs({ limit: FINGERPRINTS_PER_READING, pauseMs: 0, stopping }, connection.db);
        const outcome = ocr && !stopping() ? await readNextProof(connection.db, options.reader) : null;
        if (outcome) outcomes.push(outcome);
        if (hashed === 0 && outcome === null) break;
      }
      const broken = outcomes.filter(({ outcome }) => outcome === "retry" || outcome === "failed").length;
      if (broken > 0) console.warn(`[proof-reader] ${broken} of ${outcomes.length} readings broke; they are tried again later`);
    },
    startUp:
      options.backfill === false
        ? undefined
        : async (stopping) => {
            const rehash = await requeueEarlierFingerprints(connection.db);
            if (rehash > 0) console.info(`[proof-reader] ${rehash} payment proofs hashed by an earlier method are fingerprinted again`);
            if (!ocr) return;
            const count = await backfillProofReadings({ stopping }, connection.db);
            if (count > 0) console.info(`[proof-reader] queued ${count} earlier payment proofs for reading`);
          },
    afterStop: stopProofOcr,
  });
}
