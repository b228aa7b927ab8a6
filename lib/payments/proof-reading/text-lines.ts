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
