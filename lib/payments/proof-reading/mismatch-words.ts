/**
 * How an approval's confirmation names what the proof reader read against the order
 * (docs/rules.md, "What the desk and matching do with a reading"): the 409's message, its audit
 * row and the desk's question say it in these words. Pure, for the server and the desk alike.
 */
import { formatPKR } from "@/lib/format";
import { DISAGREEMENTS_TO_CONFIRM, type ProofDisagreement } from "./disagreements";

/** What was read, as the payment view carries it (`transactionId` is the read number's key). */
export type ReadForConfirm = {
  transactionId: string | null;
  amountPkr: number | null;
  reference: string | null;
  disagreements: readonly ProofDisagreement[];
};

/** What the learner typed and the order holds. */
export type OrderForConfirm = { transactionId: string; amount: number; reference: string };

/** One disagreement to confirm: its kind, what was read and what the order says. */
export type Mismatch = { kind: ProofDisagreement; read: string; expected: string; text: string };

/** The disagreements an approval must confirm, each worded; empty when there is nothing to ask. */
export function mismatchesToConfirm(read: ReadForConfirm, order: OrderForConfirm): Mismatch[] {
  return read.disagreements.flatMap((kind): Mismatch[] => {
    if (!DISAGREEMENTS_TO_CONFIRM.includes(kind)) return [];
    switch (kind) {
      case "transaction-number":
        return [
          {
            kind,
            read: read.transactionId ?? "",
            expected: order.transactionId,
            text: `the transaction number read is ${read.transactionId}, the learner typed ${order.transactionId}`,
          },
        ];
      case "amount":
        return [
          {
            kind,
            read: String(read.amountPkr),
            expected: String(order.amount),
            text: `the amount read is ${formatPKR(read.amountPkr ?? 0)}, the order's is ${formatPKR(order.amount)}`,
          },
        ];
      default:
        return [
          {
            kind,
            read: read.reference ?? "",
            expected: order.reference,
            text: `the reference read is ${read.reference}, ${kind === "another-order-reference" ? "another order's" : "no order's"}, not this order's ${order.reference}`,
          },
        ];
    }
  });
}

/** "What was read from the screenshot disagrees with the order: …; …." */
export const mismatchSentence = (mismatches: readonly Mismatch[]) =>
  `What was read from the screenshot disagrees with the order: ${mismatches.map((mismatch) => mismatch.text).join("; ")}.`;
