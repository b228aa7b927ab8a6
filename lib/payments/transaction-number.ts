/**
 * Transaction numbers as matching reads them (docs/rules.md, "Statement reconciliation"). Pure, so
 * any source of a number (a statement row, a receipt read from a screenshot) is judged alike.
 */
import { wordsOf } from "./evidence-words";
import { referenceKey } from "./reference-format";

/** Letters and digits of evidence a transaction number needs before it may name a payment. */
export const STRONG_TRANSACTION_LENGTH = 8;
/** Digits among them: words ("Online Transfer", "IBFT", "Cash deposit") are in everyone's statement rows. */
export const STRONG_TRANSACTION_DIGITS = 4;

/** How transaction numbers compare: letters and digits only, upper-cased (`TXN-12 34` = `txn1234`), as `transaction_key` holds them; references compare alike. */
export const transactionKey = referenceKey;

/** Whether this many letters and digits of evidence, `digits` of them digits, are enough to name a payment. */
export const isStrong = (length: number, digits: number) => length >= STRONG_TRANSACTION_LENGTH && digits >= STRONG_TRANSACTION_DIGITS;

/**
 * The key of a transaction number strong enough that only its payer could know it: its words of
 * evidence (lib/payments/evidence-words.ts: not a date, a time, an amount or the academy's own
 * account, `ownAccounts`) hold at least STRONG_TRANSACTION_LENGTH letters and digits, at least
 * STRONG_TRANSACTION_DIGITS of them digits. Null for anything weaker, which then names no payment
 * (checkout still accepts it).
 */
export function strongTransactionKey(text: string, ownAccounts: readonly string[] = []): string | null {
  let [length, digits] = [0, 0];
  const words = wordsOf(text, { ownAccounts });
  for (const word of words) if (word.evidence) [length, digits] = [length + word.key.length, digits + word.digits];
  return isStrong(length, digits) ? words.map((word) => word.key).join("") : null;
}
