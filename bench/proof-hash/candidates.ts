import sharp, { type KernelEnum, type Sharp } from "sharp";

/**
 * Perceptual fingerprints measured by bench/proof-hash.ts. Each turns a picture into bits; two
 * pictures are "the same" when few bits differ. The production one is lib/images/image-hash.ts.
 */

export type Grey = { data: Buffer; width: number; height: number };

/** As displayed, on white, grey; `trim`: the uniform border (of the top-left pixel's colour) cut off first. */
export async function normalised(bytes: Uint8Array, trim: boolean): Promise<Grey> {
  const key = `${trim}:${bytes.length}:${bytes[bytes.length >> 1]}:${bytes[bytes.length >> 2]}`;
  const known = cache.get(bytes)?.get(key);
  if (known) return known;
  const raw = async (image: Sharp): Promise<Grey> => {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const grey = await raw(sharp(bytes).rotate().flatten({ background: "#ffffff" }).greyscale());
  const result = trim
    ? await raw(sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).trim({ threshold: 24 })).catch(
        () => grey,
      )
    : grey;
  const forBytes = cache.get(bytes) ?? new Map<string, Grey>();
  forBytes.set(key, result);
  cache.set(bytes, forBytes);
  return result;
}
const cache = new WeakMap<Uint8Array, Map<string, Grey>>();

export async function grid(image: Grey, width: number, height: number, kernel: keyof KernelEnum = "cubic"): Promise<Grey> {
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(width, height, { fit: "fill", kernel })
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Each bit: is a cell brighter than its right neighbour (`margin` grey levels more)? */
export function differenceBits({ data, width, height }: Grey, margin = 0): bigint {
  let bits = 0n;
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width - 1; column++)
      bits = (bits << 1n) | (data[row * width + column]! > data[row * width + column + 1]! + margin ? 1n : 0n);
  return bits;
}

/** Each bit: is a cell darker than the mean of all cells (ink)? */
export function meanBits({ data }: Grey): bigint {
  const mean = data.reduce((sum, value) => sum + value, 0) / data.length;
  let bits = 0n;
  for (const value of data) bits = (bits << 1n) | (value < mean ? 1n : 0n);
  return bits;
}

/** The k×k lowest frequencies of a square grid's DCT (the first left out), each above or below their median. */
export function dctBits({ data, width }: Grey, k: number): bigint {
  const n = width;
  const cos = Array.from({ length: k }, (_, u) => Array.from({ length: n }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * n))));
  const rowsDct = Array.from({ length: n }, (_, y) =>
    Array.from({ length: k }, (_, u) => cos[u]!.reduce((s, c, x) => s + c * data[y * n + x]!, 0)),
  );
  const coefficients: number[] = [];
  for (let v = 0; v < k; v++) for (let u = 0; u < k; u++) coefficients.push(cos[v]!.reduce((s, c, y) => s + c * rowsDct[y]![u]!, 0));
  const used = coefficients.slice(1);
  const median = [...used].sort((a, b) => a - b)[Math.floor(used.length / 2)]!;
  let bits = 0n;
  for (const value of used) bits = (bits << 1n) | (value > median ? 1n : 0n);
  return bits;
}

export function hamming(a: bigint, b: bigint): number {
  let diff = a ^ b;
  let count = 0;
  while (diff) {
    let word = Number(diff & 0xffffffffn);
    while (word) {
      word &= word - 1;
      count += 1;
    }
    diff >>= 32n;
  }
  return count;
}

export type Candidate = { name: string; bits: number; hash: (bytes: Uint8Array) => Promise<bigint> };

const dhash = (name: string, width: number, height: number, trim: boolean, margin = 0): Candidate => ({
  name,
  bits: (width - 1) * height,
  hash: async (bytes) => differenceBits(await grid(await normalised(bytes, trim), width, height), margin),
});

export const CANDIDATES: Candidate[] = [
  dhash("dHash 9×8 (current)", 9, 8, false),
  dhash("dHash 9×8, trimmed", 9, 8, true),
  {
    name: "pHash 16×16 of DCT 64×64, trimmed",
    bits: 255,
    hash: async (bytes) => dctBits(await grid(await normalised(bytes, true), 64, 64), 16),
  },
  dhash("dHash 17×16, trimmed", 17, 16, true),
  dhash("dHash 17×32, trimmed", 17, 32, true),
  dhash("dHash 17×32 margin 4, trimmed", 17, 32, true, 4),
  dhash("dHash 33×64 margin 4, trimmed", 33, 64, true, 4),
  {
    name: "block mean 16×32, trimmed",
    bits: 512,
    hash: async (bytes) => meanBits(await grid(await normalised(bytes, true), 16, 32, "lanczos3")),
  },
  {
    name: "block mean 32×64, trimmed",
    bits: 2048,
    hash: async (bytes) => meanBits(await grid(await normalised(bytes, true), 32, 64, "lanczos3")),
  },
];

/** Experimental: the largest distance over blocks of `blockBits` consecutive bits (rows of cells). */
export function blockMax(a: bigint, b: bigint, total: number, blockBits: number): number {
  let diff = a ^ b;
  let worst = 0;
  for (let done = 0; done < total; done += blockBits) {
    const mask = (1n << BigInt(blockBits)) - 1n;
    worst = Math.max(worst, hamming(diff & mask, 0n));
    diff >>= BigInt(blockBits);
  }
  return worst;
}
