/** What the proof reader took from each payment's screenshot (docs/rules.md, "Reading payment proofs"). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";
import { payments } from "./payments";

/**
 * pending: waiting for the reader (or held by one, see `claimedUntil`); read: at least one field
 * was read; unreadable: the file is not an image the reader takes, too large, or nothing could be
 * read with confidence (`reason` says which); failed: the reader itself broke on every try.
 */
export const PROOF_READING_STATUSES = ["pending", "read", "unreadable", "failed"] as const;
export type ProofReadingStatus = (typeof PROOF_READING_STATUSES)[number];

/**
 * One row per payment, for the proof it holds now (`proofKey`): a proof sent again is read afresh.
 * The row is the durable job too: a reader claims a pending row with FOR UPDATE SKIP LOCKED and a
 * lease, so each proof is read once across instances and a reading survives a restart.
 */
export const paymentProofReadings = pgTable(
  "payment_proof_readings",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** The proof that was (or is to be) read; differs from the payment's own once a new proof is sent. */
    proofKey: text("proof_key").notNull(),
    status: text("status", { enum: PROOF_READING_STATUSES }).notNull().default("pending"),
    /** The read transaction number's key: letters and digits, upper-cased, as `payments.transaction_key`. */
    transactionKey: text("transaction_key"),
    amountPaisa: integer("amount_paisa"),
    /** As the reader gives it: `2026-11-24T21:41:00+05:00`, or `2026-11-24` when no time is printed. */
    paidAt: text("paid_at"),
    bank: text("bank"),
    /** The order reference the payer wrote (`AP-7KQ3M9`), whoever's order it is. */
    reference: text("reference"),
    /** For the admin: why it is unreadable or failed, and the fields read in doubt. */
    reason: text("reason"),
    tries: integer("tries").notNull().default(0),
    /** A reader's lease on a pending row; null or past: free to claim. */
    claimedUntil: instant("claimed_until"),
    readAt: instant("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // The reader's queue: pending rows, oldest first.
    index("payment_proof_readings_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Reuse by what is written, and statement rows matched "by proof".
    index("payment_proof_readings_transaction_idx")
      .on(t.transactionKey)
      .where(sql`${t.transactionKey} is not null`),
    check("payment_proof_readings_status_check", sql`${t.status} in ('pending', 'read', 'unreadable', 'failed')`),
  ],
);
