import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { isDomainError } from "@/lib/errors";
import { beyondImageBounds, imageSizeFromHeader, UPLOAD_IMAGE_BOUNDS } from "@/lib/files/image-size";
import { checkPictureHeader, detectFileType } from "@/lib/files/sniff";
import { samplePdf } from "@/demo/sample-files";
import { makeImage, pngBomb, stripPng } from "../support/images";

// docs/rules.md, "Files and notes": a picture is judged by the size its header states, before any decoding.

const encodings: [string, (image: Sharp) => Sharp][] = [
  ["PNG", (image) => image.png()],
  ["interlaced PNG", (image) => image.png({ progressive: true })],
  ["JPEG", (image) => image.jpeg()],
  ["progressive JPEG with EXIF", (image) => image.jpeg({ progressive: true }).withExif({ IFD0: { Artist: "Dr Exif" } })],
  ["lossy WebP", (image) => image.webp()],
  ["lossy WebP with alpha (VP8X)", (image) => image.ensureAlpha(0.5).webp()],
  ["lossless WebP", (image) => image.webp({ lossless: true })],
];

describe("imageSizeFromHeader", () => {
  it.each(encodings)("reads the size of a %s as sharp does, from its first bytes only", async (_, encode) => {
    for (const [width, height] of [
      [1, 1],
      [333, 17],
      [1080, 2400],
      [4000, 3],
    ] as const) {
      const bytes = await encode(sharp({ create: { width, height, channels: 3, background: "#2a6" } })).toBuffer();
      const header = await sharp(bytes).metadata();
      expect(imageSizeFromHeader(bytes)).toEqual({ width: header.width, height: header.height });
      // Nothing past the header is read: its first kilobyte (the EXIF block included) is enough.
      expect(imageSizeFromHeader(bytes.subarray(0, 1_024))).toEqual({ width, height });
    }
  });

  it("reads what a header claims, however large, without decoding: a bomb and a 4 × 5,000,000 strip", async () => {
    expect(imageSizeFromHeader(await pngBomb(50_000))).toEqual({ width: 50_000, height: 50_000 });
    expect(imageSizeFromHeader(stripPng(4, 5_000_000).subarray(0, 64))).toEqual({ width: 4, height: 5_000_000 });
  });

  it("finds a JPEG's frame past fill bytes and application segments, and none in a file cut before it", async () => {
    const jpeg = Buffer.from(await makeImage(640, 480, "jpeg", true));
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff, 0xff]), jpeg.subarray(2)]);
    expect(imageSizeFromHeader(padded)).toEqual({ width: 640, height: 480 });
    const frame = jpeg.findIndex((byte, at) => byte === 0xff && jpeg[at + 1] === 0xc0);
    expect(imageSizeFromHeader(jpeg.subarray(0, frame))).toBeNull();
  });

  it("answers null for no picture, a damaged header or a side of zero", async () => {
    const png = Buffer.from(await makeImage(10, 10));
    const zeroWide = Buffer.from(png);
    zeroWide.writeUInt32BE(0, 16);
    const noHeader = Buffer.from(png);
    noHeader.write("IDAT", 12, "latin1");
    for (const bytes of [
      zeroWide,
      noHeader,
      png.subarray(0, 20),
      Buffer.from(samplePdf("x")),
      new Uint8Array(0),
      Buffer.from("RIFF0000WEBPVP8Z"),
    ])
      expect(imageSizeFromHeader(bytes)).toBeNull();
  });
});

describe("the upload bounds", () => {
  it("take a phone screenshot, a long scrolled one and a 12-megapixel photo; refuse past 10,000 a side or 40 megapixels", () => {
    for (const [width, height] of [
      [1080, 2400],
      [1080, 10_000],
      [4032, 3024],
      [4000, 10_000],
    ])
      expect(beyondImageBounds({ width, height }, UPLOAD_IMAGE_BOUNDS)).toBeNull();
    expect(beyondImageBounds({ width: 4, height: 5_000_000 }, UPLOAD_IMAGE_BOUNDS)).toBe(
      "4 × 5,000,000 pixels; at most 10,000 a side and 40 megapixels",
    );
    expect(beyondImageBounds({ width: 10_001, height: 1 }, UPLOAD_IMAGE_BOUNDS)).not.toBeNull();
    expect(beyondImageBounds({ width: 8064, height: 6048 }, UPLOAD_IMAGE_BOUNDS)).toBe(
      "8,064 × 6,048 pixels; at most 10,000 a side and 40 megapixels",
    );
  });

  it("refuse a picture by its header with a message naming its size (413), and pass a PDF untouched", async () => {
    const strip = stripPng(4, 5_000_000);
    const rules = { field: "file", label: "payment screenshot" };
    let refused: unknown;
    try {
      checkPictureHeader(strip, detectFileType(strip)!, rules);
    } catch (error) {
      refused = error;
    }
    expect(isDomainError(refused, "TooLarge")).toBe(true);
    expect((refused as Error).message).toBe(
      "The payment screenshot is too large: 4 × 5,000,000 pixels; at most 10,000 a side and 40 megapixels.",
    );
    const cut = strip.subarray(0, 20);
    expect(() => checkPictureHeader(cut, detectFileType(cut)!, rules)).toThrow(/could not be read as a picture/);
    const pdf = new Uint8Array(samplePdf("Receipt"));
    expect(() => checkPictureHeader(pdf, detectFileType(pdf)!, rules)).not.toThrow();
    const fine = await makeImage(1080, 2400);
    expect(() => checkPictureHeader(fine, detectFileType(fine)!, rules)).not.toThrow();
  });
});
