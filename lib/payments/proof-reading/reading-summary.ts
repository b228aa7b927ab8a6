/**
 * The desk's one line on a reading (docs/rules.md, "What the desk and matching do with a
 * reading"). A field the reader did not read is "not read": it never counts as agreeing, so
 * "Agrees with the order." needs the transaction number, the amount and the reference read and
 * agreeing. Pure, for the desk and its tests.
 */
import type { ProofDisagreement } from "./disagreements";

export type ReadingForSummary = {
  transactionId: string | null;
  amountPkr: number | null;
  reference: string | null;
  disagreements: readonly ProofDisagreement[];
};

const listText = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** The fields compared with the order that were not read. */
export function notRead(reading: ReadingForSummary): string[] {
  const fields: [string, unknown][] = [
    ["the transaction number", reading.transactionId],
    ["the amount", reading.amountPkr],
    ["the reference", reading.reference],
  ];
  return fields.filter(([, value]) => value === null).map(([name]) => name);
}

/** "Agrees with the order.", "1 disagreement with the order. Not read: the reference.", "No disagreement in what was read. Not read: …" */
export function readingSummary(reading: ReadingForSummary): string {
  const count = reading.disagreements.length;
  const missing = notRead(reading);
  const found =
    count > 0
      ? `${count} ${count === 1 ? "disagreement" : "disagreements"} with the order.`
      : missing.length > 0
        ? "No disagreement in what was read."
        : "Agrees with the order.";
  return missing.length > 0 ? `${found} Not read: ${listText(missing)}.` : found;
}
