/**
 * What a line of a Word document of questions is, by the shapes authors type (docs/rules.md,
 * "Word import"): a numbered stem, one or several lettered options, a key line, or a labelled
 * explanation, reference or tags line. Matching reads typographic quotes and dashes as plain ones.
 * Which letters are options in context (the next in sequence) is the parser's call (docx-parse.ts).
 */
import type { Piece } from "./docx-lines";

/** `1.` `1)` `Q1.` `Q.1` `Q1)` `Question 1:` — the number, then the rest of the line. */
const STEM = /^(?:(?:question|q)\s*\.?\s*(\d{1,5})\s*[.):-]?\s*|(\d{1,5})\s*[.)](?:\s+|(?=[^\d\s])))(?=\S)/i;
/** `A.` `A)` `(A)` `a.` `a)` `(a)` `A-`, letters A to J; `-` needs a space after it ("A-fib" is text). */
const OPTION = /^(?:\(([a-j])\)\s*|([a-j])\s*[.)]\s*|([a-j])\s*-\s+)(?=\S)/i;
/** Where a further option starts on the same line: after a space, `B.`, `B)`, `(B)` or `B-`. */
const INLINE_OPTION = /\s(?:\(([a-j])\)|([a-j])[.)]|([a-j])\s?-)\s+(?=\S)/gi;
/** `Answer: C`, `Ans: c`, `Ans- (C)`, `Correct answer: C`, `Key: C`, `Answer: B, D` (several are a problem). */
const KEY =
  /^(?:correct\s+(?:answer|option)|answer|ans|key)\s*(?:is\s*)?[:.\-=]?\s*(?:option\s*)?["']?(\(?[a-j]\)?(?:\s*(?:,|;|and|&|\/)\s*\(?[a-j]\)?)*)(?![a-z0-9])/i;
const LABEL = /^(explanation|explain|reference|ref|source|tags?)\s*[:\-]\s*/i;

const TYPOGRAPHIC: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-" };
/** The text as matched: typographic quotes and dashes as plain ones, one length for one. */
export const plain = (text: string) => text.replace(/[\u2018\u2019\u201c\u201d\u2013\u2014]/g, (char) => TYPOGRAPHIC[char]!);

export type OptionPiece = { letter: string; pieces: Piece[] };
export type LineShape =
  | { kind: "stem"; pieces: Piece[] }
  | { kind: "options"; options: OptionPiece[] }
  | { kind: "key"; letters: string[] }
  | { kind: "label"; label: "explanation" | "reference" | "tags"; text: string }
  | { kind: "text"; pieces: Piece[] };

/** The pieces from character `from` to `to` of the line, with their marks. */
export function slicePieces(pieces: Piece[], from: number, to = Infinity): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const piece of pieces) {
    const start = Math.max(from - at, 0);
    const end = Math.min(to - at, piece.text.length);
    if (end > start) out.push({ text: piece.text.slice(start, end), marked: piece.marked });
    at += piece.text.length;
  }
  return out;
}

/** Options on one line ("A. x B. y C. z"): split where the next letter in sequence starts. */
function optionsOf(pieces: Piece[], text: string, first: RegExpExecArray): OptionPiece[] {
  const letter = (first[1] ?? first[2] ?? first[3])!;
  const upper = letter === letter.toUpperCase();
  const starts = [{ letter, at: 0, body: first[0].length }];
  INLINE_OPTION.lastIndex = first[0].length;
  for (let found = INLINE_OPTION.exec(text); found; found = INLINE_OPTION.exec(text)) {
    const next = (found[1] ?? found[2] ?? found[3])!;
    const expected = String.fromCharCode(starts.at(-1)!.letter.charCodeAt(0) + 1);
    if (next !== (upper ? expected.toUpperCase() : expected.toLowerCase())) continue;
    starts.push({ letter: next, at: found.index, body: found.index + found[0].length });
  }
  return starts.map((start, index) => ({
    letter: start.letter.toUpperCase(),
    pieces: slicePieces(pieces, start.body, starts[index + 1]?.at),
  }));
}

/** The shape of one line, by its text alone. */
export function shapeOf(pieces: Piece[]): LineShape {
  const text = plain(pieces.map((piece) => piece.text).join(""));
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  const key = KEY.exec(trimmed);
  if (key) return { kind: "key", letters: [...key[1]!.matchAll(/[a-j]/gi)].map((match) => match[0].toUpperCase()) };
  const label = LABEL.exec(trimmed);
  if (label) {
    const name = label[1]!.toLowerCase();
    const kind = name.startsWith("tag") ? "tags" : name.startsWith("ref") || name === "source" ? "reference" : "explanation";
    return { kind: "label", label: kind, text: trimmed.slice(label[0].length) };
  }
  const stem = STEM.exec(trimmed);
  if (stem) return { kind: "stem", pieces: slicePieces(pieces, lead + stem[0].length) };
  const option = OPTION.exec(trimmed);
  if (option) return { kind: "options", options: optionsOf(slicePieces(pieces, lead), trimmed, option) };
  return { kind: "text", pieces };
}
