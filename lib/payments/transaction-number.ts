/**
 * Transaction numbers as matching reads them (docs/rules.md, "Statement reconciliation"). Pure, so
 * any source of a number (a statement row, a receipt read from a screenshot) is judged alike.
 */
import { referenceKey } from "./reference-format";

/** Letters and digits a transaction number needs before it may name a payment. */
export const STRONG_TRANSACTION_LENGTH = 8;
/** Digits among them: words ("Online Transfer", "IBFT", "Cash deposit") are in everyone's statement rows. */
export const STRONG_TRANSACTION_DIGITS = 4;

/** How transaction numbers compare: letters and digits only, upper-cased (`TXN-12 34` = `txn1234`), as `transaction_key` holds them; references compare alike. */
export const transactionKey = referenceKey;

/**
 * The key of a transaction number strong enough that only its payer could know it: at least
 * STRONG_TRANSACTION_LENGTH letters and digits, at least STRONG_TRANSACTION_DIGITS of them digits.
 * Null for anything weaker, which then names no payment (checkout still accepts it).
 */
export function strongTransactionKey(text: string): string | null {
  const key = transactionKey(text);
  if (key.length < STRONG_TRANSACTION_LENGTH) return null;
  let digits = 0;
  for (let index = 0; index < key.length && digits < STRONG_TRANSACTION_DIGITS; index++) {
    const code = key.charCodeAt(index);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits >= STRONG_TRANSACTION_DIGITS ? key : null;
}
