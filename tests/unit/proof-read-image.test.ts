import { deflateSync, crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { receiptSvg, samplePdf } from "@/demo/sample-files";
import { prepareProofImage } from "@/lib/payments/proof-reading/prepare-image";
import { readProofImage, stopProofOcr } from "@/lib/payments/proof-reading/read-image";

/** docs/rules.md, "Reading payment proofs": what the reader takes from a proof, and what it refuses unread. */

const receipt = {
  bank: "HBL",
  amountPkr: 3500,
  transactionId: "FT26112488017",
  when: "24 Nov 2026, 9:41 pm",
  from: "Sana Ahmed",
  to: "AnaesPrep",
};
const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small file whose valid header claims width × height grey pixels (a decompression bomb). */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // A few rows of zeros: decoding it in full would need width × height bytes.
  const rows = deflateSync(Buffer.alloc((width + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The receipt in dark mode: a black ground, light text. */
const darkReceipt = () =>
  receiptSvg(receipt)
    .replace('<rect width="720" height="1280" fill="#ffffff"/>', '<rect width="720" height="1280" fill="#000000"/>')
    .replaceAll('fill="#111827"', 'fill="#f9fafb"')
    .replaceAll('fill="#6b7280"', 'fill="#9ca3af"');

afterAll(() => stopProofOcr());

describe("readProofImage", () => {
  it("reads the transaction number, amount, date and bank of a clean receipt", async () => {
    const result = await readProofImage(await png(receiptSvg(receipt)), "image/png");
    expect(result).toMatchObject({
      status: "read",
      reason: null,
      fields: { transactionId: "FT26112488017", amountPkr: 3500, paidAt: "2026-11-24T21:41:00+05:00", bank: "HBL" },
    });
  });

  it("reads a dark-mode receipt (light text on a black ground) as well", async () => {
    const result = await readProofImage(await png(darkReceipt()), "image/png");
    expect(result).toMatchObject({ status: "read", fields: { amountPkr: 3500, paidAt: "2026-11-24T21:41:00+05:00" } });
  });

  it("hands OCR dark text on a light ground, 1500–2000 px wide, whatever the receipt's mode and size", async () => {
    for (const [svg, width] of [
      [receiptSvg(receipt), 720],
      [darkReceipt(), 720],
      [receiptSvg(receipt), 3000],
    ] as const) {
      const prepared = await prepareProofImage(await sharp(Buffer.from(svg)).resize({ width }).png().toBuffer(), "image/png");
      if (!("image" in prepared)) throw new Error(prepared.unreadable);
      const { width: ocrWidth } = await sharp(prepared.image).metadata();
      const { channels } = await sharp(prepared.image).stats();
      expect(ocrWidth).toBeGreaterThanOrEqual(1500);
      expect(ocrWidth).toBeLessThanOrEqual(2000);
      expect(channels[0]!.mean).toBeGreaterThan(128);
    }
  });

  it("refuses a picture of more than 40 megapixels from its header, without decoding it", async () => {
    const before = process.memoryUsage().rss;
    const result = await readProofImage(bombPng(20_000, 20_000), "image/png");
    expect(result).toEqual({
      status: "unreadable",
      fields: null,
      reason: "image too large: 20,000 × 20,000 pixels; at most 10,000 a side and 40 megapixels",
    });
    // Decoding it would have taken 400 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100_000_000);
  });

  it.each([
    ["a PDF", () => Buffer.from(samplePdf("Transaction ID FT26112488017")), "application/pdf", /PDF/],
    ["random bytes", () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)), "image/png", /not a PNG, JPEG or WebP/],
    ["an empty file", () => Buffer.alloc(0), "image/jpeg", /empty/],
  ])("says why %s is unreadable", async (_name, bytes, contentType, reason) => {
    expect(await readProofImage(bytes(), contentType)).toEqual({
      status: "unreadable",
      fields: null,
      reason: expect.stringMatching(reason),
    });
  });

  it.each([
    ["PNG", (image: Sharp) => image.png(), "image/png"],
    ["JPEG", (image: Sharp) => image.jpeg(), "image/jpeg"],
  ])("says a truncated %s is damaged", async (_name, encode, contentType) => {
    const whole = await encode(sharp(Buffer.from(receiptSvg(receipt)))).toBuffer();
    const result = await readProofImage(whole.subarray(0, Math.floor(whole.length / 2)), contentType);
    expect(result).toEqual({ status: "unreadable", fields: null, reason: expect.stringMatching(/damaged/) });
  });

  it("says so when a picture holds no payment detail", async () => {
    const blank = await sharp({ create: { width: 720, height: 400, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const result = await readProofImage(blank, "image/png");
    expect(result.status).toBe("unreadable");
    expect(result.reason).toMatch(/no text|no payment detail/);
  });
});
