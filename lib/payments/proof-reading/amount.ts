import { proofLines } from "./text-lines";

/**
 * The amount a receipt shows (docs/rules.md, "Reading payment proofs"), in rupees as the API
 * carries money (lib/money.ts). A figure counts only beside a currency (Rs, Rs., PKR) or an amount
 * label; fee, charge, tax and balance lines are never the payment.
 */
const CURRENCY = String.raw`(?:PKR|Rs\.?)`;
/** 1500, 1,500 (thousands), 12,34,567 (lakh grouping), with up to two decimals. */
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.(\d{1,2}))?(?:\s*\/-)?`;
const AFTER_CURRENCY = new RegExp(String.raw`(?<![A-Za-z])${CURRENCY}\s*${FIGURE}(?![\d,]|\.\d)`, "gi");
const BEFORE_CURRENCY = new RegExp(String.raw`(?<![\d,.])${FIGURE}\s*${CURRENCY}(?![A-Za-z])`, "gi");
const BARE_FIGURE = new RegExp(String.raw`^[:\-\s]*${FIGURE}\s*$`, "i");
/** The currency named in the label rather than beside the figure: "Amount (PKR) 3,900.00". */
const CURRENCY_IN_LABEL = new RegExp(String.raw`^\s*[(\[]\s*${CURRENCY}\s*[)\]]`, "i");
/** "Amount" and "Total amount" name the payment; "Total" and "Transfer amount" are labels too, but weaker. */
const MAIN_LABEL = /\b(?:total\s+)?amount\b/i;
const LABEL = /\b(?:(?:total|transfer(?:red)?|paid|sent)\s+amount|amount|total)\b/i;
const NOT_THE_PAYMENT = /\b(?:fee|fees|charges?|commission|tax|fed|wht|balance|limit)\b/i;

type Candidate = { rupees: number; main: boolean };

const rupeesOf = (whole: string, fraction: string | undefined) =>
  Number(whole.replace(/,/g, "")) + (fraction === undefined ? 0 : Number(fraction.padEnd(2, "0")) / 100);

function figuresIn(line: string): number[] {
  const figures: number[] = [];
  for (const pattern of [AFTER_CURRENCY, BEFORE_CURRENCY])
    for (const match of line.matchAll(pattern)) figures.push(rupeesOf(match[1]!, match[2]));
  return figures;
}

function candidates(text: string): Candidate[] {
  const lines = proofLines(text);
  const found: Candidate[] = [];
  lines.forEach((line, index) => {
    if (NOT_THE_PAYMENT.test(line)) return;
    // "Service fee" alone puts its figure on the next line, as "Amount" does.
    const above = lines[index - 1];
    if (above !== undefined && NOT_THE_PAYMENT.test(above) && figuresIn(above).length === 0) return;
    const labelled = LABEL.exec(line);
    const main = MAIN_LABEL.test(line);
    let figures = figuresIn(line);
    if (labelled !== null && figures.length === 0) {
      // "Amount: 1,500/-" has no currency; "Amount" alone puts its figure on the next line.
      const rest = line.slice(labelled.index + labelled[0].length).replace(CURRENCY_IN_LABEL, "");
      const next = lines[index + 1];
      const bare = BARE_FIGURE.exec(rest);
      if (bare !== null) figures = [rupeesOf(bare[1]!, bare[2])];
      else if (rest.trim() === "" && next !== undefined && !NOT_THE_PAYMENT.test(next)) {
        const below = BARE_FIGURE.exec(next);
        figures = below !== null ? [rupeesOf(below[1]!, below[2])] : figuresIn(next);
      }
    }
    for (const rupees of figures) if (rupees > 0) found.push({ rupees, main: labelled !== null && main });
  });
  return found;
}

export type AmountReading = { amountPkr: number | null; unsure: string[] };

/** One amount, or the one labelled "Amount"/"Total amount" among several; otherwise null and unsure. */
export function readAmount(text: string): AmountReading {
  const found = candidates(text);
  const distinct = [...new Set(found.map(({ rupees }) => rupees))];
  if (distinct.length <= 1) return { amountPkr: distinct[0] ?? null, unsure: [] };
  const labelled = [...new Set(found.filter(({ main }) => main).map(({ rupees }) => rupees))];
  if (labelled.length === 1) return { amountPkr: labelled[0]!, unsure: [] };
  return { amountPkr: null, unsure: [`amountPkr: several amounts read (${distinct.join(", ")}) and none labelled "Amount" alone`] };
}
