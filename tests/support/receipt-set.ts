import sharp, { type Sharp } from "sharp";

/**
 * A set of bank-app payment screenshots drawn from SVG, for measuring how reused proofs are found
 * (docs/rules.md, "Reused proofs"; docs/benchmarks.md, "Proof fingerprints"): several apps'
 * layouts, each receipt with its own amount, transaction id, date and names, mostly white with
 * text like the real ones, and the lightly changed copies a reused proof arrives as (WhatsApp
 * resizes to 80–95 %, re-encodes as JPEG 70–85 or WebP, a screenshot tool crops a few pixels).
 * Deterministic: the same seed draws the same pictures.
 */

export type Receipt = { template: string; index: number; png: Buffer };
export type ReceiptCopy = { of: Receipt; change: string; bytes: Buffer };

const WIDTH = 720;
const HEIGHT = 1480;

/** Mulberry32: a small seeded generator, so the set is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = ["Ayesha", "Bilal", "Fatima", "Hamza", "Sana", "Usman", "Zainab", "Imran", "Mahnoor", "Ali", "Hira", "Saad"];
const LAST = ["Khan", "Ahmed", "Siddiqui", "Malik", "Qureshi", "Shah", "Butt", "Chaudhry", "Raza", "Iqbal"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Details = { amount: string; txn: string; date: string; time: string; from: string; to: string; account: string; fee: string };

function details(next: () => number): Details {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join("");
  const amount = [500, 700, 1_000, 1_200, 1_400, 2_100, 3_500, 5_000][Math.floor(next() * 8)]!;
  const hour = 1 + Math.floor(next() * 12);
  return {
    amount: `Rs. ${amount.toLocaleString("en-US")}.00`,
    txn: `${digits(3)}${String.fromCharCode(65 + Math.floor(next() * 26))}${digits(8)}`,
    date: `${1 + Math.floor(next() * 28)} ${pick(MONTHS)} 2026`,
    time: `${String(hour).padStart(2, "0")}:${String(Math.floor(next() * 60)).padStart(2, "0")} ${next() < 0.5 ? "AM" : "PM"}`,
    from: `${pick(FIRST)} ${pick(LAST)}`,
    to: "AnaesPrep Pvt Ltd",
    account: `PK${digits(2)} XXXX ${digits(4)} ${digits(4)}`,
    fee: next() < 0.7 ? "Rs. 0.00" : "Rs. 10.00",
  };
}

const text = (x: number, y: number, size: number, fill: string, value: string, extra = "") =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${value}</text>`;

const statusBar = (time: string, dark: boolean) =>
  `${text(28, 34, 22, dark ? "#fff" : "#111", time.replace(/ (AM|PM)/, ""))}<rect x="640" y="16" width="44" height="20" rx="4" fill="none" stroke="${dark ? "#fff" : "#111"}" stroke-width="2"/><rect x="644" y="20" width="30" height="12" fill="${dark ? "#fff" : "#111"}"/>`;

/** Label on the left, value on the right, a hairline below: the rows most receipts are made of. */
const rows = (items: [string, string][], top: number, step: number, left = 48, right = 672, rule = "#e5e7eb") =>
  items
    .map(
      ([label, value], index) =>
        text(left, top + index * step, 24, "#6b7280", label) +
        text(right, top + index * step, 24, "#111827", value, `text-anchor="end"`) +
        `<rect x="${left}" y="${top + index * step + 22}" width="${right - left}" height="1" fill="${rule}"/>`,
    )
    .join("");

