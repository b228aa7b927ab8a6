import { randomInt, randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { POST as addPayment } from "@/app/api/payment/add/route";
import { samplePdf } from "@/demo/sample-files";
import { call } from "./http";

/** A 1×1 teal pixel. */
const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgqGcAAAIEAQFzA0t3AAAAAElFTkSuQmCC";

/**
 * A 1×1 proof with a random tEXt chunk: too plain for a perceptual hash and a SHA-256
 * of its own, so it matches no other payment's proof and its approval needs no reuse confirmation.
 */
export function uniquePng(): Buffer {
  const png = Buffer.from(ONE_PIXEL_PNG, "base64");
  const body = Buffer.concat([Buffer.from("tEXt"), Buffer.from(`Comment\0${randomUUID()}`)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

export const pngFile = (name = "proof.png") => new File([new Uint8Array(uniquePng())], name, { type: "image/png" });
export const pdfFile = () => new File([Buffer.from(samplePdf("Receipt"))], "receipt.pdf", { type: "application/pdf" });
/** Unique, and strong enough for a statement to name its payment (at least 4 digits: docs/rules.md, "Statement reconciliation"). */
export const newTransactionId = () => `TXN-${randomUUID().slice(0, 8)}-${String(randomInt(10_000)).padStart(4, "0")}`;

export function orderForm(fields: {
  cart?: { subjectId: string; price?: number }[];
  isMonthlySub?: "YES" | "NO";
  transactionId?: string;
  amount?: string;
  file?: File | null;
}) {
  const form = new FormData();
  form.set("bankName", "HBL");
  form.set("accountHolder", "Test Learner");
  form.set("transactionId", fields.transactionId ?? newTransactionId());
  form.set("amount", fields.amount ?? "1");
  form.set("isMonthlySub", fields.isMonthlySub ?? "NO");
  form.set("cart", JSON.stringify(fields.cart ?? []));
  if (fields.file !== null) form.set("file", fields.file ?? pngFile());
  return form;
}

export async function placeOrderAs(cookie: string, fields: Parameters<typeof orderForm>[0]) {
  return call(addPayment, { cookie, body: orderForm(fields), method: "POST" });
}

/** A payment-screenshot-like picture: a coloured header, lines of text, an amount; `layout` changes where things are. */
export async function receiptImage(title: string, layout: "bank-app" | "wallet" = "bank-app"): Promise<Buffer> {
  const lines = Array.from({ length: 8 }, (_, index) =>
    layout === "bank-app"
      ? `<rect x="40" y="${180 + index * 60}" width="${200 + ((index * 53) % 300)}" height="18" fill="#555"/>` +
        `<text x="40" y="${175 + index * 60}" font-size="22" fill="#222">Line ${index} ${title}</text>`
      : `<circle cx="${120 + (index % 4) * 160}" cy="${260 + Math.floor(index / 4) * 220}" r="${40 + index * 6}" fill="#${index % 2 ? "1e293b" : "94a3b8"}"/>`,
  );
  const header =
    layout === "bank-app" ? `<rect width="720" height="120" fill="#0a7b4f"/>` : `<rect x="600" width="120" height="720" fill="#7c3aed"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720"><rect width="720" height="720" fill="#fafafa"/>${header}
    <text x="40" y="80" font-size="44" fill="#fff">${title}</text>${lines.join("")}<text x="380" y="680" font-size="48" fill="#111">PKR 5,000</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const imageFile = (bytes: Uint8Array, name: string, type: string) => new File([Buffer.from(bytes)], name, { type });
