// The receipt layouts of the proof reader's bench (bench/proof-reader.mjs), imitating Pakistani bank
// apps and wallets: their brand, colours, themes, the label each prints for the transaction number,
// how it prints the amount and the date, and the rows around them. `receiptSpec` draws one receipt
// and its truth; bench/proof-reader/draw.mjs turns it into an SVG.
import {
  AMOUNT_STYLES,
  DATE_STYLES,
  TRANSACTION_STYLES,
  drawAccount,
  drawAmount,
  drawMoment,
  drawName,
  drawReference,
  paidAtOf,
  splitDate,
  transactionKeyOf,
} from "./formats.mjs";

const FONTS = ["DejaVu Sans", "Liberation Sans", "Liberation Serif", "DejaVu Sans Mono", "Liberation Sans Narrow", "DejaVu Serif"];
const PAYEE_BANKS = ["Meezan Bank", "HBL", "Bank Alfalah", "MCB Bank"];

/** Each layout: truth bank, header text, accent, themes, row style, and the wordings it picks from. */
export const LAYOUTS = [
  {
    key: "hbl",
    bank: "HBL",
    header: ["HBL Mobile", "HBL"],
    accent: "#00816d",
    themes: ["light", "light", "dark"],
    rows: "inline",
    title: ["Transfer Successful", "Funds Transfer Successful"],
    transactionLabels: ["Transaction Reference", "Reference No.", "Transaction ID"],
    transactionStyles: ["ft", "digits12", "prefixed"],
    amountStyles: ["pkrDecimals", "pkr"],
    dateStyles: ["dayMonComma12", "split"],
  },
  {
    key: "meezan",
    bank: "Meezan Bank",
    header: ["Meezan Bank", "Meezan Digital"],
    accent: "#6d2077",
    themes: ["light", "dark"],
    rows: "stacked",
    title: ["Transaction Successful", "Funds Transferred"],
    transactionLabels: ["Transaction ID", "Transaction Reference", "RRN"],
    transactionStyles: ["digits12", "rrn12", "spaced"],
    amountStyles: ["pkrDecimals", "rsDotDecimals"],
    dateStyles: ["dashMon24", "split", "dotted24"],
    stan: true,
  },
  {
    key: "ubl",
    bank: "UBL",
    header: ["UBL Digital", "UBL"],
    accent: "#0055a5",
    themes: ["light", "dark", "dark"],
    rows: "inline",
    title: ["Payment Successful", "Transfer Complete"],
    transactionLabels: ["Transaction ID", "Trx ID", "Reference No."],
    transactionStyles: ["prefixed", "digits12", "dashed"],
    amountStyles: ["pkr", "rsDot"],
    dateStyles: ["monDayComma12", "iso24"],
  },
  {
    key: "jazzcash",
    bank: "JazzCash",
    header: ["JazzCash"],
    accent: "#d71920",
    themes: ["light"],
    rows: "inline",
    title: ["Money Sent Successfully", "Transaction Successful"],
    transactionLabels: ["TID", "Trx ID", "Transaction ID"],
    transactionStyles: ["digits11", "digits12"],
    amountStyles: ["rsDot", "rsDotDecimals"],
    dateStyles: ["slash24", "dayMonComma12", "split"],
    fee: true,
  },
  {
    key: "easypaisa",
    bank: "Easypaisa",
    header: ["easypaisa", "Easypaisa"],
    accent: "#00a651",
    themes: ["light", "dark"],
    rows: "stacked",
    title: ["Transaction Successful!", "Money Sent"],
    transactionLabels: ["Transaction ID", "Trx ID", "TID"],
    transactionStyles: ["digits11", "digits12"],
    amountStyles: ["rsDot", "rs"],
    dateStyles: ["monDayComma12", "dayMonComma12", "weekdayLong12"],
    fee: true,
  },
  {
    key: "sadapay",
    bank: "SadaPay",
    header: ["SadaPay"],
    accent: "#ff7062",
    themes: ["dark", "dark", "light"],
    rows: "stacked",
    title: ["You sent money", "Transfer sent"],
    transactionLabels: ["Transaction ID", "Transaction Reference", "Reference No."],
    transactionStyles: ["digits12", "prefixed", "digits12", "prefixed"],
    amountStyles: ["rs", "pkrDecimals"],
    dateStyles: ["longAt12", "weekdayLong12"],
  },
  {
    key: "mcb",
    bank: "MCB",
    header: ["MCB Live", "MCB"],
    accent: "#0b6e4f",
    themes: ["light", "dark"],
    rows: "inline",
    title: ["IBFT Successful", "Funds Transfer"],
    transactionLabels: ["RRN", "Transaction Reference", "TID"],
    transactionStyles: ["rrn12", "digits12", "dashed"],
    amountStyles: ["pkrDecimals", "rsDot"],
    dateStyles: ["iso24", "slash24", "split"],
    stan: true,
    fee: true,
  },
  {
    key: "nayapay",
    bank: "NayaPay",
    header: ["NayaPay"],
    accent: "#ff5a1f",
    themes: ["light", "dark"],
    rows: "stacked",
    title: ["Money Sent!", "Payment Successful"],
    transactionLabels: ["Transaction ID", "Trx ID"],
    transactionStyles: ["digits12", "digits12", "digits11"],
    amountStyles: ["rs", "rsDot"],
    dateStyles: ["dayMonComma12", "longAt12"],
  },
];

