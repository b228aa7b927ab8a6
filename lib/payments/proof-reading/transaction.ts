import { REFERENCE_PATTERN, REFERENCE_PREFIX, referenceKey } from "@/lib/payments/reference-format";
import { strongTransactionKey, transactionKey } from "@/lib/payments/transaction-number";
import { holdsDateOrTime } from "./date";
import { lowestConfidence, proofLines, type ProofWord } from "./text-lines";

/**
 * The transaction number of a receipt (docs/rules.md, "Reading payment proofs"). Taken only beside
 * a label banks and wallets print, and only when it is strong enough to name a payment (the one
 * rule, `strongTransactionKey`). A wrong number read with confidence is worse than none, so every
 * doubt — two numbers, a weak one, look-alike letters among digits, a word OCR was unsure of —
 * gives null and says why.
 */
const LABEL = new RegExp(
  [
    String.raw`transaction\s*(?:id|ref(?:erence)?\.?|no\.?|number|#)`,
    // "rx ID": OCR often loses the T of a small grey "Trx ID" at the left edge of a row.
    String.raw`t?ra?n?x\.?\s*id`,
    String.raw`txn\s*(?:id|ref(?:erence)?|no\.?)`,
    String.raw`ref(?:erence)?\.?\s*(?:no\.?|number|#)`,
    String.raw`tid`,
    String.raw`rrn`,
    String.raw`stan`,
  ]
    .map((label) => String.raw`\b${label}(?![A-Za-z])`)
    .join("|"),
  "gi",
);
const LABEL_IN_LINE = new RegExp(LABEL.source, "i");
/** What OCR and apps put between a label and its value: ":", "-", "#", "No", "No.", "Number", ".". */
const BETWEEN = /^(?:[\s:#.\-–=]|\bno\b\.?|\bnumber\b)*/i;
const AMOUNT_FIRST = /^(?:Rs\.?|PKR)(?![A-Za-z])/i;
/** Letters OCR confuses with digits (O/0, I/l/1, S/5, B/8). */
const LOOK_ALIKE = /[OoIilSsB]/;
/**
 * Transaction numbers print letters, digits and - / . _ between groups. Any other symbol is OCR's
 * reading of a character ("]" for a J, "¢" for a c): the key would silently lose it.
 */
const STRAY_SYMBOL = /[^A-Za-z0-9\s\-/._]/;
/** Below this word confidence (0–100) a character group of the number is not trusted. */
export const PROOF_WORD_CONFIDENCE = 80;

type Labelled = { label: string; value: string };

/** Each label and the value printed after it on its line, or on the next line when its own is empty. */
function labelledValues(lines: string[]): Labelled[] {
  const found: Labelled[] = [];
  lines.forEach((line, index) => {
    const labels = [...line.matchAll(LABEL)];
    labels.forEach((match, at) => {
      const end = labels[at + 1]?.index ?? line.length;
      let value = line
        .slice(match.index + match[0].length, end)
        .replace(BETWEEN, "")
        .trim();
      if (value === "" && at === labels.length - 1) {
        const next = lines[index + 1];
        if (next !== undefined && !LABEL_IN_LINE.test(next)) value = next.replace(BETWEEN, "").trim();
      }
      // A label printed with no value must not take the date or the amount below it for one.
      if (holdsDateOrTime(value) || AMOUNT_FIRST.test(value)) value = "";
      found.push({ label: match[0], value: numberPart(value) });
    });
  });
  return found;
}

/**
 * The number at the start of a value: its first group, then each group that holds a digit or is
 * capitals ("TXN 12 34 56", "FT 2633 ABCD"), so a word printed after it ("Copy", "Successful") is
 * not read into it.
 */
function numberPart(value: string): string {
  const [first, ...rest] = value.split(" ");
  const groups = [first ?? ""];
  for (const group of rest) {
    if (!/\d/.test(group) && !/^[A-Z]+[-/]?$/.test(group)) break;
    groups.push(group);
  }
  return groups.join(" ").replace(/[\s.,;:]+$/, "");
}

/** A reference (AP-…) is the order's, written by the payer, never the bank's number. */
const isOrderReference = (value: string) => REFERENCE_PATTERN.test(REFERENCE_PREFIX + referenceKey(value).replace(/^AP/, ""));

/**
 * Look-alike letters among the digits of a value that is mostly digits: "12345O789" may be
 * 123450789 or not. A run of three capitals or more is a word ("IBFT2611…", "TXN…"), not a misread;
 * a run with a small letter is no word, so "…8eel0817" (OCR's l for a 1 in a hex number) is a doubt.
 */
function hasLookAlikes(value: string): boolean {
  const key = value.replace(/[^A-Za-z0-9]/g, "");
  // Printed small, l, i, o and s are 1, 1, 0 and 5 to OCR wherever they stand among digits ("…49del…").
  if (/\d/.test(key) && /[lios]/.test(key)) return true;
  const digits = key.replace(/\D/g, "").length;
  if (digits <= key.length - digits) return false;
  return (key.match(/[A-Za-z]+/g) ?? []).some((run) => (run.length < 3 || /[a-z]/.test(run)) && LOOK_ALIKE.test(run));
}

export type TransactionReading = { transactionId: string | null; unsure: string[] };

export function readTransactionId(text: string, words: ProofWord[] = []): TransactionReading {
  const labelled = labelledValues(proofLines(text)).filter(({ value }) => !isOrderReference(value));
  const strong = new Map<string, Labelled>();
  const weak: Labelled[] = [];
  for (const candidate of labelled) {
    const key = strongTransactionKey(candidate.value);
    if (key === null) weak.push(candidate);
    else if (!strong.has(key)) strong.set(key, candidate);
  }
  if (strong.size > 1) return { transactionId: null, unsure: [`transactionId: several numbers read (${[...strong.keys()].join(", ")})`] };
  const [only] = strong.values();
  if (only === undefined) {
    const unsure = weak
      .filter(({ value }) => value !== "")
      .map(({ label, value }) => `transactionId: "${value.slice(0, 40)}" after "${label}" is too weak to name a payment`);
    return { transactionId: null, unsure };
  }
  const key = transactionKey(only.value);
  if (STRAY_SYMBOL.test(only.value))
    return {
      transactionId: null,
      unsure: [`transactionId: "${only.value}" holds a symbol no transaction number prints (a misread character)`],
    };
  if (hasLookAlikes(only.value))
    return { transactionId: null, unsure: [`transactionId: "${only.value}" mixes digits with letters OCR confuses with them`] };
  const confidence = lowestConfidence(only.value, words);
  if (confidence !== null && confidence < PROOF_WORD_CONFIDENCE)
    return { transactionId: null, unsure: [`transactionId: OCR was unsure of "${only.value}" (confidence ${confidence})`] };
  return { transactionId: key, unsure: [] };
}
