import { transactionKey } from "@/lib/payments/transaction-number";

/**
 * OCR text as the proof reader sees it (docs/rules.md, "Reading payment proofs"): lines, with the
 * odd spaces bank apps print (no-break, narrow no-break, tabs) read as plain spaces.
 */
export function proofLines(text: string): string[] {
  return text
    .replace(/[\u00a0\u2007\u202f\t]/g, " ")
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => line !== "");
}

/** An OCR word and how sure the engine was of it (0–100, as Tesseract reports it). */
export type ProofWord = { text: string; confidence: number };

/** The lowest confidence of the OCR words that make up the value's character groups, if any was given. */
export function lowestConfidence(value: string, words: ProofWord[]): number | null {
  let lowest: number | null = null;
  for (const group of value.split(/\s+/)) {
    const groupKey = transactionKey(group);
    if (groupKey === "") continue;
    for (const word of words) {
      const wordKey = transactionKey(word.text);
      if (wordKey === "" || !(wordKey === groupKey || groupKey.includes(wordKey) || wordKey.includes(groupKey))) continue;
      if (wordKey.length < 3 && wordKey !== groupKey) continue;
      lowest = lowest === null ? word.confidence : Math.min(lowest, word.confidence);
    }
  }
  return lowest;
}
