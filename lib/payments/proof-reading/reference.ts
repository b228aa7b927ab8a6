import { REFERENCE_PATTERN, REFERENCE_PREFIX, referenceKey } from "@/lib/payments/reference-format";
import { lowestConfidence, type ProofWord } from "./text-lines";
import { PROOF_WORD_CONFIDENCE } from "./transaction";

/** "AP" then six letters or digits, with or without a dash or space between (as a payer types it). */
const REFERENCE_LIKE = /\bAP[\s-]?([A-Za-z0-9]{6})\b/gi;

export type ReferenceReading = { reference: string | null; unsure: string[] };

/**
 * The order's reference (docs/rules.md, "Payment references") when the payer wrote it in the
 * transfer's description. Normalised as matching compares it (`referenceKey`) and kept only when
 * it is a reference the app could have drawn. Two different ones are null and unsure; one with a
 * symbol the alphabet leaves out (an OCR misreading) is never taken, and is noted as unsure; nor is
 * one OCR was unsure of: a misread inside the alphabet (4 for A) would name another order.
 */
export function readReference(text: string, words: ProofWord[] = []): ReferenceReading {
  const found = new Set<string>();
  const unsure: string[] = [];
  for (const match of text.matchAll(REFERENCE_LIKE)) {
    // Without a dash or a space, a word ("Approved", "APPROVAL") is no reference unless it holds a digit.
    if (!/^AP[\s-]/i.test(match[0]) && !/\d/.test(match[1]!)) continue;
    const reference = REFERENCE_PREFIX + referenceKey(match[1]!);
    const confidence = lowestConfidence(match[0], words);
    if (!REFERENCE_PATTERN.test(reference)) unsure.push(`reference: "${match[0]}" has a symbol references never use (0, O, 1 or I)`);
    else if (confidence !== null && confidence < PROOF_WORD_CONFIDENCE)
      unsure.push(`reference: OCR was unsure of "${match[0]}" (confidence ${confidence})`);
    else found.add(reference);
  }
  if (found.size > 1) return { reference: null, unsure: [...unsure, `reference: several read (${[...found].join(", ")})`] };
  const [reference = null] = found;
  return { reference, unsure };
}
