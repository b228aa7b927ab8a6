/**
 * What a statement row may name a payment by (docs/rules.md, "Statement reconciliation"). Pure, and
 * bounded: a row is read up to MATCHED_CHARS of each cell, its words found once, and its spans
 * walked in O(words × SPAN_WORDS) steps, a string built only for a span that could be a key.
 */
import { wordsOf, type Word } from "../evidence-words";
import { REFERENCE_KEY_LENGTH, REFERENCE_PREFIX } from "../reference-format";
import { isStrong } from "../transaction-number";
import type { StatementLine } from "./table";

/** Characters of a row's reference cell and of its description read for names; a bank's narration is far shorter. */
export const MATCHED_CHARS = 500;
/** Words a span joins at most ("1234 5678 9012 3456" is four; "A P 7 K Q 3 M 9", a reference, eight). */
export const SPAN_WORDS = 8;
/** Letters and digits a span holds at most: a transaction number's own limit. */
export const SPAN_LENGTH = 64;

/** What a reference's letters and digits begin with ("AP-7KQ3M9" → "AP7KQ3M9"). */
const REFERENCE_KEY_START = REFERENCE_PREFIX.replace(/[^A-Z0-9]/g, "");

/**
 * A run of a row's consecutive words, joined and upper-cased ("TID: txn-12 34" → "TIDTXN1234"),
 * and whether its words of evidence alone make a strong transaction number.
 */
export type Span = { key: string; strong: boolean };

/** The first MATCHED_CHARS characters, never ending inside a word (the word cut would be another). */
function readPart(text: string): string {
  if (text.length <= MATCHED_CHARS) return text;
  const part = text.slice(0, MATCHED_CHARS);
  return /[A-Za-z0-9]/.test(text[MATCHED_CHARS]!) ? part.replace(/[A-Za-z0-9]+$/, "") : part;
}

/** The row's words, its reference cell's then its description's, each judged as evidence or not (lib/payments/evidence-words.ts). */
export function rowWords(line: StatementLine, ownAccounts: readonly string[]): Word[] {
  const context = { ownAccounts, amountPaisa: line.amountPaisa };
  return [...wordsOf(readPart(line.reference), context), ...wordsOf(readPart(line.description), context)];
}

/**
 * Rows a word must appear in to be the statement's own rather than a payer's ("IBFT", a branch code,
 * "FROM"): two, and one in a hundred of a longer statement's credits.
 */
export const commonIn = (rows: number) => Math.max(2, Math.ceil(rows / 100));

/**
 * Every run of up to SPAN_WORDS consecutive words and SPAN_LENGTH letters and digits that could be a
 * key: a reference's length and start, or strong by its words of evidence (a word in `common` is none).
 * "REF912345678" is one word, so "12345678" is not among them.
 */
export function spansOf(words: Word[], common: ReadonlySet<string>): Span[] {
  const evidence = words.map((word) => word.evidence && !common.has(word.key));
  const joined = words.map((word) => word.key).join("");
  const spans: Span[] = [];
  for (let first = 0, start = 0; first < words.length; start += words[first]!.key.length, first++) {
    let [length, evidenceLength, evidenceDigits] = [0, 0, 0];
    for (let last = first; last < words.length && last < first + SPAN_WORDS; last++) {
      const word = words[last]!;
      length += word.key.length;
      if (length > SPAN_LENGTH) break;
      if (evidence[last]) [evidenceLength, evidenceDigits] = [evidenceLength + word.key.length, evidenceDigits + word.digits];
      const strong = isStrong(evidenceLength, evidenceDigits);
      if (strong || (length === REFERENCE_KEY_LENGTH && joined.startsWith(REFERENCE_KEY_START, start)))
        spans.push({ key: joined.slice(start, start + length), strong });
    }
  }
  return spans;
}
