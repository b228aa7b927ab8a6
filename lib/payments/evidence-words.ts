/**
 * The words of a text as payment matching reads them (docs/rules.md, "Statement reconciliation"):
 * each run of ASCII letters and digits, upper-cased, and whether it is **evidence**, something only
 * a payment's payer would know. A date, a time, an amount and the academy's own account number (in
 * an IBAN too) are not: a bank prints them in everyone's rows, and anyone can read or guess them.
 * Pure and linear in the text's length (callers bound that length).
 */

export type Word = {
  /** Its letters and digits, upper-cased, as transaction keys are. */
  key: string;
  /** Where it stands in the text (`end` excluded). */
  start: number;
  end: number;
  digits: number;
  evidence: boolean;
};

export type WordContext = {
  /** Keys of the academy's own account number (`ownAccountKeys`, lib/payments/bank.ts): never evidence, wherever their digits stand. */
  ownAccounts?: readonly string[];
  /** The row's amount: a number written as its rupees (`1500` of 1,500.00) is not evidence either. */
  amountPaisa?: number;
};

const WORD = /[A-Za-z0-9]+/g;
const B = "(?<![A-Za-z0-9])"; // starts a word
const E = "(?![A-Za-z0-9])"; // ends one
const MONTH =
  "(?:JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEP(?:T(?:EMBER)?)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)";
const APART = "[\\s.,/-]*";
const YEAR = "(?:\\d{4}|\\d{2})";

/** Dates with the month's name ("29-Nov-2026", "29NOV26", "Nov 29, 2026", "29th November", "NOV 2026"), times ("14:22", "2:05 pm") and amounts ("1,500.00", "1500.00"). */
const SHAPES = new RegExp(
  [
    `${B}\\d{1,2}(?:ST|ND|RD|TH)?${APART}${MONTH}(?:${APART}${YEAR})?${E}`,
    `${B}${MONTH}${APART}\\d{1,2}(?:ST|ND|RD|TH)?(?:${APART}${YEAR})?${E}`,
    `${B}${MONTH}${APART}\\d{4}${E}`,
    `(?<![A-Za-z0-9:])\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:\\s*[AP]\\.?M\\.?)?(?![A-Za-z0-9]|:\\d)`,
    `(?<![A-Za-z0-9,.])\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?(?![A-Za-z0-9]|[,.]\\d)`,
    `(?<![A-Za-z0-9,.])\\d+\\.\\d{1,2}(?![A-Za-z0-9]|[,.]\\d)`,
  ].join("|"),
  "gi",
);
/** Dates in digits with one separator twice ("29-11-2026", "2026/11/29", "29.11.26"); which are real is checked after. */
const NUMERIC_DATE = new RegExp(`${B}(\\d{1,4})([-/.])(\\d{1,2})\\2(\\d{1,4})${E}`, "g");

const isMonth = (n: number) => n >= 1 && n <= 12;
const isDay = (n: number) => n >= 1 && n <= 31;

/** Year-month-day, day-month-year or month-day-year, with a year of 2 or 4 digits. */
function readsAsDate(first: string, second: string, third: string): boolean {
  const [a, b, c] = [Number(first), Number(second), Number(third)];
  if (first.length === 4) return isMonth(b) && isDay(c) && third.length <= 2;
  if (first.length > 2 || (third.length !== 2 && third.length !== 4)) return false;
  return (isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b));
}

/** Eight digits that are a day of 1990–2099 as YYYYMMDD, DDMMYYYY or MMDDYYYY ("29112026", "20261129"). */
function isCompactDate(key: string): boolean {
  if (key.length !== 8 || !/^\d{8}$/.test(key)) return false;
  const part = (from: number, to: number) => Number(key.slice(from, to));
  const year = (value: number) => value >= 1990 && value <= 2099;
  if (year(part(0, 4)) && isMonth(part(4, 6)) && isDay(part(6, 8))) return true;
  return year(part(4, 8)) && ((isDay(part(0, 2)) && isMonth(part(2, 4))) || (isMonth(part(0, 2)) && isDay(part(2, 4))));
}

/** The spans of `text` ([start, end)) that read as a date, a time or an amount. */
function shapedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(SHAPES)) spans.push([match.index, match.index + match[0].length]);
  for (const match of text.matchAll(NUMERIC_DATE))
    if (readsAsDate(match[1]!, match[3]!, match[4]!)) spans.push([match.index, match.index + match[0].length]);
  return spans;
}

/** Marks the words that overlap [from, to) of the text (words are in order: a binary search finds the first). */
function markText(words: Word[], from: number, to: number) {
  let low = 0;
  for (let high = words.length; low < high;) {
    const middle = (low + high) >> 1;
    if (words[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < words.length && words[at]!.start < to; at++) words[at]!.evidence = false;
}

/**
 * Marks every word that holds part of an occurrence of `key` in the words' keys joined
 * ("0101-0104567890" holds "01010104567890"); occurrences come in order, so one pointer walks the words.
 */
function markJoined(words: Word[], key: string) {
  const joined = words.map((word) => word.key).join("");
  const starts: number[] = [];
  let length = 0;
  for (const word of words) {
    starts.push(length);
    length += word.key.length;
  }
  let first = 0;
  for (let found = joined.indexOf(key); found >= 0; found = joined.indexOf(key, found + 1)) {
    while (starts[first]! + words[first]!.key.length <= found) first++;
    for (let at = first; at < words.length && starts[at]! < found + key.length; at++) words[at]!.evidence = false;
  }
}

export function wordsOf(text: string, context: WordContext = {}): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const key = match[0].toUpperCase();
    let digits = 0;
    for (let at = 0; at < key.length; at++) if (key.charCodeAt(at) <= 57) digits++;
    words.push({ key, start: match.index, end: match.index + key.length, digits, evidence: !isCompactDate(key) });
  }
  if (words.length === 0) return words;
  for (const [from, to] of shapedSpans(text)) markText(words, from, to);
  if (context.amountPaisa !== undefined) {
    const rupees = String(Math.trunc(context.amountPaisa / 100));
    for (const word of words) if (word.key === rupees) word.evidence = false;
  }
  for (const key of context.ownAccounts ?? []) if (key) markJoined(words, key);
  return words;
}
