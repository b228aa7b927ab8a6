import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { paymentProofMatches, paymentProofReadings, payments, users } from "@/db/schema";
import { fileUrl } from "@/lib/files/url";
import { FINGERPRINT_TAG, SAME_PICTURE_MAX_DISTANCE } from "@/lib/images/image-hash";
import { differentNumbersRead, PROOF_MATCHES_LISTED, reuses } from "./display";

/**
 * Another payment whose proof is the same file (`exact`), the same picture re-encoded or the same
 * layout (`samePicture`), or whose transaction number is the one read from this proof or the other
 * way round (`sameTransaction`, that number's key); `uploadedAt` is when it was placed (ISO).
 * `notReuse`, when set, says why this look-alike is not a reuse (and needs no confirmation).
 */
export type ProofMatch = {
  paymentId: string;
  userName: string;
  exact: boolean;
  samePicture: boolean;
  sameTransaction: string | null;
  notReuse: string | null;
  imageUrl: string;
  proofType: string;
  uploadedAt: string;
};

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

/** Another payment's proof number and what was read from both, as the ranking query answers them. */
const matchRow = {
  paymentId: column.text,
  otherId: column.text,
  exact: column.boolean,
  samePicture: column.boolean,
  sameTransaction: column.textOrNull,
  ownRead: column.textOrNull,
  otherRead: column.textOrNull,
  userName: column.text,
  proofKey: column.text,
  proofType: column.text,
  uploadedAt: column.text,
};

/** A payment's proof as read now: a reading of an earlier proof (another `proof_key`) counts for nothing. */
const currentReading = (reading: string, payment: string) =>
  sql.raw(`${reading}.payment_id = ${payment}.id and ${reading}.proof_key = ${payment}.proof_key and ${reading}.status = 'read'`);

/**
 * The matches of these payments, at most PROOF_MATCHES_LISTED each, keyed by payment id
 * (docs/rules.md, "Reused proofs" and "Reading payment proofs"). Two payments match when their
 * proofs are the same file or the same picture (payment_proof_matches), or when the transaction
 * number read from one proof is the other's: read from its proof, or typed for it while it is live
 * (the uniqueness rule's set, payments_live_transaction_key). A same-picture match whose two proofs
 * were read with different numbers is one app's layout, not a copy: it is listed with `notReuse`
 * saying so, after every real match. Then the same file first, the same number next, look-alikes
 * last, each oldest upload first, so an older look-alike never pushes an exact copy off the list.
 */
export async function proofMatchesOf(paymentIds: string[]): Promise<Map<string, ProofMatch[]>> {
  const byPayment = new Map<string, ProofMatch[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await readRows(
    getDb(),
    sql`
    with own as (
      select p.id, p.transaction_key as typed, r.transaction_key as read
      from ${payments} p left join ${paymentProofReadings} r on ${currentReading("r", "p")}
      where p.id = any(${pgArray(paymentIds, "uuid")})
    ),
    pairs as (
      select m.payment_id, m.matched_payment_id as other_id, m.exact, true as picture, null::text as number
      from ${paymentProofMatches} m where m.payment_id = any(${pgArray(paymentIds, "uuid")})
      union all
      select own.id, o.id, false, false, own.read from own
      join ${paymentProofReadings} r on r.transaction_key = own.read and r.status = 'read' and r.payment_id <> own.id
      join ${payments} o on ${currentReading("r", "o")}
      union all
      select own.id, o.id, false, false, own.read from own
      join ${payments} o on o.transaction_key = own.read and o.id <> own.id
        and o.status <> 'REJECTED' and not o.legacy_transaction_duplicate
      union all
      select own.id, o.id, false, false, own.typed from own
      join ${paymentProofReadings} r on r.transaction_key = own.typed and r.status = 'read' and r.payment_id <> own.id
      join ${payments} o on ${currentReading("r", "o")}
    ),
    grouped as (
      select payment_id, other_id, bool_or(exact) as exact, bool_or(picture) as picture, max(number) as number
      from pairs group by payment_id, other_id
    ),
    judged as (
      select g.*, own.read as own_read, r.transaction_key as other_read,
        (g.picture and not g.exact and g.number is null and own.read <> r.transaction_key) as not_reuse
      from grouped g join own on own.id = g.payment_id
      left join ${payments} o on o.id = g.other_id
      left join ${paymentProofReadings} r on ${currentReading("r", "o")}
    ),
    ranked as (
      select judged.*, row_number() over (partition by judged.payment_id
        order by coalesce(judged.not_reuse, false), judged.exact desc, (judged.number is not null) desc, o.created_at, o.id) as rank
      from judged join ${payments} o on o.id = judged.other_id
    )
    select ranked.payment_id as "paymentId", o.id as "otherId", ranked.exact, ranked.picture as "samePicture",
      ranked.number as "sameTransaction", case when ranked.not_reuse then ranked.own_read end as "ownRead",
      case when ranked.not_reuse then ranked.other_read end as "otherRead", ${users.name} as "userName",
      o.proof_key as "proofKey", o.proof_content_type as "proofType", to_json(o.created_at) as "uploadedAt"
    from ranked join ${payments} o on o.id = ranked.other_id join ${users} on ${users.id} = o.user_id
    where ranked.rank <= ${PROOF_MATCHES_LISTED}
    order by ranked.payment_id, ranked.rank`,
    matchRow,
  );
  for (const row of rows) {
    const list = byPayment.get(row.paymentId) ?? [];
    list.push({
      paymentId: row.otherId,
      userName: row.userName,
      exact: row.exact,
      samePicture: row.samePicture,
      sameTransaction: row.sameTransaction,
      notReuse: row.ownRead && row.otherRead ? differentNumbersRead(row.ownRead, row.otherRead) : null,
      imageUrl: fileUrl(row.proofKey),
      proofType: row.proofType,
      uploadedAt: new Date(row.uploadedAt).toISOString(),
    });
    byPayment.set(row.paymentId, list);
  }
  return byPayment;
}

/** Of these payments, those whose proof is a reuse (docs/rules.md, "Reused proofs"): the statement's dry run marks them. */
export async function paymentsWithReusedProofs(paymentIds: string[]): Promise<Set<string>> {
  const matches = await proofMatchesOf(paymentIds);
  return new Set([...matches].filter(([, list]) => reuses(list).length > 0).map(([paymentId]) => paymentId));
}
