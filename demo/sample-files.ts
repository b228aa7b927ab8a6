/** Files for demo data: a payment receipt screenshot (SVG, stored as PNG) and a one-page PDF. */

export type ReceiptDetails = { bank: string; amountPkr: number; transactionId: string; when: string; from: string; to: string };

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A bank app's "transfer successful" screen, as a learner's screenshot of it looks (the demo payment's proof). */
export function receiptSvg(receipt: ReceiptDetails): string {
  const row = (label: string, value: string, y: number) =>
    `<text x="48" y="${y}" font-size="26" fill="#6b7280">${label}</text>` +
    `<text x="672" y="${y}" font-size="26" fill="#111827" text-anchor="end">${escapeXml(value)}</text>` +
    `<line x1="48" y1="${y + 28}" x2="672" y2="${y + 28}" stroke="#e5e7eb" stroke-width="2"/>`;
  const rows = [
    ["Transaction ID", receipt.transactionId],
    ["Date and time", receipt.when],
    ["From", receipt.from],
    ["To", receipt.to],
    ["Fee", "PKR 0.00"],
  ] as const;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280" font-family="DejaVu Sans, sans-serif">
  <rect width="720" height="1280" fill="#ffffff"/>
  <rect width="720" height="180" fill="#0b6e4f"/>
  <text x="48" y="115" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(receipt.bank)} · Funds Transfer</text>
  <circle cx="360" cy="300" r="60" fill="#16a34a"/>
  <path d="M330 300 l22 22 l40 -44" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/>
  <text x="360" y="410" font-size="30" fill="#111827" text-anchor="middle">Transaction Successful</text>
  <text x="360" y="490" font-size="56" font-weight="bold" fill="#0b6e4f" text-anchor="middle">PKR ${receipt.amountPkr.toLocaleString("en-US")}.00</text>
  ${rows.map(([label, value], index) => row(label, value, 600 + index * 80)).join("\n  ")}
  <rect x="48" y="1130" width="624" height="80" rx="40" fill="#0b6e4f"/>
  <text x="360" y="1180" font-size="28" fill="#ffffff" text-anchor="middle">Share receipt</text>
</svg>`;
}

export function samplePdf(text: string): Uint8Array {
  const safe = text.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A lead II rhythm strip on ECG paper: regular narrow complexes with sawtooth flutter waves (4:1). */
export function ecgStripSvg(): string {
  const width = 1200;
  const height = 300;
  const grid = Array.from({ length: width / 10 + 1 }, (_, i) => {
    const major = i % 5 === 0;
    return `<line x1="${i * 10}" y1="0" x2="${i * 10}" y2="${height}" stroke="${major ? "#f19999" : "#fbd5d5"}" stroke-width="${major ? 1.5 : 0.7}"/>`;
  }).join("");
  const rows = Array.from({ length: height / 10 + 1 }, (_, i) => {
    const major = i % 5 === 0;
    return `<line x1="0" y1="${i * 10}" x2="${width}" y2="${i * 10}" stroke="${major ? "#f19999" : "#fbd5d5"}" stroke-width="${major ? 1.5 : 0.7}"/>`;
  }).join("");
  const baseline = 170;
  let path = `M0 ${baseline}`;
  for (let x = 0; x < width; x += 60) {
    // One flutter wave every 60 px (300/min at 25 mm/s), a QRS every fourth wave.
    path += ` L${x + 40} ${baseline + 18} L${x + 60} ${baseline}`;
    if ((x / 60) % 4 === 1)
      path += ` L${x + 64} ${baseline + 8} L${x + 70} ${baseline - 110} L${x + 76} ${baseline + 30} L${x + 82} ${baseline}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#fff7f7"/>${grid}${rows}
<path d="${path}" fill="none" stroke="#111" stroke-width="2.5" stroke-linejoin="round"/>
<text x="12" y="28" font-family="sans-serif" font-size="22" fill="#111">II</text>
<text x="${width - 215}" y="${height - 14}" font-family="sans-serif" font-size="18" fill="#444">25 mm/s · 10 mm/mV</text>
</svg>`;
}

/** A capnogram of obstructive disease: "shark fin" upstrokes with no alveolar plateau. */
export function capnogramSvg(): string {
  const width = 1200;
  const height = 320;
  const scale = (mmHg: number) => height - 40 - mmHg * 5;
  let path = `M40 ${scale(0)}`;
  for (let x = 40; x < width - 120; x += 220) {
    path += ` L${x + 30} ${scale(0)} C${x + 60} ${scale(8)}, ${x + 120} ${scale(36)}, ${x + 150} ${scale(44)} L${x + 160} ${scale(0)} L${x + 220} ${scale(0)}`;
  }
  const labels = [0, 20, 40]
    .map((mmHg) => `<text x="6" y="${scale(mmHg) + 6}" font-family="sans-serif" font-size="16" fill="#9aa8bb">${mmHg}</text>`)
    .join("");
  const lines = [20, 40]
    .map((mmHg) => `<line x1="40" x2="${width}" y1="${scale(mmHg)}" y2="${scale(mmHg)}" stroke="#cfd8e3" stroke-dasharray="6 6"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#0b1320"/>${lines}${labels}
<path d="${path}" fill="none" stroke="#f5d547" stroke-width="3" stroke-linejoin="round"/>
<text x="${width - 240}" y="30" font-family="sans-serif" font-size="18" fill="#f5d547">EtCO₂ mmHg</text>
</svg>`;
}
