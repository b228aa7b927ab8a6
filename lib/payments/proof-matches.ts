import "server-only";
import { eq, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "@/db/client";
import { paymentProofMatches, payments, users } from "@/db/schema";
import { fileUrl } from "@/lib/files/url";
import { FINGERPRINT_TAG, SAME_PICTURE_MAX_DISTANCE } from "@/lib/files/image-hash";
import { PROOF_MATCHES_LISTED } from "./display";

/** Another payment whose proof is the same file (exact) or the same picture re-encoded; `uploadedAt` is when it was placed (ISO). */
export type ProofMatch = { paymentId: string; userName: string; exact: boolean; imageUrl: string; proofType: string; uploadedAt: string };

/** Arbitrary constant: one proof is matched at a time, so two copies uploaded at once still find each other. */
const PROOF_MATCH_LOCK_ID = 724_002;

/** Fingerprints of the current method (FINGERPRINT_TAG): an earlier method's hashes compare with nothing. */
const CURRENT_METHOD = `${FINGERPRINT_TAG}%`;

/**
 * Records, in both directions, every other payment whose proof has the same SHA-256 or a
 * perceptual hash within SAME_PICTURE_MAX_DISTANCE bits of this payment's, among proofs
 * fingerprinted by the current method. One pass over them, run once per proof (on upload, or by
 * the backfill), inside the caller's transaction.
 */
export async function recordProofMatches(db: Executor, paymentId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PROOF_MATCH_LOCK_ID})`);
  await db.execute(sql`
    with found as (
      select other.id as other_id, other.proof_sha256 = this.proof_sha256 as exact
      from ${payments} this
      join ${payments} other on other.id <> this.id and other.proof_sha256 like ${CURRENT_METHOD}
        and (other.proof_sha256 = this.proof_sha256
          or bit_count((other.proof_dhash # this.proof_dhash)::bit(64)) <= ${SAME_PICTURE_MAX_DISTANCE})
      where this.id = ${paymentId} and this.proof_sha256 like ${CURRENT_METHOD}
    )
    insert into ${paymentProofMatches} (payment_id, matched_payment_id, exact)
    select ${paymentId}, other_id, exact from found
    union all
    select other_id, ${paymentId}, exact from found
    on conflict do nothing`);
}

/**
 * The matches of these payments, at most PROOF_MATCHES_LISTED each, keyed by payment id: the same
 * file first, then look-alikes, each oldest upload first (the first upload of the same file is
 * always listed). Receipts of one bank app's layout all look alike (docs/benchmarks.md, "Proof
 * fingerprints"), so an older look-alike must never push an exact copy off the list.
 */
export async function proofMatchesOf(paymentIds: string[]): Promise<Map<string, ProofMatch[]>> {
  const byPayment = new Map<string, ProofMatch[]>();
  if (paymentIds.length === 0) return byPayment;
  const matched = alias(payments, "matched");
  const ranked = getDb()
    .select({
      paymentId: paymentProofMatches.paymentId,
      matchedPaymentId: paymentProofMatches.matchedPaymentId,
      exact: paymentProofMatches.exact,
      rank: sql<number>`row_number() over (partition by ${paymentProofMatches.paymentId} order by ${paymentProofMatches.exact} desc, ${matched.createdAt}, ${matched.id})`.as(
        "rank",
      ),
    })
    .from(paymentProofMatches)
    .innerJoin(matched, eq(matched.id, paymentProofMatches.matchedPaymentId))
    .where(inArray(paymentProofMatches.paymentId, paymentIds))
    .as("ranked");
  const other = alias(payments, "other");
  const rows = await getDb()
    .select({
      paymentId: ranked.paymentId,
      otherId: other.id,
      exact: ranked.exact,
      userName: users.name,
      proofKey: other.proofKey,
      proofType: other.proofContentType,
      uploadedAt: other.createdAt,
    })
    .from(ranked)
    .innerJoin(other, eq(other.id, ranked.matchedPaymentId))
    .innerJoin(users, eq(users.id, other.userId))
    .where(lte(ranked.rank, PROOF_MATCHES_LISTED))
    .orderBy(ranked.rank);
  for (const row of rows) {
    const list = byPayment.get(row.paymentId) ?? [];
    list.push({
      paymentId: row.otherId,
      userName: row.userName,
      exact: row.exact,
      imageUrl: fileUrl(row.proofKey),
      proofType: row.proofType,
      uploadedAt: row.uploadedAt.toISOString(),
    });
    byPayment.set(row.paymentId, list);
  }
  return byPayment;
}