const tick = (cx: number, cy: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="44" fill="${colour}"/><path d="M${cx - 20} ${cy} l14 14 l26 -28" stroke="#fff" stroke-width="8" fill="none"/>`;

/** Five apps' receipt screens, told apart by layout and colour as real ones are. */
const TEMPLATES: Record<string, (d: Details) => string> = {
  "green-bank": (d) =>
    `<rect width="${WIDTH}" height="200" fill="#0b6e4f"/>${statusBar(d.time, true)}${text(48, 130, 40, "#fff", "Funds Transfer", 'font-weight="bold"')}
    ${tick(360, 300, "#16a34a")}${text(360, 400, 30, "#111", "Transaction Successful", 'text-anchor="middle"')}
    ${text(360, 480, 56, "#0b6e4f", d.amount, 'text-anchor="middle" font-weight="bold"')}
    ${rows(
      [
        ["Transaction ID", d.txn],
        ["Date", d.date],
        ["Time", d.time],
        ["From", d.from],
        ["To", d.to],
        ["To account", d.account],
        ["Fee", d.fee],
      ],
      600,
      78,
    )}
    <rect x="48" y="1300" width="624" height="80" rx="40" fill="#0b6e4f"/>${text(360, 1350, 28, "#fff", "Share receipt", 'text-anchor="middle"')}`,
  "purple-islamic": (d) =>
    `${statusBar(d.time, false)}<rect x="24" y="80" width="672" height="1300" rx="24" fill="#fff" stroke="#ddd6fe" stroke-width="3"/>
    <rect x="24" y="80" width="672" height="120" rx="24" fill="#5b21b6"/>${text(360, 155, 34, "#fff", "Payment Receipt", 'text-anchor="middle"')}
    ${text(360, 290, 26, "#6b7280", "Amount transferred", 'text-anchor="middle"')}
    ${text(360, 360, 60, "#4c1d95", d.amount, 'text-anchor="middle" font-weight="bold"')}
    ${rows(
      [
        ["Reference no.", d.txn],
        ["Beneficiary", d.to],
        ["IBAN", d.account],
        ["Sender", d.from],
        ["Date &amp; time", `${d.date}, ${d.time}`],
        ["Charges", d.fee],
      ],
      480,
      90,
      64,
      656,
      "#ede9fe",
    )}
    ${text(360, 1150, 22, "#9ca3af", "This is a computer generated receipt", 'text-anchor="middle"')}`,
  "red-wallet": (d) =>
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff7ed"/>${statusBar(d.time, false)}
    <rect x="0" y="60" width="${WIDTH}" height="90" fill="#dc2626"/>${text(40, 118, 32, "#fff", "← Money Sent")}
    <rect x="40" y="200" width="640" height="380" rx="20" fill="#fff"/>${tick(360, 290, "#f59e0b")}
    ${text(360, 400, 26, "#374151", "You have sent", 'text-anchor="middle"')}${text(360, 470, 54, "#111", d.amount, 'text-anchor="middle" font-weight="bold"')}
    ${text(360, 530, 24, "#374151", `to ${d.to}`, 'text-anchor="middle"')}
    <rect x="40" y="620" width="640" height="560" rx="20" fill="#fff"/>
    ${rows(
      [
        ["TID", d.txn],
        ["Sender", d.from],
        ["Account", d.account],
        ["Date", d.date],
        ["Time", d.time],
        ["Fee", d.fee],
      ],
      690,
      80,
      72,
      648,
    )}`,
  "teal-minimal": (d) =>
    `${statusBar(d.time, false)}${text(360, 150, 30, "#0f766e", "Transfer complete", 'text-anchor="middle" font-weight="bold"')}
    ${text(360, 260, 64, "#111", d.amount, 'text-anchor="middle"')}${text(360, 320, 24, "#6b7280", `${d.date} at ${d.time}`, 'text-anchor="middle"')}
    ${rows(
      [
        ["Sent to", d.to],
        ["Account no.", d.account],
        ["Sent by", d.from],
        ["Transaction ID", d.txn],
        ["Service charges", d.fee],
      ],
      460,
      84,
    )}
    <rect x="48" y="1330" width="300" height="70" rx="12" fill="none" stroke="#0f766e" stroke-width="3"/>${text(198, 1375, 26, "#0f766e", "Done", 'text-anchor="middle"')}
    <rect x="372" y="1330" width="300" height="70" rx="12" fill="#0f766e"/>${text(522, 1375, 26, "#fff", "Share", 'text-anchor="middle"')}`,
  "navy-table": (d) =>
    `<rect width="${WIDTH}" height="140" fill="#1e3a8a"/>${statusBar(d.time, true)}${text(40, 110, 30, "#fff", "IBFT Confirmation")}
    ${text(40, 230, 26, "#1e3a8a", "Your transaction was processed", 'font-weight="bold"')}
    ${rows(
      [
        ["Amount", d.amount],
        ["Transaction Ref", d.txn],
        ["Transfer Date", d.date],
        ["Transfer Time", d.time],
        ["From Account", "XXXX-XXXX-1234"],
        ["Sender Name", d.from],
        ["Beneficiary", d.to],
        ["Beneficiary Acc", d.account],
        ["Charges", d.fee],
        ["Channel", "Mobile Banking"],
      ],
      320,
      70,
      40,
      680,
      "#cbd5e1",
    )}`,
};

