import "server-only";
import { and, asc, eq, isNull, notLike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentProofMatches, payments } from "@/db/schema";
import { FINGERPRINT_TAG, fingerprint, type FileFingerprint } from "@/lib/files/image-hash";
import { getObject } from "@/lib/storage";
import { recordProofMatches } from "./proof-matches";

/** The stored proof's fingerprint, or null when its file is missing or unreadable (counted, reported once per run). */
async function fingerprintStored(key: string, mime: string): Promise<FileFingerprint | null> {
  try {
    const file = await getObject(key);
    return file ? await fingerprint(file.body, mime) : null;
  } catch {
    return null;
  }
}

/**
 * Proofs to fingerprint: stored before hashing existed, or hashed by an earlier method (their
 * SHA-256 lacks FINGERPRINT_TAG). A proof whose file was missing has no SHA-256 and stays done.
 */
const unfingerprinted = or(isNull(payments.proofHashedAt), notLike(payments.proofSha256, `${FINGERPRINT_TAG}%`));

/**
 * Fingerprints proofs stored before hashing existed or hashed by an earlier method (oldest first)
 * and records their matches afresh (an earlier method's matches go).
 * Bounded: at most `limit` proofs per call, in small batches with a pause between them, so a
 * start-up run never holds the server for long; what is left waits for the next start. Safe to
 * run on several instances at once (each row is claimed by a conditional update).
 */
export async function backfillProofFingerprints({ limit = 2_000, batchSize = 25, pauseMs = 50 } = {}): Promise<number> {
  let done = 0;
  let unreadable = 0;
  while (done < limit) {
    const batch = await getDb()
      .select({ id: payments.id, key: payments.proofKey, mime: payments.proofContentType })
      .from(payments)
      .where(unfingerprinted)
      .orderBy(asc(payments.createdAt))
      .limit(Math.min(batchSize, limit - done));
    if (batch.length === 0) break;
    for (const proof of batch) {
      const print = await fingerprintStored(proof.key, proof.mime);
      if (!print) unreadable += 1;
      await getDb().transaction(async (tx) => {
        const [claimed] = await tx
          .update(payments)
          .set({ proofSha256: print?.sha256 ?? null, proofDhash: print?.dhash ?? null, proofHashedAt: sql`now()` })
          .where(and(eq(payments.id, proof.id), unfingerprinted))
          .returning({ id: payments.id });
        if (!claimed) return;
        // Both directions, by the primary key (matches are stored symmetrically).
        await tx.execute(sql`
          with mine as (delete from ${paymentProofMatches} where payment_id = ${claimed.id} returning matched_payment_id)
          delete from ${paymentProofMatches} where payment_id in (select matched_payment_id from mine) and matched_payment_id = ${claimed.id}`);
        if (print) await recordProofMatches(tx, claimed.id);
      });
    }
    done += batch.length;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  if (unreadable > 0) console.warn(`[anaesprep] ${unreadable} payment proofs could not be read; they match nothing`);
  return done;
}
