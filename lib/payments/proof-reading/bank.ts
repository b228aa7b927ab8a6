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

/** The canonical name of the bank or wallet named first in the text, or null when none is known. */
export function readBank(text: string): string | null {
  let first: { at: number; name: string } | null = null;
  for (const [name, pattern] of BANKS) {
    const at = text.search(pattern);
    if (at >= 0 && (first === null || at < first.at)) first = { at, name };
  }
  return first?.name ?? null;
}
