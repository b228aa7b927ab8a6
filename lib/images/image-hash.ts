import "server-only";
import { createHash } from "node:crypto";
import { imageWork, type SharpModule } from "@/lib/images/image-work";
import { beyondImageBounds, imageSizeFromHeader, UPLOAD_IMAGE_BOUNDS } from "@/lib/files/image-size";

/**
 * How many of the 63 bits two perceptual hashes may differ by and still be "the same picture"
 * (docs/rules.md, "Reused proofs"; chosen on the receipt set of bench/proof-hash.ts: every light
 * copy within 14 bits, receipts of another app's layout 20 or more apart).
 */
export const SAME_PICTURE_MAX_DISTANCE = 16;

/**
 * The method of the stored fingerprints, as a prefix of `payments.proof_sha256`: rows without it
 * were hashed by an earlier method, are left out of matching and are fingerprinted again by the
 * proof worker after a start (docs/rules.md, "Reused proofs").
 */
export const FINGERPRINT_TAG = "p2:";

/**
 * A picture whose shrunk grey pixels span fewer levels than this, or whose hash has fewer set (or
 * unset) bits than MIN_DETAIL_BITS, is too plain for its hash to mean anything (a one-colour
 * image's frequencies are rounding noise): it hashes to zero and is matched by SHA-256 only.
 */
const MIN_CONTRAST = 8;
const MIN_DETAIL_BITS = 8;

/** The side of the grey square the DCT runs on, and of the block of lowest frequencies kept. */
const DCT_SIZE = 32;
const KEPT = 8;

export type FileFingerprint = {
  /** FINGERPRINT_TAG and the hex SHA-256 of the bytes: equal only for identical files. */
  sha256: string;
  /** 63-bit perceptual hash of an image as a bigint (PostgreSQL's bigint); null for a PDF or a plain image. */
  dhash: bigint | null;
};

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/**
 * The picture as displayed (EXIF orientation: a re-saved copy usually loses the tag), on white,
 * grey, its uniform border cut off, shrunk to DCT_SIZE². Past the upload bounds (by its header) it
 * is not decoded at all: checkout refuses such pictures, and an older one matches by SHA-256 only.
 */
function normalised(bytes: Uint8Array): Promise<Buffer> {
  const size = imageSizeFromHeader(bytes);
  if (size === null) return Promise.reject(new Error("no picture size in the header"));
  const beyond = beyondImageBounds(size, UPLOAD_IMAGE_BOUNDS);
  if (beyond !== null) return Promise.reject(new Error(`too large to fingerprint: ${beyond}`));
  return imageWork((sharp) => shrunkGrey(sharp, bytes));
}

async function shrunkGrey(sharp: SharpModule, bytes: Uint8Array): Promise<Buffer> {
  const grey = await sharp(bytes, { limitInputPixels: UPLOAD_IMAGE_BOUNDS.maxPixels })
    .rotate()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: 1 as const } };
  // A margin of the top-left pixel's colour goes: a copy cropped by a few pixels lines up again.
  const trimmed = await sharp(grey.data, raw)
    .trim({ threshold: 24 })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => grey); // one colour throughout: nothing is left to trim to
  return sharp(trimmed.data, { raw: { width: trimmed.info.width, height: trimmed.info.height, channels: 1 } })
    .resize(DCT_SIZE, DCT_SIZE, { fit: "fill", kernel: "cubic" })
    .raw()
    .toBuffer();
}

const COSINES = Array.from({ length: KEPT }, (_, u) =>
  Array.from({ length: DCT_SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * DCT_SIZE))),
);

/**
 * pHash: the trimmed picture shrunk to 32×32 grey pixels, its 8×8 lowest DCT frequencies but the
 * first (the mean brightness), each bit saying whether one is above their median. Resizing,
 * re-compressing, a format change or a few cropped pixels keep the low frequencies; a layout
 * (where the coloured bands, the big amount and the blocks of text are) changes them.
 */
export async function perceptualHash(bytes: Uint8Array): Promise<bigint> {
  const data = await normalised(bytes);
  if (Math.max(...data) - Math.min(...data) < MIN_CONTRAST) return 0n;
  const rows = Array.from({ length: DCT_SIZE }, (_, y) =>
    COSINES.map((cos) => cos.reduce((sum, c, x) => sum + c * data[y * DCT_SIZE + x]!, 0)),
  );
  const coefficients: number[] = [];
  for (const cos of COSINES) for (let u = 0; u < KEPT; u++) coefficients.push(cos.reduce((sum, c, y) => sum + c * rows[y]![u]!, 0));
  const used = coefficients.slice(1);
  const median = [...used].sort((a, b) => a - b)[Math.floor(used.length / 2)]!;
  return used.reduce((hash, value) => (hash << 1n) | (value > median ? 1n : 0n), 0n);
}

/**
 * The fingerprint of a stored proof: images get both hashes, anything else (PDF) the SHA-256 only,
 * and so does an image too plain to hash meaningfully or one that does not decode (browsers are
 * more lenient than libvips, so it is still accepted and shown).
 */
export async function fingerprint(bytes: Uint8Array, mime: string): Promise<FileFingerprint> {
  const hash = mime.startsWith("image/") ? await perceptualHash(bytes).catch(() => null) : null;
  const setBits = hash === null ? 0 : hammingDistance(hash, 0n);
  const detailed = setBits >= MIN_DETAIL_BITS && setBits <= KEPT * KEPT - 1 - MIN_DETAIL_BITS;
  return { sha256: FINGERPRINT_TAG + sha256Hex(bytes), dhash: detailed ? hash : null };
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
