import "server-only";
import type { Database } from "@/db/client";
import { getObject } from "@/lib/storage";
import { holdLease } from "@/lib/jobs/leases";
import {
  claimProofReading,
  handBackProofReading,
  recordProofReading,
  recordProofReadingError,
  PROOF_QUEUE_SETTINGS,
  type ClaimedProof,
  type ProofQueueSettings,
} from "./queue";
import { readProofImage, type ProofReadResult } from "./read-image";

/**
 * One reading of the proof reader (docs/rules.md, "Reading payment proofs"): claim a pending row,
 * fetch its proof from storage, read it, write what was read. Exported so tests run passes
 * directly, with a clock they control and no timers.
 */

export type ProofReadingOutcome = {
  paymentId: string;
  /** read/unreadable: written; retry/failed: the reader broke; lost: the claim ended first (a new proof, another reader). */
  outcome: "read" | "unreadable" | "retry" | "failed" | "lost";
};

export type ReaderOptions = {
  now?: Date;
  settings?: ProofQueueSettings;
  /** The OCR step; tests give one that breaks. */
  read?: (bytes: Buffer, contentType: string) => Promise<ProofReadResult>;
};

const MISSING: ProofReadResult = { status: "unreadable", fields: null, reason: "the proof's file is missing from storage" };

/** Reads the oldest pending proof; null when none is due. */
export async function readNextProof(db: Database, options: ReaderOptions = {}): Promise<ProofReadingOutcome | null> {
  const claim = await claimProofReading(db, options);
  if (claim === null) return null;
  // A stopping instance hands the claim back rather than leave it to its lease (lib/jobs/leases.ts).
  const release = holdLease(`the reading of payment ${claim.paymentId}`, () => handBackProofReading(db, claim));
  try {
    return await readClaimed(db, claim, options);
  } finally {
    release();
  }
}

async function readClaimed(db: Database, claim: ClaimedProof, options: ReaderOptions): Promise<ProofReadingOutcome> {
  let result: ProofReadResult;
  try {
    const file = await getObject(claim.proofKey);
    const bytes = file === null ? null : Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
    result = bytes === null ? MISSING : await (options.read ?? readProofImage)(bytes, claim.contentType);
  } catch (error) {
    const outcome = await recordProofReadingError(db, claim, error, options.settings ?? PROOF_QUEUE_SETTINGS);
    if (outcome === "failed") console.error(`[proof-reader] giving up on payment ${claim.paymentId} after ${claim.tries} tries`, error);
    return { paymentId: claim.paymentId, outcome };
  }
  const written = await recordProofReading(db, claim, result, options.now);
  return { paymentId: claim.paymentId, outcome: written ? result.status : "lost" };
}

/** Reads proofs one after another until none is due, or until `stopping()` (the reading under way finishes). */
export async function readPendingProofs(
  db: Database,
  options: ReaderOptions & { stopping?: () => boolean } = {},
): Promise<ProofReadingOutcome[]> {
  const outcomes: ProofReadingOutcome[] = [];
  const stopping = options.stopping ?? (() => false);
  while (!stopping()) {
    const outcome = await readNextProof(db, options);
    if (outcome === null) break;
    outcomes.push(outcome);
  }
  return outcomes;
}
