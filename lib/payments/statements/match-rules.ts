import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pgArray } from "@/db/rows";
import { paymentProofReadings, payments, type PaymentStatus, type STATEMENT_MATCH_KINDS } from "@/db/schema";
import { asReference } from "../reference-format";
import { strongTransactionKey } from "../transaction-number";
import type { Span } from "./row-spans";

/** Which rule named the payment: the dry run says it, and the desk keeps it with the approval. */
export type MatchedBy = (typeof STATEMENT_MATCH_KINDS)[number];

/** A payment as matching reads it. */
export type Candidate = {
  id: string;
  reference: string;
  transactionKey: string;
  transactionId: string;
  amountPaisa: number;
  status: PaymentStatus;
  day: string;
  learner: string;
  /** The transaction number's key read from the payment's current proof (docs/rules.md, "Reading payment proofs"), if one was. */
  readTransactionKey: string | null;
};

/**
 * One way a statement row names a payment (docs/rules.md, "Statement reconciliation"), always by
 * something only the payment's payer knows. A row's candidates are runs of its whole words, joined
 * and upper-cased ("TXN-12 34" → "TXN1234"), each marked strong when its words of evidence alone
 * make a strong number (./row-spans.ts); a rule turns one into the key it looks payments up by.
 * Another source of keys is one more entry here.
 */
export type MatchRule = {
  by: MatchedBy;
  /** The key this run of a row's words names a payment by, or null when it names none this way. */
  keyOfSpan: (span: Span) => string | null;
  /** The keys a payment can be named by under this rule (none: it cannot be named this way); `ownAccounts` as `ownAccountKeys` gives them. */
  keysOfPayment: (payment: Candidate, ownAccounts: readonly string[]) => string[];
  /** Of the payments table, those holding one of `keys` (decided payments are asked only for the keys rows hold). */
  holding: (keys: string[]) => SQL;
};

/** `key` when `text` (what the payer typed, or the key read from the proof) is a strong number by itself; a date, say, is not. */
const strongKeys = (text: string, key: string, ownAccounts: readonly string[]) =>
  strongTransactionKey(text, ownAccounts) === null ? [] : [key];
const strongSpan = (span: Span) => (span.strong ? span.key : null);

/**
 * In order: when one payment is named by two rules, the first names it ("by reference" before
 * "by transaction", and a number typed and read alike is "by transaction").
 */
export const MATCH_RULES: readonly MatchRule[] = [
  {
    by: "reference",
    keyOfSpan: (span) => asReference(span.key),
    keysOfPayment: (payment) => [payment.reference],
    holding: (keys) => sql`${payments.reference} = any(${pgArray(keys, "text")})`,
  },
  {
    by: "transaction",
    keyOfSpan: strongSpan,
    keysOfPayment: (payment, ownAccounts) => strongKeys(payment.transactionId, payment.transactionKey, ownAccounts),
    holding: (keys) => sql`${payments.transactionKey} = any(${pgArray(keys, "text")})`,
  },
  {
    // The number the proof reader read from the payment's current proof, under the same strength
    // rule: a learner who typed their number wrong is still named by the receipt they sent.
    by: "proof",
    keyOfSpan: strongSpan,
    keysOfPayment: ({ readTransactionKey: read }, ownAccounts) => (read ? strongKeys(read, read, ownAccounts) : []),
    // One look-up of the readings (payment_proof_readings_transaction_idx), not a probe per payment.
    holding: (
      keys,
    ) => sql`(${payments.id}, ${payments.proofKey}) in (select ${paymentProofReadings.paymentId}, ${paymentProofReadings.proofKey}
      from ${paymentProofReadings} where ${paymentProofReadings.status} = 'read' and ${paymentProofReadings.transactionKey} = any(${pgArray(keys, "text")}))`,
  },
];
