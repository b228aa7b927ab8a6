import "server-only";
import { beyondImageBounds, imageSizeFromHeader, UPLOAD_IMAGE_BOUNDS } from "@/lib/files/image-size";
import { detectFileType } from "@/lib/files/sniff";
import { imageWork, type SharpModule } from "@/lib/images/image-work";

/**
 * Checks a stored proof before OCR and turns it into the picture Tesseract reads best
 * (docs/rules.md, "Reading payment proofs"). The bounds are the uploads' (each side and the
 * pixels), read from the header before anything is decoded: a small file can hold a picture of
 * gigabytes (an image bomb), or a strip a few pixels wide and millions tall.
 */

/** Text of a phone screenshot at this width is about 30 px tall, what Tesseract's model reads best. */
const MIN_WIDTH = 1_500;
const MAX_WIDTH = 2_000;
/** A very long screenshot is shrunk to fit these; OCR time grows with pixels, and the OCR engine takes no taller picture. */
const MAX_OCR_PIXELS = 16_000_000;
const MAX_OCR_HEIGHT = 16_000;
/** A mean grey level below this is a dark background with light text (a dark-mode receipt). */
const DARK_MEAN = 110;
const PICTURES = new Set(["image/png", "image/jpeg", "image/webp"]);

export type PreparedProof = { image: Buffer } | { unreadable: string };

/** Why a file is no picture the reader takes, or null when it is a PNG, JPEG or WebP by its bytes. */
function notAPicture(bytes: Uint8Array, contentType: string): string | null {
  if (bytes.length === 0) return "the file is empty";
  const type = detectFileType(bytes);
  if (type?.mime === "application/pdf" || (type === null && contentType === "application/pdf")) {
    return "the proof is a PDF; only pictures (PNG, JPEG, WebP) are read";
  }
  if (type === null || !PICTURES.has(type.mime)) return "the file is not a PNG, JPEG or WebP picture";
  return null;
}

export async function prepareProofImage(bytes: Buffer, contentType: string): Promise<PreparedProof> {
  const refused = notAPicture(bytes, contentType);
  if (refused !== null) return { unreadable: refused };

  const size = imageSizeFromHeader(bytes);
  if (size === null) return { unreadable: "the picture is damaged: its header could not be read" };
  const beyond = beyondImageBounds(size, UPLOAD_IMAGE_BOUNDS);
  if (beyond !== null) return { unreadable: `image too large: ${beyond}` };
  try {
    return { image: await imageWork((sharp) => forOcr(sharp, bytes)) };
  } catch {
    return { unreadable: "the picture is damaged or cut short: it could not be decoded" };
  }
}

async function forOcr(sharp: SharpModule, bytes: Buffer): Promise<Buffer> {
  // Decoded once, to grey, upright (EXIF), transparency on white; a truncated file fails here.
  const grey = await sharp(bytes, { limitInputPixels: UPLOAD_IMAGE_BOUNDS.maxPixels, failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = grey.info;
  const raw = { raw: { width, height, channels: 1 as const } };
  const { channels } = await sharp(grey.data, raw).stats();
  const dark = (channels[0]?.mean ?? 255) < DARK_MEAN;
  const scale = Math.min(Math.min(Math.max(width, MIN_WIDTH), MAX_WIDTH) / width, MAX_OCR_HEIGHT / height);
  const fit = Math.min(1, Math.sqrt(MAX_OCR_PIXELS / (width * scale * height * scale)));
  let picture = sharp(grey.data, raw).resize({ width: Math.max(1, Math.round(width * scale * fit)), kernel: "lanczos3" });
  // Tesseract reads dark text on a light ground; a dark-mode receipt is turned around first.
  if (dark) picture = picture.negate({ alpha: false });
  return picture.normalise().png({ compressionLevel: 1 }).toBuffer();
}
