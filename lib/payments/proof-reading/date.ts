import { proofLines } from "./text-lines";

/**
 * When the transfer was made, as banks print it (docs/rules.md, "Reading payment proofs"): the
 * month as a word ("24 Nov 2026", "Nov 24, 2026", "24-Nov-2026"), ISO ("2026-11-24") or numbers
 * day first ("24/11/2026", "24.11.2026": Pakistan writes the day first), then a time on the same
 * line or a "Time" line ("9:41 pm", "21:41:05"). Read as Pakistan time, +05:00.
 */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** Whole words only, so "5AUG46" inside a transaction number is no date. */
const YEAR = String.raw`(\d{4}|\d{2})(?![A-Za-z\d])`;
/** Each finds a date and says how to take its day, month and year from the match. */
const DATE_FORMS: readonly { pattern: RegExp; parts: (match: RegExpExecArray) => [string, string, string] }[] = [
  {
    pattern: new RegExp(String.raw`(?<![A-Za-z\d])(\d{1,2})(?!\d)(?:st|nd|rd|th)?[\s\-/.]*${MONTH}[\s\-/.,]*${YEAR}`, "i"),
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
  { pattern: new RegExp(String.raw`\b${MONTH}\s*(\d{1,2})(?!\d)(?:st|nd|rd|th)?,?\s*${YEAR}`, "i"), parts: (m) => [m[2]!, m[1]!, m[3]!] },
  { pattern: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, parts: (m) => [m[3]!, m[2]!, m[1]!] },
  { pattern: /(?<![\d.,])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d.,])/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
];
const TIME = /(?<![\d.])(\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d)(?:\s*([ap])\.?\s?m\b\.?)?/i;
const TIME_LABEL = /\btime\b/i;
const BARE_TIME = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?$/i;

/** Whether a text holds a date or a clock time: such a value beside a number's label is not the number. */
export const holdsDateOrTime = (text: string) => TIME.test(text) || DATE_FORMS.some(({ pattern }) => pattern.test(text));

type Day = { year: number; month: number; day: number; start: number; end: number; line: number };

const pad = (value: number) => String(value).padStart(2, "0");

function dayOf(form: (typeof DATE_FORMS)[number], match: RegExpExecArray, line: number): Day | null {
  const [dayText, monthText, yearText] = form.parts(match);
  const month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day, start: match.index, end: match.index + match[0].length, line };
}

/** "HH:MM:SS" of a time, or null when it is not a clock time ("13:05 pm", "24:10"). */
function clockOf(match: RegExpExecArray): string | null {
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  const half = match[4]?.toLowerCase();
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function daysIn(lines: string[]): Day[] {
  const days: Day[] = [];
  lines.forEach((text, line) => {
    for (const form of DATE_FORMS) {
      const match = form.pattern.exec(text);
      if (match === null) continue;
      // A date that is not on the calendar is not read again in another form ("29 Feb 2026" is not "Feb 20, 26").
      const day = dayOf(form, match, line);
      if (day !== null) days.push(day);
      break;
    }
  });
  return days;
}

export type DateReading = { paidAt: string | null; unsure: string[] };

/**
 * `2026-11-24T21:41:00+05:00`; a date printed without a time is the day alone, `2026-11-24`, and
 * says so in unsure (midnight would be a time nobody read). Two different dates are null and unsure.
 */
export function readPaidAt(text: string): DateReading {
  const lines = proofLines(text);
  const days = daysIn(lines);
  const distinct = [...new Set(days.map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`))];
  if (distinct.length === 0) return { paidAt: null, unsure: [] };
  if (distinct.length > 1) return { paidAt: null, unsure: [`paidAt: several dates read (${distinct.join(", ")})`] };
  const clocks = new Set<string>();
  const readClock = (text: string | undefined) => {
    const match = text === undefined ? null : TIME.exec(text);
    const clock = match === null ? null : clockOf(match);
    if (clock !== null) clocks.add(clock);
    return clock !== null;
  };
  // The time after the date on its line, else before it ("9:41 pm, 24 Nov 2026"), else a line of
  // its own just below ("24/11/2026" then "21:41"), else on a "Time" line or just below that label.
  for (const { line, start, end } of days) {
    if (readClock(lines[line]!.slice(end)) || readClock(lines[line]!.slice(0, start))) continue;
    if (BARE_TIME.test(lines[line + 1] ?? "")) readClock(lines[line + 1]);
  }
  // A "Time" label printed alone puts its time on the line below, as stacked receipts print it.
  if (clocks.size === 0)
    lines.forEach((text, index) => {
      if (TIME_LABEL.test(text) && !readClock(text) && BARE_TIME.test(lines[index + 1] ?? "")) readClock(lines[index + 1]);
    });
  const date = distinct[0]!;
  if (clocks.size === 1) return { paidAt: `${date}T${[...clocks][0]}+05:00`, unsure: [] };
  if (clocks.size > 1) return { paidAt: date, unsure: [`paidAt: several times read (${[...clocks].join(", ")}), the day alone kept`] };
  return { paidAt: date, unsure: ["paidAt: no time printed, the day alone kept"] };
}