export const RECEIPT_TEMPLATES = Object.keys(TEMPLATES);

/** `perTemplate` receipts of every template, each with different numbers and names (same seed: same set). */
export async function drawReceipts(perTemplate: number, seed = 29): Promise<Receipt[]> {
  const next = random(seed);
  const receipts: Receipt[] = [];
  for (const template of RECEIPT_TEMPLATES)
    for (let index = 0; index < perTemplate; index++) {
      const body = TEMPLATES[template]!(details(next));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${body}</svg>`;
      receipts.push({ template, index, png: await sharp(Buffer.from(svg)).png().toBuffer() });
    }
  return receipts;
}

type Change = (image: Sharp, width: number, height: number) => Sharp;

const scaled =
  (share: number): Change =>
  (image, width) =>
    image.resize(Math.round(width * share));
const cropped =
  (top: number, right: number, bottom: number, left: number): Change =>
  (image, width, height) =>
    image.extract({ left, top, width: width - left - right, height: height - top - bottom });

/** The light changes a reused proof goes through, one after the other in each. */
export const LIGHT_CHANGES: Record<string, { steps: Change[]; format: "jpeg" | "webp" | "png"; quality: number }> = {
  "90% JPEG 80": { steps: [scaled(0.9)], format: "jpeg", quality: 80 },
  "80% JPEG 70": { steps: [scaled(0.8)], format: "jpeg", quality: 70 },
  "95% JPEG 85": { steps: [scaled(0.95)], format: "jpeg", quality: 85 },
  "WebP 75": { steps: [], format: "webp", quality: 75 },
  "crop 4 px, JPEG 85": { steps: [cropped(4, 4, 4, 4)], format: "jpeg", quality: 85 },
  "crop 8/3 px, 85% WebP 80": { steps: [cropped(8, 3, 8, 3), scaled(0.85)], format: "webp", quality: 80 },
  "88% JPEG 72, then PNG": { steps: [scaled(0.88)], format: "png", quality: 72 },
  "crop 6 px top, 92% JPEG 75": { steps: [cropped(6, 0, 0, 0), scaled(0.92)], format: "jpeg", quality: 75 },
};

/** One copy: each step on the decoded picture, then the format (a PNG one goes through JPEG first, as a forwarded screenshot does). */
export async function lightCopy(receipt: Receipt, change: string): Promise<ReceiptCopy> {
  const { steps, format, quality } = LIGHT_CHANGES[change]!;
  let current = receipt.png;
  for (const step of steps) {
    const { width, height } = await sharp(current).metadata();
    current = await step(sharp(current), width, height).png().toBuffer();
  }
  const encoded =
    format === "webp"
      ? await sharp(current).webp({ quality }).toBuffer()
      : await sharp(current).jpeg({ quality, mozjpeg: false }).toBuffer();
  const bytes = format === "png" ? await sharp(encoded).png().toBuffer() : encoded;
  return { of: receipt, change, bytes };
}

export async function lightCopies(receipts: readonly Receipt[]): Promise<ReceiptCopy[]> {
  const copies: ReceiptCopy[] = [];
  for (const receipt of receipts) for (const change of Object.keys(LIGHT_CHANGES)) copies.push(await lightCopy(receipt, change));
  return copies;
}
