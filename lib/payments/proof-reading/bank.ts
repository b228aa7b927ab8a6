import { proofLines } from "./text-lines";

/**
 * The bank or wallet a receipt names (docs/rules.md, "Reading payment proofs"): canonical names and
 * the wordings apps and OCR print for them, tolerant of case and of a space inside a brand
 * ("Jazz Cash", "easy paisa"). Each pattern is whole words, so "ABL" is not read in "AVAILABLE".
 */
const BANKS: readonly (readonly [canonical: string, pattern: RegExp])[] = [
  ["HBL", /\bHBL\b|\bHabib\s+Bank\b/i],
  ["Meezan Bank", /\bMeezan\b/i],
  ["UBL", /\bUBL\b|\bUnited\s+Bank\b/i],
  ["MCB", /\bMCB\b|\bMuslim\s+Commercial\s+Bank\b/i],
  ["Allied Bank", /\bAllied\s+Bank\b|\bABL\b/i],
  ["Bank Alfalah", /\bAl\s?falah\b/i],
  ["Askari Bank", /\bAskari\b/i],
  ["Faysal Bank", /\bFaysal\b/i],
  ["BankIslami", /\bBank\s?Islami\b/i],
  ["NBP", /\bNBP\b|\bNational\s+Bank\s+of\s+Pakistan\b/i],
  ["Standard Chartered", /\bStandard\s+Chartered\b|\bStanChart\b/i],
  ["Bank Al Habib", /\bBank\s+Al[\s-]?Habib\b/i],
  ["HabibMetro", /\bHabib\s?Metro(?:politan)?\b/i],
  ["JS Bank", /\bJS\s+Bank\b/i],
  ["Soneri Bank", /\bSoneri\b/i],
  ["Dubai Islamic Bank", /\bDubai\s+Islamic\b/i],
  ["Bank of Punjab", /\bBank\s+of\s+Punjab\b|\bBOP\b/i],
  ["JazzCash", /\bJazz\s?Cash\b/i],
  ["Easypaisa", /\bEasy\s?paisa\b/i],
  ["SadaPay", /\bSada\s?Pay\b/i],
  ["NayaPay", /\bNaya\s?Pay\b/i],
  ["Zindigi", /\bZindigi\b/i],
  ["UPaisa", /\bU\s?Paisa\b/i],
];

/** Where the money went: a bank on such a line is the receiver's (the academy's), not the payer's app. */
const RECEIVER = String.raw`(?:sent\s+to|credited\s+to|to|beneficiary|recipient|receiver|payee)`;
const RECEIVER_LINE = new RegExp(String.raw`^${RECEIVER}\b`, "i");
/** The receiver's label printed alone ("To Bank", "Beneficiary"): its value is the line below. */
const RECEIVER_LABEL_ALONE = new RegExp(String.raw`^${RECEIVER}(?:\s+(?:bank|account|name))?\s*:?$`, "i");

/** The text without the receiver's lines, nor the line below a receiver's label printed alone. */
function payerText(text: string): string {
  const lines = proofLines(text);
  return lines.filter((line, index) => !RECEIVER_LINE.test(line) && !RECEIVER_LABEL_ALONE.test(lines[index - 1] ?? "")).join("\n");
}

/**
 * The canonical name of the bank or wallet named first in the text, or null when none is known.
 * The receiver's bank ("To Bank: Meezan Bank") is not the payer's and is not read: when OCR misses
 * the app's own name, the answer is null rather than the academy's bank.
 */
export function readBank(proofText: string): string | null {
  const text = payerText(proofText);
  let first: { at: number; name: string } | null = null;
  for (const [name, pattern] of BANKS) {
    const at = text.search(pattern);
    if (at >= 0 && (first === null || at < first.at)) first = { at, name };
  }
  return first?.name ?? null;
}
