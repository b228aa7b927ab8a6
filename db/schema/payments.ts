/** Bank-transfer orders: the payment, the subjects it buys, the proofs that look alike and revoked approvals. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PRACTICE_SESSION_MODES } from "../enums";
import { users } from "./accounts";
import { subjects } from "./catalogue";
import { createdAt, instant } from "./columns";

/** REVOKED: approved, then the approval was taken back (docs/rules.md, "Revoking an approval"); nothing moves it again. */
export const PAYMENT_STATUSES = ["PENDING", "ACCEPTED", "REJECTED", "REVOKED"] as const;
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
    /** When the proof was fingerprinted (also when its file could not be read); null: the proof worker will (lib/payments/proof-fingerprints.ts). */
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
    // proofFileGrant: who may see the proof with this key (lib/payments/file-access.ts), without a scan.
    index("payments_proof_key_idx").on(t.proofKey),
    // placeOrder: a transaction number may be on one live (not rejected) payment only; a revoked one keeps it.
    uniqueIndex("payments_live_transaction_key")
      .on(t.transactionKey)
      .where(sql`${t.status} <> 'REJECTED' and not ${t.legacyTransactionDuplicate}`),
    // The proof worker: proofs waiting for their fingerprint, oldest first.
    index("payments_proof_unhashed_idx")
      .on(t.createdAt)
      .where(sql`${t.proofHashedAt} is null`),
    // recordProofMatches: other payments with the same proof file.
    index("payments_proof_sha256_idx").on(t.proofSha256),
    check("payments_status_check", sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED')`),
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

/** A period a revocation ended, as it was just before (docs/rules.md, "Revoking an approval"). */
export type RevokedPeriod = {
  entitlementId: string;
  /** Null for the monthly plan (every subject). */
  subjectId: string | null;
  subjectName: string | null;
  startsAt: string;
  endsAt: string;
  /** Running: it ends at the revocation; queued: it never starts; ended: it had ended already and nothing changed. */
  state: "running" | "queued" | "ended";
  /** Attempts charged to it: they stay in the learner's history. */
  attemptsUsed: number;
  /** Attempts it still held (per live quiz it covers, 2 less those charged): they go. 0 for an ended period. */
  attemptsLeft: number;
};

/** An open attempt charged to a period that ended: it was ended at the revocation, scored on the answers saved. */
export type RevokedAttempt = { attemptId: string; quizId: string; quizName: string; subjectName: string };

/** A period of another payment that waited for a revoked one to end, moved to start that much earlier. */
export type MovedPeriod = {
  entitlementId: string;
  subjectId: string | null;
  subjectName: string | null;
  paymentId: string;
  startsAt: string;
  endsAt: string;
  newStartsAt: string;
  newEndsAt: string;
};

/** What a revocation ended and moved, kept as it was at that moment (names included) for the audit. */
/** A practice session still open that drew on the revoked access: it is ended (questions: how many it held). */
export type RevokedPractice = { sessionId: string; mode: (typeof PRACTICE_SESSION_MODES)[number]; questions: number; startedAt: string };

/** `practice` is missing from revocations recorded before practice sessions were ended with the access. */
export type RevocationEffects = {
  periods: RevokedPeriod[];
  attempts: RevokedAttempt[];
  practice?: RevokedPractice[];
  moved: MovedPeriod[];
};

/**
 * Each approval an admin took back (docs/rules.md, "Revoking an approval"): one row per payment,
 * ever, with the reason, the admin, when it took effect and what it ended.
 */
export const paymentRevocations = pgTable(
  "payment_revocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** The admin; null once their account is gone. */
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: instant("revoked_at").notNull().defaultNow(),
    effects: jsonb("effects").$type<RevocationEffects>().notNull(),
  },
  (t) => [uniqueIndex("payment_revocations_payment_key").on(t.paymentId), index("payment_revocations_user_idx").on(t.userId, t.revokedAt)],
);

/**
 * A rejected payment sent again with a new proof under the same reference (docs/rules.md,
 * "Resubmitting a rejected order"): what it was when rejected, so the desk sees the history.
 */
export const paymentResubmissions = pgTable(
  "payment_resubmissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    previousTransactionId: text("previous_transaction_id").notNull(),
    previousProofKey: text("previous_proof_key").notNull(),
    previousProofContentType: text("previous_proof_content_type").notNull(),
    rejectionReason: text("rejection_reason"),
    /** The admin who rejected it; null once their account is gone. */
    rejectedBy: uuid("rejected_by").references(() => users.id, { onDelete: "set null" }),
    rejectedAt: instant("rejected_at"),
    resubmittedAt: instant("resubmitted_at").notNull().defaultNow(),
  },
  (t) => [index("payment_resubmissions_payment_idx").on(t.paymentId, t.resubmittedAt)],
);
