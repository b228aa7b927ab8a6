/**
 * The size of a PNG, JPEG or WebP picture, read from its header in plain JavaScript: no pixel is
 * decoded and no thread of libuv's pool is used, so a picture can be judged before any work is
 * spent on it (docs/rules.md, "Files and notes"). Pure: safe anywhere, tested on its own.
 */

export type ImageSize = { width: number; height: number };

/** The largest picture a side and in all that the app takes, stores or decodes. */
export type ImageBounds = { maxSide: number; maxPixels: number };

/**
 * Payment proofs and notes: a phone screenshot is about 1,080 × 2,400, a long scrolled one
 * 1,080 × 8,000, and a 12-megapixel photo 4,032 × 3,024. A picture past 10,000 pixels a side or
 * 40 megapixels is no receipt and no page of notes, and decoding one costs seconds of a core.
 */
export const UPLOAD_IMAGE_BOUNDS: ImageBounds = { maxSide: 10_000, maxPixels: 40_000_000 };

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65_536 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 65_536;
const isText = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** PNG: the first chunk is IHDR, its width and height big-endian. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || !isText(bytes, 12, "IHDR")) return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** A JPEG start-of-frame marker (SOF0–SOF15), not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the segments from the start (an EXIF thumbnail inside APP1 is skipped whole) to the
 * first start-of-frame, which holds the height, then the width. None before the scan: no size.
 */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or the scan, before any frame
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF whose first chunk is VP8X (the canvas), VP8 (lossy) or VP8L (lossless). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  if (isText(bytes, 12, "VP8X")) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (isText(bytes, 12, "VP8 ")) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null; // the key frame's start code
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (isText(bytes, 12, "VP8L")) {
    if (bytes[20] !== 0x2f) return null;
    const bits = u32le(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * The picture's width and height as its header states them, or null when the header holds none
 * that can be read (not one of these formats, cut short, damaged, or a side of zero).
 */
export function imageSizeFromHeader(bytes: Uint8Array): ImageSize | null {
  let size: ImageSize | null = null;
  if (isText(bytes, 1, "PNG\r\n\u001a\n") && bytes[0] === 0x89) size = pngSize(bytes);
  else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) size = jpegSize(bytes);
  else if (isText(bytes, 0, "RIFF") && isText(bytes, 8, "WEBP")) size = webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const grouped = (value: number) => value.toLocaleString("en-US");

/**
 * Why a picture of this size is past the bounds ("4 × 5,000,000 pixels; at most 10,000 a side and
 * 40 megapixels"), or null when it is within them.
 */
export function beyondImageBounds(size: ImageSize, bounds: ImageBounds): string | null {
  const within = Math.max(size.width, size.height) <= bounds.maxSide && size.width * size.height <= bounds.maxPixels;
  if (within) return null;
  const megapixels = bounds.maxPixels / 1_000_000;
  return `${grouped(size.width)} × ${grouped(size.height)} pixels; at most ${grouped(bounds.maxSide)} a side and ${grouped(megapixels)} megapixels`;
}
