import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A real picture of the given size and format (a gradient, so it does not compress to nothing). */
export async function makeImage(width: number, height: number, format: "png" | "jpeg" | "webp" = "png", withExif = false) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  if (withExif) image = image.withExif({ IFD0: { Copyright: "Secret Hospital", Artist: "Dr Exif" } });
  return new Uint8Array(await image.toFormat(format).toBuffer()) as Uint8Array<ArrayBuffer>;
}

/**
 * A decompression bomb: a tiny valid PNG whose header claims `side` × `side` pixels (the IHDR
 * dimensions are rewritten and its checksum recomputed).
 */
export async function pngBomb(side = 50_000): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(await makeImage(1, 1));
  // Signature (8) + length (4) + "IHDR" (4), then width and height.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png) as Uint8Array<ArrayBuffer>;
}

export function imageForm(bytes: Uint8Array<ArrayBuffer>, name = "ecg.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return form;
}

/** A whole grey PNG of any size, written by hand (shared with bench/heavy-requests.mjs). */
export { stripPng } from "../../bench/strip-png.mjs";
