// Draws a receipt of the proof reader's bench (bench/proof-reader/layouts.mjs `receiptSpec`) as a
// phone screenshot: a status bar, the app's header band, a title, the amount large, then label and
// value rows — side by side ("inline") or the label small above its value ("stacked") — and buttons.
import sharp from "sharp";

export const WIDTH = 1080;
/** The status bar's height: the strip a crop takes off (bench/proof-reader/degrade.mjs). */
export const STATUS_BAR = 80;

const THEMES = {
  light: { background: "#ffffff", card: "#f4f6f8", text: "#111418", muted: "#5f6b76", line: "#dde2e7" },
  dark: { background: "#0f1115", card: "#1b1f26", text: "#eef1f4", muted: "#9aa5b1", line: "#2c323b" },
};

const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function text(x, y, content, { size, fill, font, weight = "normal", anchor = "start" }) {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escape(content)}</text>`;
}

function statusBar({ time, carrier, battery }, colors, font) {
  const small = { size: 30, fill: colors.text, font, weight: "bold" };
  const bars = [0, 1, 2, 3].map(
    (at) => `<rect x="${820 + at * 14}" y="${50 - at * 7}" width="9" height="${10 + at * 7}" fill="${colors.text}"/>`,
  );
  return [
    text(48, 54, time, small),
    carrier === "" ? "" : text(150, 54, carrier, { ...small, weight: "normal" }),
    ...bars,
    text(880, 54, `${battery}%`, { ...small, size: 26, weight: "normal" }),
    `<rect x="960" y="30" width="60" height="28" rx="6" fill="none" stroke="${colors.text}" stroke-width="3"/>`,
    `<rect x="964" y="34" width="${Math.round(52 * (battery / 100))}" height="20" rx="3" fill="${colors.text}"/>`,
  ].join("");
}

/** The SVG of one receipt, and its height. */
export function receiptSvg(spec) {
  const colors = THEMES[spec.theme];
  const { font, accent } = spec;
  const parts = [statusBar(spec.statusBar, colors, font)];
  parts.push(`<rect x="0" y="${STATUS_BAR}" width="${WIDTH}" height="130" fill="${accent}"/>`);
  parts.push(text(60, STATUS_BAR + 84, spec.header, { size: 48, fill: "#ffffff", font, weight: "bold" }));
  let y = STATUS_BAR + 130 + 110;
  parts.push(`<circle cx="${WIDTH / 2}" cy="${y}" r="56" fill="${accent}"/>`);
  parts.push(`<path d="M ${WIDTH / 2 - 26} ${y} l 18 20 l 34 -40" stroke="#fff" stroke-width="10" fill="none"/>`);
  y += 130;
  parts.push(text(WIDTH / 2, y, spec.title, { size: 44, fill: colors.text, font, weight: "bold", anchor: "middle" }));
  y += 110;
  parts.push(text(WIDTH / 2, y, spec.amount, { size: 76, fill: colors.text, font, weight: "bold", anchor: "middle" }));
  y += 70;
  const cardTop = y;
  y += 40;
  const rowParts = [];
  for (const [label, value] of spec.rows) {
    // A long pair does not fit side by side: apps then put the value below its label.
    const inline = spec.rowStyle === "inline" && label.length + String(value).length < 40;
    if (inline) {
      y += 56;
      rowParts.push(text(90, y, label, { size: 34, fill: colors.muted, font }));
      rowParts.push(text(WIDTH - 90, y, value, { size: 34, fill: colors.text, font, weight: "bold", anchor: "end" }));
      y += 30;
    } else {
      y += 48;
      rowParts.push(text(90, y, label, { size: 30, fill: colors.muted, font }));
      y += 50;
      rowParts.push(text(90, y, value, { size: 38, fill: colors.text, font, weight: "bold" }));
      y += 26;
    }
    rowParts.push(`<rect x="90" y="${y}" width="${WIDTH - 180}" height="2" fill="${colors.line}"/>`);
  }
  y += 40;
  parts.push(`<rect x="50" y="${cardTop}" width="${WIDTH - 100}" height="${y - cardTop}" rx="28" fill="${colors.card}"/>`, ...rowParts);
  y += 70;
  for (const [at, label] of ["Share", "Download"].entries()) {
    const x = 90 + at * 470;
    parts.push(
      `<rect x="${x}" y="${y}" width="430" height="100" rx="50" fill="${at === 0 ? accent : "none"}" stroke="${accent}" stroke-width="3"/>`,
    );
    parts.push(
      text(x + 215, y + 63, label, { size: 36, fill: at === 0 ? "#ffffff" : colors.text, font, weight: "bold", anchor: "middle" }),
    );
  }
  const height = y + 180;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="100%" height="100%" fill="${colors.background}"/>${parts.join("")}</svg>`;
  return { svg, height, background: colors.background };
}

/** The receipt as the PNG a phone's screenshot is. */
export const receiptPng = (spec) =>
  sharp(Buffer.from(receiptSvg(spec).svg))
    .png()
    .toBuffer();
