/**
 * Where what the proof reader read from a payment's screenshot disagrees with the order
 * (docs/rules.md, "Reading payment proofs"). Pure: the payment views and the desk word the same
 * list, and tests/unit/proof-disagreements.test.ts holds each rule.
 */
import { addDays, dayOf } from "@/lib/plan/days";
import { DAYS_BEFORE_ORDER } from "../statements/limits";

export const PROOF_DISAGREEMENTS = [
  "transaction-number",
  "amount",
  "paid-before-order",
  "another-order-reference",
  "unknown-reference",
] as const;
export type ProofDisagreement = (typeof PROOF_DISAGREEMENTS)[number];

/**
 * The disagreements with what was typed or ordered, which an approval must confirm
 * (`confirmProofMismatch`); a payment date outside the statement's window is shown, not asked.
 */
export const DISAGREEMENTS_TO_CONFIRM: readonly ProofDisagreement[] = [
  "transaction-number",
  "amount",
  "another-order-reference",
  "unknown-reference",
];

/** The fields read, as payment_proof_readings holds them (null: not read, or read in doubt). */
export type ReadFields = { transactionKey: string | null; amountPaisa: number | null; paidAt: string | null; reference: string | null };

/** The order the proof was sent for; `transactionKey` is the typed number's key (`payments.transaction_key`). */
export type OrderFacts = { reference: string; transactionKey: string; amountPaisa: number; placedAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Paid earlier than DAYS_BEFORE_ORDER days before the order was placed (the statement rule's
 * window). A date printed without a time compares by day in Pakistan, never as its midnight.
 */
export function paidBeforeOrder(paidAt: string, placedAt: Date): boolean {
  if (DATE_ONLY.test(paidAt)) return paidAt < addDays(dayOf(placedAt), -DAYS_BEFORE_ORDER);
  const paid = Date.parse(paidAt);
  return !Number.isNaN(paid) && paid < placedAt.getTime() - DAYS_BEFORE_ORDER * DAY_MS;
}

/**
 * Each way the reading disagrees with the order, in a fixed order. A field not read says nothing:
 * it neither agrees nor disagrees. `referenceHolder` is the id of the payment holding the reference
 * read, or null when none does (the caller looks it up): a reference read that is not the order's
 * is another order's when a payment holds it, else an unknown one (a checkout's reference for
 * another cart, say), and either way not this order's.
 */
export function disagreementsOf(read: ReadFields, order: OrderFacts & { id: string }, referenceHolder: string | null): ProofDisagreement[] {
  const found: ProofDisagreement[] = [];
  if (read.transactionKey !== null && read.transactionKey !== order.transactionKey) found.push("transaction-number");
  if (read.amountPaisa !== null && read.amountPaisa !== order.amountPaisa) found.push("amount");
  if (read.paidAt !== null && paidBeforeOrder(read.paidAt, order.placedAt)) found.push("paid-before-order");
  if (read.reference !== null && read.reference !== order.reference)
    found.push(referenceHolder !== null && referenceHolder !== order.id ? "another-order-reference" : "unknown-reference");
  return found;
}
