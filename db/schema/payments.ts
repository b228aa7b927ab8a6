/** Bank-transfer orders: the payment, the subjects it buys and the proofs that look alike. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgSequence, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { subjects } from "./catalogue";
import { createdAt, instant } from "./columns";

export const PAYMENT_STATUSES = ["PENDING", "ACCEPTED", "REJECTED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Numbers the references of payments that arrive without one (the migration's backfill, demo and fixtures). */
export const paymentReferenceSeq = pgSequence("payment_reference_seq");

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * What the learner writes in the transfer's description ("AP-7KQ3M9", docs/rules.md "Payment
     * references"): random from placeOrder; `payment_reference_from` of the sequence otherwise.
     */
    reference: text("reference")
      .notNull()
      .default(sql`payment_reference_from(nextval('payment_reference_seq'))`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    isMonthly: boolean("is_monthly").notNull().default(false),
    amountPaisa: integer("amount_paisa").notNull(),
    bankName: text("bank_name").notNull().default(""),
    accountHolder: text("account_holder").notNull().default(""),
    /** As the learner typed it, for display. */
    transactionId: text("transaction_id").notNull(),
    /** What the uniqueness rule compares: letters and digits only, upper-cased (`TXN-12 34` = `txn1234`). */
    transactionKey: text("transaction_key")
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(transaction_id, '[^A-Za-z0-9]', '', 'g'))`),
    /**
     * Set by the migration that introduced `transactionKey` on live payments whose numbers were
     * spelt differently but normalise alike: all but one keep their history without the check.
     */
    legacyTransactionDuplicate: boolean("legacy_transaction_duplicate").notNull().default(false),
    proofKey: text("proof_key").notNull(),
    proofContentType: text("proof_content_type").notNull(),
    /** Hex SHA-256 of the proof file. Null until hashed (proofs stored before hashing existed). */
    proofSha256: text("proof_sha256"),
    /** 64-bit perceptual difference hash of a proof image (lib/files/image-hash); null for a PDF. */
    proofDhash: bigint("proof_dhash", { mode: "bigint" }),
    /** When the proof was fingerprinted (also when its file could not be read); null: the start-up backfill will. */
    proofHashedAt: instant("proof_hashed_at"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    rejectionReason: text("rejection_reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // A learner's payments, newest first (listPaymentPage for /profile/pending-order and GET /api/payment).
    index("payments_user_idx").on(t.userId, t.createdAt),
    // The desk and GET /api/payment filtered by status, newest first; the per-status counts.
    index("payments_status_idx").on(t.status, t.createdAt),
    // The desk and GET /api/payment for "All", newest first (order by created_at desc, id desc).
    index("payments_created_idx").on(t.createdAt, t.id),
    // One payment per reference; statement matching looks references up by it.
    uniqueIndex("payments_reference_key").on(t.reference),
    // readAuthorisedFile: who may see the proof with this key (lib/files/access.ts), without a scan.
    index("payments_proof_key_idx").on(t.proofKey),
    // placeOrder: a transaction number may be on one live (not rejected) payment only.
    uniqueIndex("payments_live_transaction_key")
      .on(t.transactionKey)
      .where(sql`${t.status} <> 'REJECTED' and not ${t.legacyTransactionDuplicate}`),
    // The start-up backfill: proofs not yet fingerprinted.
    index("payments_proof_unhashed_idx")
      .on(t.createdAt)
      .where(sql`${t.proofHashedAt} is null`),
    // recordProofMatches: other payments with the same proof file.
    index("payments_proof_sha256_idx").on(t.proofSha256),
    check("payments_status_check", sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED')`),
    check("payments_amount_check", sql`${t.amountPaisa} > 0`),
  ],
);

export const paymentItems = pgTable(
  "payment_items",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    pricePaisa: integer("price_paisa").notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.subjectId] }), check("payment_items_price_check", sql`${t.pricePaisa} >= 0`)],
);

/**
 * Two payments whose proofs are the same file (exact) or the same picture re-encoded (perceptual
 * hashes within SAME_PICTURE_MAX_DISTANCE bits). Stored in both directions when the later proof
 * is fingerprinted, so the payment desk reads them by key instead of comparing every proof.
 */
export const paymentProofMatches = pgTable(
  "payment_proof_matches",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    matchedPaymentId: uuid("matched_payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    exact: boolean("exact").notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.matchedPaymentId] })],
);
