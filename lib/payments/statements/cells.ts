/**
 * Amounts and dates as banks write them (docs/rules.md, "Statement reconciliation"). Pure: each
 * answers null when the text is not one, and the caller names the row and column.
 */

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const PLAIN = /^\d+(\.\d{1,2})?$/;
const CURRENCY = /^(PKR|RS\.?|₨)\s*|\s*(PKR|RS\.?|₨)$/g;

/**
 * Paisa from "1,500.00", "PKR 1500", "Rs. 1,500", "1500", "1,500.00 CR"; a debit ("-1500",
 * "(1,500.00)", "1500 DR") is negative. Null when the text is not an amount of rupees with at most
 * two decimals.
 */
export function parseAmountPaisa(text: string): number | null {
  let rest = text.trim().toUpperCase().replace(/\s+/g, " ");
  let sign = 1;
  if (/^\(.*\)$/.test(rest)) [sign, rest] = [-1, rest.slice(1, -1).trim()];
  const side = rest.match(/\s*(CR|DR)$/);
  if (side) [sign, rest] = [side[1] === "DR" ? -sign : sign, rest.slice(0, side.index).trim()];
  if (/^[+-]/.test(rest)) [sign, rest] = [rest[0] === "-" ? -sign : sign, rest.slice(1).trim()];
  rest = rest.replace(CURRENCY, "").trim();
  if (!GROUPED.test(rest) && !PLAIN.test(rest)) return null;
  const [rupees, paisa = ""] = rest.replace(/,/g, "").split(".");
  const value = Number(rupees) * 100 + Number(paisa.padEnd(2, "0"));
  return Number.isSafeInteger(value) ? sign * value : null;
}

const MONTHS = "JANUARY FEBRUARY MARCH APRIL MAY JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER".split(" ");
/** 1–12 for "Nov", "NOV", "November", "Sept"; 0 otherwise. */
const monthOf = (word: string) => MONTHS.findIndex((name) => [name, name.slice(0, 3), name.slice(0, 4)].includes(word.toUpperCase())) + 1;
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, "i");
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})${TIME}$`, "i");
const MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[ -]([A-Z]{3,9})[ ,-]+(\d{4}|\d{2})${TIME}$`, "i");

function day(year: number, month: number, date: number): string | null {
  const value = new Date(Date.UTC(year, month - 1, date));
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== date) return null;
  return value.toISOString().slice(0, 10);
}

/**
 * The calendar day ("YYYY-MM-DD") of a statement date: ISO ("2026-11-20", with a time or not),
 * day first ("20/11/2026", "20-11-2026", "20.11.2026"), with the month's name ("20-Nov-2026",
 * "20 November 26"), or an XLSX date cell. Null when it is none of these or no such day exists.
 */
export function parseDay(cell: string | Date): string | null {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? null : day(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  const text = cell.trim();
  let found = text.match(ISO);
  if (found) return day(Number(found[1]), Number(found[2]), Number(found[3]));
  found = text.match(DAY_FIRST);
  if (found) return day(Number(found[3]), Number(found[2]), Number(found[1]));
  found = text.match(MONTH_NAME);
  const month = found ? monthOf(found[2]!) : 0;
  if (!found || month === 0) return null;
  const year = found[3]!.length === 2 ? 2000 + Number(found[3]) : Number(found[3]);
  return day(year, month, Number(found[1]));
}
