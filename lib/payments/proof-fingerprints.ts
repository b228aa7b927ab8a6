import "server-only";
import { and, asc, eq, isNotNull, isNull, notInArray, notLike, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { paymentProofMatches, payments } from "@/db/schema";
import { FINGERPRINT_TAG, fingerprint, sha256Hex, type FileFingerprint } from "@/lib/images/image-hash";
import { getObject } from "@/lib/storage";
import { recordProofMatches } from "./proof-matches";

/**
 * The proofs' fingerprints (docs/rules.md, "Reused proofs"). Checkout and a resubmission store
 * only what costs nothing: the SHA-256, so an identical file is matched at once. A picture's
 * perceptual hash means decoding it, which is the proof worker's job (./proof-reading/worker.ts),
 * never the request's: the payment waits with `proof_hashed_at` null (the desk says "not yet
 * checked"), and the worker hashes it and records its look-alikes within moments of the commit.
 */

const PICTURES = new Set(["image/png", "image/jpeg", "image/webp"]);

/**
 * The fingerprint columns checkout writes: the SHA-256 now; a picture's perceptual hash later
 * (`proof_hashed_at` null). Anything else (a PDF) has no more to it: done at once.
 */
export function fingerprintAtUpload(bytes: Uint8Array, mime: string) {
  return {
    proofSha256: FINGERPRINT_TAG + sha256Hex(bytes),
    proofDhash: null,
    proofHashedAt: PICTURES.has(mime) ? null : sql`now()`,
  };
}

/**
 * The stored proof's fingerprint; "missing" when its file is not in storage. Throws when storage
 * fails (the proof is tried again; fingerprint itself never throws: a picture that does not
 * decode gets the SHA-256 only).
 */
async function fingerprintStored(key: string, mime: string): Promise<FileFingerprint | "missing"> {
  const file = await getObject(key);
  return file ? fingerprint(file.body, mime) : "missing";
}

/**
 * Storage failures a proof may meet before it is done without a perceptual hash, and how long a
 * failed one rests before it is fetched again (counted per process, by payment).
 */
const MAX_STORAGE_FAILURES = 3;
const RETRY_AFTER_MS = 30_000;
const storageFailures = new Map<string, { count: number; at: number }>();

/** The payments whose proof failed to be fetched too recently to try again. */
const resting = (now: number) => [...storageFailures].filter(([, failure]) => now - failure.at < RETRY_AFTER_MS).map(([id]) => id);

/**
 * Proofs waiting for their fingerprint (payments_proof_unhashed_idx): placed or sent again since,
 * stored before hashing existed, or set back by `requeueEarlierFingerprints`.
 */
const waiting = isNull(payments.proofHashedAt);

/**
 * At start-up: proofs hashed by an earlier method (their SHA-256 lacks FINGERPRINT_TAG) wait for
 * a fingerprint again. One statement; the worker's passes do the hashing.
 */
export async function requeueEarlierFingerprints(db: Database = getDb()): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ proofHashedAt: null })
    .where(and(isNotNull(payments.proofHashedAt), notLike(payments.proofSha256, `${FINGERPRINT_TAG}%`)))
    .returning({ id: payments.id });
  return rows.length;
}

export type FingerprintOptions = { limit?: number; batchSize?: number; pauseMs?: number; stopping?: () => boolean };

/**
 * Fingerprints waiting proofs, oldest first, and records their matches afresh (the exact ones
 * checkout recorded, and an earlier method's, go first). At most `limit` per call, in batches
 * with a pause between them; the decoding itself runs one picture at a time (imageWork). Safe on
 * several instances at once: each row is written by a conditional update, only while it still
 * waits and still holds the proof that was hashed (a proof sent again meanwhile waits for its own).
 * Answers how many it wrote; a proof whose file could not be fetched is left for a later call.
 */
export async function fingerprintWaitingProofs(
  { limit = 2_000, batchSize = 25, pauseMs = 50, stopping = () => false }: FingerprintOptions = {},
  db: Database = getDb(),
): Promise<number> {
  let done = 0;
  let written = 0;
  const skipped = resting(Date.now());
  while (done < limit && !stopping()) {
    const batch = await db
      .select({ id: payments.id, key: payments.proofKey, mime: payments.proofContentType })
      .from(payments)
      .where(skipped.length > 0 ? and(waiting, notInArray(payments.id, skipped)) : waiting)
      .orderBy(asc(payments.createdAt))
      .limit(Math.min(batchSize, limit - done));
    if (batch.length === 0) break;
    for (const proof of batch) {
      let print: FileFingerprint | "missing" | null;
      try {
        print = await fingerprintStored(proof.key, proof.mime);
        storageFailures.delete(proof.id);
      } catch (error) {
        const count = (storageFailures.get(proof.id)?.count ?? 0) + 1;
        console.warn(`[anaesprep] the proof of payment ${proof.id} could not be fetched to fingerprint it (${count})`, error);
        if (count < MAX_STORAGE_FAILURES) {
          storageFailures.set(proof.id, { count, at: Date.now() });
          skipped.push(proof.id); // tried again by a pass after RETRY_AFTER_MS
          continue;
        }
        storageFailures.delete(proof.id);
        print = null;
      }
      if (await recordFingerprint(db, proof, print)) written += 1;
    }
    done += batch.length;
    if (batch.length === batchSize && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return written;
}

/**
 * Writes a proof's fingerprint and its matches afresh, while it still waits and holds this file.
 * Missing from storage, or never fetched: no perceptual hash, and the SHA-256 checkout stored is
 * kept (an earlier method's goes), so an identical file still matches.
 */
async function recordFingerprint(
  db: Database,
  proof: { id: string; key: string },
  print: FileFingerprint | "missing" | null,
): Promise<boolean> {
  const hashed = print !== null && print !== "missing";
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({
        proofSha256: hashed
          ? print.sha256
          : sql`case when ${payments.proofSha256} like ${`${FINGERPRINT_TAG}%`} then ${payments.proofSha256} end`,
        proofDhash: hashed ? print.dhash : null,
        proofHashedAt: sql`now()`,
      })
      .where(and(eq(payments.id, proof.id), eq(payments.proofKey, proof.key), waiting))
      .returning({ id: payments.id, sha256: payments.proofSha256 });
    if (!claimed) return false;
    // Both directions, by the primary key (matches are stored symmetrically).
    await tx.execute(sql`
      with mine as (delete from ${paymentProofMatches} where payment_id = ${claimed.id} returning matched_payment_id)
      delete from ${paymentProofMatches} where payment_id in (select matched_payment_id from mine) and matched_payment_id = ${claimed.id}`);
    if (claimed.sha256 !== null) await recordProofMatches(tx, claimed.id);
    return true;
  });
}
