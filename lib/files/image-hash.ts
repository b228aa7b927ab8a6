import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";

/** How many of the 64 bits two perceptual hashes may differ by and still be "the same picture". */
export const SAME_PICTURE_MAX_DISTANCE = 6;

/**
 * A picture with fewer set (or unset) bits than this is too plain for its hash to mean anything
 * (a blank or one-colour image hashes to all zeros): it is matched by SHA-256 only.
 */
const MIN_DETAIL_BITS = 8;

/** Decoding stops above this many pixels: a 5 MB upload must not expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export type FileFingerprint = {
  /** Hex SHA-256 of the bytes: equal only for identical files. */
  sha256: string;
  /** 64-bit difference hash of an image as a signed bigint (PostgreSQL's bigint); null for a PDF or a plain image. */
  dhash: bigint | null;
};

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/**
 * dHash: the image shrunk to 9×8 grey pixels; each bit says whether a pixel is brighter than its
 * right neighbour. Resizing, re-compressing or changing the format keeps most bits, so copies of
 * one screenshot differ by a few bits and unrelated pictures by about half of them.
 */
export async function differenceHash(bytes: Uint8Array): Promise<bigint> {
  const pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // as displayed (EXIF orientation), since a re-saved copy usually loses the tag
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(9, 8, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/**
 * The fingerprint of a stored proof: images get both hashes, anything else (PDF) the SHA-256 only,
 * and so does an image too plain to hash meaningfully or one that does not decode (browsers are
 * more lenient than libvips, so it is still accepted and shown).
 */
export async function fingerprint(bytes: Uint8Array, mime: string): Promise<FileFingerprint> {
  const dhash = mime.startsWith("image/") ? await differenceHash(bytes).catch(() => null) : null;
  const setBits = dhash === null ? 0 : hammingDistance(dhash, 0n);
  const detailed = setBits >= MIN_DETAIL_BITS && setBits <= 64 - MIN_DETAIL_BITS;
  return { sha256: sha256Hex(bytes), dhash: detailed ? dhash : null };
}

/** Bits that differ between two hashes (for tests and diagnostics; matching runs in SQL). */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
