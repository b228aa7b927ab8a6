import "server-only";
import { createInflateRaw } from "node:zlib";
import { AppError, badRequest } from "@/lib/api/errors";
import { MAX_XLSX_INFLATED_BYTES } from "./limits";

type Entry = { method: number; compressed: number; size: number; offset: number };

const MAX_ENTRIES = 10_000;
const refuse = (name: string) =>
  new AppError(413, `The statement ${name} unpacks to more than ${MAX_XLSX_INFLATED_BYTES / 1024 / 1024} MB: it is refused.`, "file");
const broken = (name: string) => badRequest(`The statement ${name} is not a readable XLSX file.`, "file");

/** The entries the zip's central directory lists (ZIP64 sizes, 0xFFFFFFFF, count as over the limit). */
function centralDirectory(bytes: Buffer, name: string): Entry[] {
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--)
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw broken(name);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw refuse(name);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw broken(name);
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw refuse(name);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size,
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates one entry without keeping it, stopping as soon as it passes the size its directory claims. */
function inflatesWithin(bytes: Buffer, entry: Entry, name: string): Promise<void> {
  const local = entry.offset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return Promise.reject(broken(name));
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === 0) return data.length === entry.size ? Promise.resolve() : Promise.reject(broken(name));
  if (entry.method !== 8) return Promise.reject(broken(name));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let seen = 0;
    inflate.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > entry.size) {
        inflate.destroy();
        reject(refuse(name));
      }
    });
    inflate.on("error", () => reject(broken(name)));
    inflate.on("end", () => resolve());
    inflate.end(data);
  });
}

/**
 * Refuses a zip bomb before exceljs sees the file (docs/rules.md, "Statement reconciliation"): the
 * sizes the central directory declares must add up to at most MAX_XLSX_INFLATED_BYTES, and every
 * entry must really inflate within its declared size (checked on zlib's thread pool, stopping at the
 * first byte too many), so a directory that lies is caught as fast as one that tells the truth.
 */
export async function assertNoZipBomb(bytes: Buffer, name: string): Promise<void> {
  const entries = centralDirectory(bytes, name);
  if (entries.reduce((total, entry) => total + entry.size, 0) > MAX_XLSX_INFLATED_BYTES) throw refuse(name);
  for (const entry of entries) await inflatesWithin(bytes, entry, name);
}
