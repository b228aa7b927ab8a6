// How Pakistani bank apps and wallets print the fields of a receipt, for the proof reader's bench
// (bench/proof-reader.mjs). Each printer takes the bench's draws and the true value and returns the
// text a screenshot shows; the truth is kept beside it, in the form extractProofFields answers.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const pad = (value) => String(value).padStart(2, "0");
const grouped = (rupees) => Math.floor(rupees).toLocaleString("en-US");
const paisa = (rupees) => (rupees % 1).toFixed(2).slice(1);

/** A moment in 2025–2026, Pakistan time, as parts; `paidAt` is the reader's form of it. */
export function drawMoment({ int }) {
  const year = int(2025, 2026);
  const month = int(1, 12);
  const day = int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const [hour, minute, second] = [int(0, 23), int(0, 59), int(0, 59)];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return { year, month, day, hour, minute, second, weekday };
}

const clock12 = ({ hour, minute }, { zero = false, lower = false } = {}) => {
  const text = `${zero ? pad(hour % 12 || 12) : hour % 12 || 12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
  return lower ? text.toLowerCase() : text;
};
const clock24 = ({ hour, minute, second }, seconds) => `${pad(hour)}:${pad(minute)}${seconds ? `:${pad(second)}` : ""}`;
const mon = (m) => MONTHS[m.month - 1].slice(0, 3);

/**
 * Date printers: `rows` is one ["Date & Time", text] row or two (Date, Time); `seconds` says whether
 * the printed time carries them (else the truth's seconds are 00).
 */
export const DATE_STYLES = {
  dayMonComma12: (m) => ({ text: `${m.day} ${mon(m)} ${m.year}, ${clock12(m)}`, seconds: false }),
  monDayComma12: (m) => ({ text: `${mon(m)} ${pad(m.day)}, ${m.year} ${clock12(m, { zero: true })}`, seconds: false }),
  dashMon24: (m) => ({ text: `${pad(m.day)}-${mon(m)}-${m.year} ${clock24(m, true)}`, seconds: true }),
  slash24: (m) => ({ text: `${pad(m.day)}/${pad(m.month)}/${m.year} ${clock24(m, false)}`, seconds: false }),
  iso24: (m) => ({ text: `${m.year}-${pad(m.month)}-${pad(m.day)} ${clock24(m, true)}`, seconds: true }),
  longAt12: (m) => ({ text: `${m.day} ${MONTHS[m.month - 1]} ${m.year} at ${clock12(m)}`, seconds: false }),
  weekdayLong12: (m) => ({
    text: `${m.weekday}, ${m.day} ${MONTHS[m.month - 1]} ${m.year} ${clock12(m, { lower: true })}`,
    seconds: false,
  }),
  dotted24: (m) => ({ text: `${pad(m.day)}.${pad(m.month)}.${m.year} ${clock24(m, true)}`, seconds: true }),
};

/** The date split in two rows, as many bank apps print it. */
export const splitDate = (m, { slash = false } = {}) => ({
  date: slash ? `${pad(m.day)}/${pad(m.month)}/${m.year}` : `${pad(m.day)} ${mon(m)} ${m.year}`,
  time: clock12(m, { zero: true }),
  seconds: false,
});

export const paidAtOf = (m, seconds) =>
  `${m.year}-${pad(m.month)}-${pad(m.day)}T${pad(m.hour)}:${pad(m.minute)}:${seconds ? pad(m.second) : "00"}+05:00`;

/** A fee's amount in rupees: prices of a course or a subscription, mostly round. */
export function drawAmount({ int, chance }) {
  if (chance(0.1)) return int(100, 9999) + int(0, 99) / 100;
  return int(2, 120) * 500;
}

/** Amount printers. */
export const AMOUNT_STYLES = {
  rsDot: (r) => `Rs. ${grouped(r)}${r % 1 ? paisa(r) : ""}`,
  rsDotDecimals: (r) => `Rs. ${grouped(r)}${paisa(r)}`,
  rs: (r) => `Rs ${grouped(r)}${paisa(r)}`,
  pkrDecimals: (r) => `PKR ${grouped(r)}${paisa(r)}`,
  pkr: (r) => `PKR ${grouped(r)}${r % 1 ? paisa(r) : ""}`,
};

/**
 * Transaction number printers, by the shapes apps use: what the screen shows. The truth is its key
 * (letters and digits, upper-cased), as the reader answers it.
 */
export const TRANSACTION_STYLES = {
  digits11: (d) => d.digits(11),
  digits12: (d) => d.digits(12),
  rrn12: (d) => `${d.int(5, 6)}${d.digits(11).slice(0, 11)}`,
  ft: (d) => `FT${d.digits(5)}${d.letters(5)}`,
  prefixed: (d) => `${d.pick(["IBFT", "TXN", "MBL", "RAAST"])}${d.digits(10)}`,
  spaced: (d) => `${d.letters(3)} ${d.digits(4)} ${d.digits(4)} ${d.digits(2)}`,
  hex24: (d) => Array.from({ length: 24 }, () => d.pick([..."0123456789abcdef"])).join(""),
  dashed: (d) => `${d.digits(4)}-${d.digits(4)}-${d.digits(4)}`,
};

export const transactionKeyOf = (printed) => printed.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const drawReference = ({ pick }) => `AP-${Array.from({ length: 6 }, () => pick([...REFERENCE_ALPHABET])).join("")}`;

const FIRST = ["Sana", "Ali", "Ayesha", "Hamza", "Fatima", "Usman", "Zainab", "Bilal", "Hira", "Omar"];
const LAST = ["Ahmed", "Khan", "Malik", "Qureshi", "Siddiqui", "Butt", "Chaudhry", "Raza", "Iqbal", "Shah"];
export const drawName = ({ pick }) => `${pick(FIRST)} ${pick(LAST)}`;
/** A masked account number as receipts print the payer's. */
export const drawAccount = (d) => d.pick([`****${d.digits(4)}`, `${d.digits(4)}-${d.digits(7).slice(0, 7)}-01`, `03${d.digits(9)}`]);
