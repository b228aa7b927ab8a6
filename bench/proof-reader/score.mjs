// How the proof reader's bench (bench/proof-reader.mjs) scores readings against the truth, and the
// targets (docs/benchmarks.md, "Proof reader"). Rates are shares of all receipts.
import { formatTable, percentiles, round } from "../lib.mjs";

export const TARGETS = { transaction: 0.97, amount: 0.99, wrongConfident: 0.005, secondsPerProof: 5 };

/** One receipt's outcome: which fields were read right, and which were read wrong with confidence. */
export function judge(truth, result) {
  const fields = result.fields ?? {};
  const readAs = (name) => fields[name] ?? null;
  const wrong = (name) => readAs(name) !== null && readAs(name) !== truth[name];
  return {
    unreadable: result.status === "unreadable",
    transaction: readAs("transactionId") === truth.transactionId,
    transactionWrong: wrong("transactionId"),
    amount: readAs("amountPkr") === truth.amountPkr,
    amountWrong: wrong("amountPkr"),
    date: readAs("paidAt") === truth.paidAt,
    day: readAs("paidAt")?.slice(0, 10) === truth.paidAt.slice(0, 10),
    dateWrong: readAs("paidAt") !== null && readAs("paidAt")?.slice(0, 10) !== truth.paidAt.slice(0, 10),
    bank: readAs("bank") === truth.bank,
    reference: readAs("reference") === truth.reference,
    referenceWrong: wrong("reference"),
    refused: refusedForConfidence(truth, fields),
  };
}

/**
 * A transaction number the reader refused because OCR was unsure of a word of it: the confidence,
 * and whether the text was right after all — the evidence for PROOF_WORD_CONFIDENCE.
 */
function refusedForConfidence(truth, fields) {
  for (const doubt of fields.unsure ?? []) {
    const match = /^transactionId: OCR was unsure of "(.*)" \(confidence (\d+(?:\.\d+)?)\)$/.exec(doubt);
    if (match !== null)
      return { confidence: Number(match[2]), right: match[1].replace(/[^A-Za-z0-9]/g, "").toUpperCase() === truth.transactionId };
  }
  return null;
}

/** Refusals for confidence by band of 10: how many of them had read the number right. */
function refusalsByConfidence(outcomes) {
  const bands = {};
  for (const { refused } of outcomes) {
    if (refused === null) continue;
    const band = `${Math.floor(refused.confidence / 10) * 10}–${Math.floor(refused.confidence / 10) * 10 + 9}`;
    bands[band] ??= { refused: 0, right: 0 };
    bands[band].refused++;
    if (refused.right) bands[band].right++;
  }
  return Object.fromEntries(Object.entries(bands).sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10)));
}

const RATES = [
  ["transaction", "transaction number exact"],
  ["transactionWrong", "transaction number wrong but confident"],
  ["amount", "amount exact"],
  ["amountWrong", "amount wrong but confident"],
  ["date", "date and time exact"],
  ["day", "day exact"],
  ["dateWrong", "day wrong but confident"],
  ["bank", "bank exact"],
  ["reference", "order reference exact (or rightly none)"],
  ["referenceWrong", "order reference wrong but confident"],
  ["unreadable", "unreadable"],
];

const rateOf = (outcomes, key) => (outcomes.length === 0 ? null : outcomes.filter((outcome) => outcome[key]).length / outcomes.length);

/** The rates of the readings grouped by one of their keys (layout, transaction number style). */
function groupedRates(readings, key) {
  const groups = {};
  for (const value of [...new Set(readings.map((reading) => reading[key]))]) {
    const mine = readings.filter((reading) => reading[key] === value).map(({ outcome }) => outcome);
    groups[value] = { count: mine.length, ...Object.fromEntries(RATES.map(([rate]) => [rate, rateOf(mine, rate)])) };
  }
  return groups;
}

/** Rates over all receipts and by layout, seconds per proof, and the targets met or missed. */
export function summarise(readings) {
  const outcomes = readings.map(({ outcome }) => outcome);
  const rates = Object.fromEntries(RATES.map(([key]) => [key, rateOf(outcomes, key)]));
  const seconds = percentiles(
    readings.map(({ seconds }) => seconds),
    [50, 95, 99],
  );
  const byLayout = groupedRates(readings, "layout");
  const byTransactionStyle = groupedRates(readings, "style");
  const verdicts = {
    transaction: rates.transaction >= TARGETS.transaction,
    amount: rates.amount >= TARGETS.amount,
    wrongConfident: rates.transactionWrong <= TARGETS.wrongConfident,
    secondsPerProof: seconds.mean <= TARGETS.secondsPerProof,
  };
  const refusals = refusalsByConfidence(outcomes);
  return { count: readings.length, rates, seconds, byLayout, byTransactionStyle, refusals, targets: TARGETS, verdicts };
}

const percent = (value) => (value === null ? null : `${round(value * 100, 1)} %`);

export function report(summary) {
  const overall = formatTable(
    ["measure", "value"],
    [
      ...RATES.map(([key, name]) => [name, percent(summary.rates[key])]),
      ["seconds per proof (mean)", round(summary.seconds.mean, 2)],
      ["seconds per proof (p95 / max)", `${round(summary.seconds.p95, 2)} / ${round(summary.seconds.max, 2)}`],
    ],
  );
  const table = (title, groups) =>
    formatTable(
      [title, "n", "transaction", "tx wrong", "amount", "date", "bank", "reference", "unreadable"],
      Object.entries(groups).map(([name, r]) => [
        name,
        r.count,
        percent(r.transaction),
        percent(r.transactionWrong),
        percent(r.amount),
        percent(r.date),
        percent(r.bank),
        percent(r.reference),
        percent(r.unreadable),
      ]),
    );
  const verdicts = Object.entries(summary.verdicts)
    .map(([name, met]) => `${name}: ${met ? "met" : "MISSED"}`)
    .join(", ");
  const refusals = formatTable(
    ["OCR confidence of a refused number", "refused", "of which read right"],
    Object.entries(summary.refusals).map(([band, { refused, right }]) => [band, refused, right]),
  );
  return `${overall}\n\n${refusals}\n\n${table("layout", summary.byLayout)}\n\n${table("transaction number style", summary.byTransactionStyle)}\n\ntargets: ${verdicts}`;
}
