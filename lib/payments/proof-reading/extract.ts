import { readAmount } from "./amount";
import { readBank } from "./bank";
import { readPaidAt } from "./date";
import { readReference } from "./reference";
import type { ProofWord } from "./text-lines";
import { readTransactionId } from "./transaction";

export type { ProofWord } from "./text-lines";
export { PROOF_WORD_CONFIDENCE } from "./transaction";

/**
 * What the proof reader takes from a payment screenshot's OCR text (docs/rules.md, "Reading payment
 * proofs"). Every field is null when it was not read or when reading it was in doubt; `unsure` says
 * which field and why ("unreadable" rather than a wrong number).
 */
export type ProofFields = {
  /** The key of a strong labelled number: letters and digits, upper-cased (`transactionKey`). */
  transactionId: string | null;
  /** Rupees, up to two decimals, as the API carries money (lib/money.ts). */
  amountPkr: number | null;
  /** `2026-11-24T21:41:00+05:00` (Pakistan time), or `2026-11-24` when the receipt prints no time. */
  paidAt: string | null;
  /** A canonical bank or wallet name ("HBL", "Meezan Bank", "JazzCash"). */
  bank: string | null;
  /** The order's reference when the payer wrote it (`AP-7KQ3M9`). */
  reference: string | null;
  /** One line per doubt, each starting with its field's name. */
  unsure: string[];
};

export function extractProofFields(text: string, words: ProofWord[] = []): ProofFields {
  const transaction = readTransactionId(text, words);
  const amount = readAmount(text);
  const date = readPaidAt(text);
  const reference = readReference(text, words);
  return {
    transactionId: transaction.transactionId,
    amountPkr: amount.amountPkr,
    paidAt: date.paidAt,
    bank: readBank(text),
    reference: reference.reference,
    unsure: [...transaction.unsure, ...amount.unsure, ...date.unsure, ...reference.unsure],
  };
}
