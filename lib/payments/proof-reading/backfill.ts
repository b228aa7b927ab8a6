import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { paymentProofReadings, payments } from "@/db/schema";
import { PENDING_AFRESH, PROOF_READING_CHANNEL } from "./queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ProofBackfillOptions = { limit?: number; batchSize?: number; pauseMs?: number; stopping?: () => boolean };

/**
 * Queues the proofs that have no reading of their proof now (docs/rules.md, "Reading payment
 * proofs"): payments stored before reading existed (and the demo's) get a pending row, and a row
 * whose payment holds another proof than the one it read is queued afresh. Bounded: at most
 * `limit` rows per start, in batches with a pause between them, stopped at shutdown; what is left waits for the next start. Safe on several
 * instances at once (an insert that meets a row does nothing; stale rows are locked, skipped if taken).
 */
export async function backfillProofReadings(
  { limit = 2_000, batchSize = 200, pauseMs = 50, stopping = () => false }: ProofBackfillOptions = {},
  db: Database = getDb(),
): Promise<number> {
  let queued = 0;
  for (const batch of [missingReadings, staleReadings]) {
    while (queued < limit && !stopping()) {
      const count = await batch(db, Math.min(batchSize, limit - queued));
      queued += count;
      if (count === 0) break;
      await sleep(pauseMs);
    }
  }
  if (queued > 0) await db.execute(sql`select pg_notify(${PROOF_READING_CHANNEL}, '')`);
  return queued;
}

async function missingReadings(db: Database, size: number): Promise<number> {
  const rows = await readRows(
    db,
    sql`
    insert into ${paymentProofReadings} (payment_id, proof_key)
    select ${payments.id}, ${payments.proofKey} from ${payments}
    where not exists (select 1 from ${paymentProofReadings} reading where reading.payment_id = ${payments.id})
    order by ${payments.createdAt}
    limit ${size}
    on conflict (payment_id) do nothing
    returning payment_id`,
    { payment_id: column.text },
  );
  return rows.length;
}

async function staleReadings(db: Database, size: number): Promise<number> {
  const rows = await readRows(
    db,
    sql`
    with stale as (
      select reading.payment_id, ${payments.proofKey} as proof_key from ${paymentProofReadings} reading
      join ${payments} on ${payments.id} = reading.payment_id
      where reading.proof_key <> ${payments.proofKey}
      limit ${size}
      for update of reading skip locked
    )
    update ${paymentProofReadings} as reading
    set proof_key = stale.proof_key, ${PENDING_AFRESH}
    from stale where reading.payment_id = stale.payment_id
    returning reading.payment_id`,
    { payment_id: column.text },
  );
  return rows.length;
}
