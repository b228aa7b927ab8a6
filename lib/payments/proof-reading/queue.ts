import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { paymentProofReadings, payments } from "@/db/schema";
import { toPaisa } from "@/lib/money";
import type { ProofReadResult } from "./read-image";

/**
 * The proof reader's durable queue (docs/rules.md, "Reading payment proofs"): the row of
 * `payment_proof_readings` is the job. It is written pending in the transaction that stores the
 * proof, claimed by one reader at a time (FOR UPDATE SKIP LOCKED) under a lease, so each proof is
 * read once across instances, and a reader that dies leaves it to be claimed again when the lease
 * ends. The claim's `claimed_until` is its token: a result is written only while the claim holds
 * and the row still names the proof that was read.
 */

/** Commits that queue a proof wake the readers of every instance. */
export const PROOF_READING_CHANNEL = "payment_proof_readings";

export type ProofQueueSettings = {
  /** Tries before a row is 'failed' (a claim counts as a try). */
  maxTries: number;
  /** How long a claim holds a row: longer than any reading (the OCR engine gives up after 60 s). */
  leaseMs: number;
};

export const PROOF_QUEUE_SETTINGS: ProofQueueSettings = { maxTries: 3, leaseMs: 2 * 60_000 };

/** `now` from the caller (tests move the clock), otherwise the database's clock, shared by every instance. */
const instant = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** A row set back to waiting for the reader, with nothing read. */
export const PENDING_AFRESH = sql`status = 'pending', transaction_key = null, amount_paisa = null, paid_at = null, bank = null,
  reference = null, reason = null, tries = 0, claimed_until = null, read_at = null`;

/**
 * Queues the reading of a payment's proof in the caller's transaction: a new row, or the row of a
 * payment whose proof changed (a resubmission) set back to pending with its fields cleared. One
 * statement and a NOTIFY delivered at the commit, so the request does not wait for any reading.
 */
export async function queueProofReading(executor: Executor, paymentId: string, proofKey: string): Promise<void> {
  await executor.execute(sql`
    insert into ${paymentProofReadings} (payment_id, proof_key) values (${paymentId}, ${proofKey})
    on conflict (payment_id) do update set proof_key = excluded.proof_key, ${PENDING_AFRESH}`);
  await executor.execute(sql`select pg_notify(${PROOF_READING_CHANNEL}, '')`);
}

export type ClaimedProof = {
  paymentId: string;
  /** The payment's proof now: a row queued for an earlier proof reads the current one. */
  proofKey: string;
  contentType: string;
  tries: number;
  /** The claim's token (`claimed_until` as the database wrote it). */
  claimedUntil: string;
};

/**
 * Leases the oldest pending row that is free (never claimed, or its lease ended) to the caller, or
 * null when there is none. Rows whose lease ended on their last try are marked failed first.
 */
export async function claimProofReading(
  db: Database,
  options: { now?: Date; settings?: ProofQueueSettings } = {},
): Promise<ClaimedProof | null> {
  const settings = options.settings ?? PROOF_QUEUE_SETTINGS;
  const now = instant(options.now);
  await db.execute(sql`
    update ${paymentProofReadings} set status = 'failed', claimed_until = null,
      reason = coalesce(reason, 'the reader stopped while reading this proof')
    where status = 'pending' and claimed_until <= ${now} and tries >= ${settings.maxTries}`);
  const [row] = await readRows(
    db,
    sql`
    with due as (
      select payment_id from ${paymentProofReadings}
      where status = 'pending' and (claimed_until is null or claimed_until <= ${now}) and tries < ${settings.maxTries}
      order by created_at
      limit 1
      for update skip locked
    )
    update ${paymentProofReadings} as reading
    set tries = reading.tries + 1, claimed_until = ${now} + ${settings.leaseMs} * interval '1 millisecond'
    from due, ${payments}
    where reading.payment_id = due.payment_id and ${payments.id} = due.payment_id
    returning reading.payment_id, ${payments.proofKey} as proof_key, ${payments.proofContentType} as content_type, reading.tries,
      to_json(reading.claimed_until) #>> '{}' as claimed_until`,
    { payment_id: column.text, proof_key: column.text, content_type: column.text, tries: column.number, claimed_until: column.text },
  );
  return row
    ? {
        paymentId: row.payment_id,
        proofKey: row.proof_key,
        contentType: row.content_type,
        tries: row.tries,
        claimedUntil: row.claimed_until,
      }
    : null;
}

/** This claim, on a row that still waits for it. */
const stillMine = (claim: ClaimedProof) =>
  sql`payment_id = ${claim.paymentId} and status = 'pending' and claimed_until = ${claim.claimedUntil}::timestamptz`;

/**
 * Writes what was read; false when the claim was lost (its lease ended and another reader took the
 * row, or a new proof was sent meanwhile and the row was queued afresh).
 */
export async function recordProofReading(db: Database, claim: ClaimedProof, result: ProofReadResult, now?: Date): Promise<boolean> {
  const fields = result.fields;
  const reason = result.status === "unreadable" ? result.reason : fields && fields.unsure.length > 0 ? fields.unsure.join("\n") : null;
  const written = await readRows(
    db,
    sql`
    update ${paymentProofReadings}
    set status = ${result.status}, proof_key = ${claim.proofKey}, transaction_key = ${fields?.transactionId ?? null},
      amount_paisa = ${fields?.amountPkr == null ? null : toPaisa(fields.amountPkr)}, paid_at = ${fields?.paidAt ?? null},
      bank = ${fields?.bank ?? null}, reference = ${fields?.reference ?? null}, reason = ${reason},
      claimed_until = null, read_at = ${instant(now)}
    where ${stillMine(claim)}
    returning payment_id`,
    { payment_id: column.text },
  );
  return written.length > 0;
}

/**
 * Gives a claim back unread (its instance is stopping): free for any reader at once, the claim not
 * counted as a try, the readers of every instance woken. The reading under way here then writes
 * nothing, since the claim's token is gone.
 */
export async function handBackProofReading(db: Database, claim: ClaimedProof): Promise<void> {
  await db
    .update(paymentProofReadings)
    .set({ claimedUntil: null, tries: sql`greatest(${paymentProofReadings.tries} - 1, 0)` })
    .where(stillMine(claim));
  await db.execute(sql`select pg_notify(${PROOF_READING_CHANNEL}, '')`);
}

/**
 * After the reader itself failed (storage down, the OCR engine broke): retried when the lease
 * ends, or 'failed' with the error after the last try.
 */
export async function recordProofReadingError(
  db: Database,
  claim: ClaimedProof,
  error: unknown,
  settings: ProofQueueSettings = PROOF_QUEUE_SETTINGS,
): Promise<"retry" | "failed"> {
  const outcome = claim.tries >= settings.maxTries ? "failed" : "retry";
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
  await db.execute(sql`
    update ${paymentProofReadings}
    set reason = ${message}${outcome === "failed" ? sql`, status = 'failed', claimed_until = null` : sql``}
    where ${stillMine(claim)}`);
  return outcome;
}
