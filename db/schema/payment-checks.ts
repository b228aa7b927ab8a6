/** A learner's references before their order exists, and what an admin confirmed when approving. */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant } from "./columns";
import { payments } from "./payments";

/**
 * The reference checkout shows a learner for one cart, before the order is placed (docs/rules.md,
 * "Payment references"): kept here so every open, reload, device and instance shows the same one
 * until an order takes it (the row then goes). One row per learner and cart.
 */
export const pendingPaymentReferences = pgTable(
  "pending_payment_references",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What is being bought: `plan`, or a hash of the cart's subject ids (lib/payments/pending-reference.ts). */
    cartKey: text("cart_key").notNull(),
    reference: text("reference").notNull(),
    /** The reference checkout showed this learner last, for another cart, when this one was made: the screen says it changed. */
    replaces: text("replaces"),
    createdAt: createdAt(),
    /** When checkout last showed it: the learner's newest is the one a new cart replaces. */
    shownAt: instant("shown_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cartKey] }),
    // No two learners ever hold one reference; payments' own index keeps orders apart from each other.
    uniqueIndex("pending_payment_references_reference_key").on(t.reference),
  ],
);

export const APPROVAL_CONFIRMATIONS = ["reused-proof", "proof-mismatch"] as const;
export type ApprovalConfirmation = (typeof APPROVAL_CONFIRMATIONS)[number];

/**
 * What an admin approved in spite of (docs/rules.md, "Reused proofs" and "What the desk and matching
 * do with a reading"): one row per confirmation an approval needed, with what the desk showed then.
 */
export const paymentApprovalConfirmations = pgTable(
  "payment_approval_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: APPROVAL_CONFIRMATIONS }).notNull(),
    /** The admin; null once their account is gone. */
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: instant("confirmed_at").notNull().defaultNow(),
    /** The server's words for it (the 409's message) and its facts (`firstUpload`, `disagreements`). */
    details: jsonb("details").$type<{ message: string } & Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("payment_approval_confirmations_payment_idx").on(t.paymentId),
    check("payment_approval_confirmations_kind_check", sql`${t.kind} in ('reused-proof', 'proof-mismatch')`),
  ],
);