const CARRIERS = ["Jazz", "Zong", "Telenor", "Ufone", "Jazz 4G", ""];

/**
 * Wallets that may print an object id (24 small hex digits) as the transaction number: with --hex,
 * one receipt in four or five of theirs does. Out of the default mix: no Pakistani app is known to print one,
 * and OCR reads small hex badly (the reader then declines; the bench shows how often).
 */
const HEX_LAYOUTS = new Set(["sadapay", "nayapay"]);

/** Receipt `index` of the bench: the rows to draw, the look, and the truth. */
export function receiptSpec(index, d, { hex = false } = {}) {
  const layout = LAYOUTS[index % LAYOUTS.length];
  const styles = hex && HEX_LAYOUTS.has(layout.key) ? [...layout.transactionStyles, "hex24"] : layout.transactionStyles;
  const moment = drawMoment(d);
  const amountPkr = drawAmount(d);
  const transactionStyle = d.pick(styles);
  const printedTransaction = TRANSACTION_STYLES[transactionStyle](d);
  const reference = d.chance(0.4) ? drawReference(d) : null;
  const amount = AMOUNT_STYLES[d.pick(layout.amountStyles)](amountPkr);
  const dateStyle = d.pick(layout.dateStyles);

  const rows = [];
  let seconds;
  if (dateStyle === "split") {
    const split = splitDate(moment, { slash: d.chance(0.5) });
    rows.push(["Date", split.date], ["Time", split.time]);
    seconds = split.seconds;
  } else {
    const printed = DATE_STYLES[dateStyle](moment);
    rows.push([d.pick(["Date & Time", "Date", "Transaction Date"]), printed.text]);
    seconds = printed.seconds;
  }
  rows.push([d.pick(layout.transactionLabels), printedTransaction]);
  if (layout.stan && d.chance(0.6)) rows.push(["STAN", d.digits(6)]);
  rows.push([d.pick(["From", "Sender", "Sent by"]), drawName(d)]);
  rows.push(["From Account", drawAccount(d)]);
  rows.push([d.pick(["To", "Beneficiary", "Recipient"]), d.pick(["AnaesPrep", "ANAESPREP PVT LTD", "Anaes Prep"])]);
  rows.push([d.pick(["To Bank", "Beneficiary Bank"]), d.pick(PAYEE_BANKS)]);
  if (reference !== null)
    rows.push([d.pick(["Description", "Purpose", "Remarks"]), d.pick([reference, `Fee ${reference}`, `${reference} course`])]);
  if (layout.fee) rows.push([d.pick(["Fee", "Charges", "Service Fee"]), d.pick(["Rs. 0.00", "PKR 0", "Free"])]);

  return {
    id: `${layout.key}-${index}`,
    layout: layout.key,
    transactionStyle,
    theme: d.pick(layout.themes),
    font: d.pick(FONTS),
    accent: layout.accent,
    rowStyle: layout.rows,
    statusBar: { time: `${d.int(1, 12)}:${String(d.int(0, 59)).padStart(2, "0")}`, carrier: d.pick(CARRIERS), battery: d.int(8, 100) },
    header: d.pick(layout.header),
    title: d.pick(layout.title),
    amount,
    rows,
    truth: {
      transactionId: transactionKeyOf(printedTransaction),
      amountPkr,
      paidAt: paidAtOf(moment, seconds),
      bank: layout.bank,
      reference,
    },
  };
}
