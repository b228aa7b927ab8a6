// A real, whole grey PNG of `width` × `height` pixels, written by hand (sharp would take seconds to
// make a large one): a narrow, very tall picture is small on the wire (4 × 5,000,000 is about
// 50 KB) but slow to decode, one short row at a time. Stripes every 1,000 rows give it some detail.
// Used by bench/heavy-requests.mjs and the tests (tests/support/images.ts).
import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const whole = Buffer.alloc(body.length + 8);
  whole.writeUInt32BE(data.length, 0);
  body.copy(whole, 4);
  whole.writeUInt32BE(crc32(body), body.length + 4);
  return whole;
}

export function stripPng(width = 4, height = 5_000_000) {
  const row = width + 1; // a filter byte, then one grey byte a pixel
  const raw = Buffer.alloc(row * height, 0xff);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    if (Math.floor(y / 1_000) % 2 === 1) raw.fill(0x20, y * row + 1, (y + 1) * row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no filter method, not interlaced
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}
