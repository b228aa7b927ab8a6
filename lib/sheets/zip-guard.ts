import "server-only";
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";
import { AppError } from "@/lib/api/errors";
import { MAX_SHEET_ENTRIES, MAX_SHEET_UNPACKED_BYTES } from "@/lib/files/limits";

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

type Entry = { name: string; method: number; packed: number; unpacked: number; localOffset: number };

const MB = 1024 * 1024;

/**
 * Unpacks an XLSX (a zip) after checking it is not a zip bomb (docs/rules.md, "Spreadsheet import
 * and export"): the sizes its central directory declares must add up to at most
 * MAX_SHEET_UNPACKED_BYTES before a byte is inflated, and every entry is then inflated with its
 * declared size as a hard output cap, so an archive that lies about its sizes is refused too.
 * Inflating runs on the thread pool: the event loop stays free. Errors name the file.
 */
export async function unpackCheckedZip(bytes: Buffer, fileName: string): Promise<Map<string, Buffer>> {
  const entries = centralDirectory(bytes, fileName);
  const total = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
  if (total > MAX_SHEET_UNPACKED_BYTES) {
    throw new AppError(
      413,
      `The file "${fileName}" unpacks to ${(total / MB).toFixed(1)} MB; a spreadsheet may unpack to ${MAX_SHEET_UNPACKED_BYTES / MB} MB at most.`,
      "file",
    );
  }
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    files.set(entry.name, await inflateEntry(bytes, entry, fileName));
  }
  return files;
}

const unreadable = (fileName: string) => new AppError(415, `The file "${fileName}" is not an XLSX workbook that can be read.`, "file");

function centralDirectory(bytes: Buffer, fileName: string): Entry[] {
  // The end record is the last 22 bytes, unless a comment (≤ 65,535 bytes) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable(fileName);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_SHEET_ENTRIES) {
    throw new AppError(413, `The file "${fileName}" holds ${count} parts; a spreadsheet may hold ${MAX_SHEET_ENTRIES} at most.`, "file");
  }
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable(fileName);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      unpacked: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    // 0xffffffff announces ZIP64 sizes: no spreadsheet of 1 MB needs them.
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) throw unreadable(fileName);
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

async function inflateEntry(bytes: Buffer, entry: Entry, fileName: string): Promise<Buffer> {
  const header = entry.localOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw unreadable(fileName);
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.packed > bytes.length) throw unreadable(fileName);
  const packed = bytes.subarray(start, start + entry.packed);
  if (entry.method === STORED) {
    if (entry.packed !== entry.unpacked) throw unreadable(fileName);
    return packed;
  }
  if (entry.method !== DEFLATED) throw unreadable(fileName);
  const unpacked = await inflate(packed, { maxOutputLength: Math.max(entry.unpacked, 1) }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_BUFFER_TOO_LARGE") {
      throw new AppError(413, `The file "${fileName}" unpacks to more than it declares: it is refused as a zip bomb.`, "file");
    }
    throw unreadable(fileName);
  });
  if (unpacked.length !== entry.unpacked) throw unreadable(fileName);
  return unpacked;
}
