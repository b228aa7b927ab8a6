import "server-only";
import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";
import { DomainError } from "@/lib/errors";

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MB = 1024 * 1024;

type Entry = { name: string; method: number; packed: number; unpacked: number; localOffset: number };

/**
 * Whose zip it is, for the messages ("The file \"q.xlsx\"", "a spreadsheet"), and what it may hold:
 * the parts its directory lists, and the bytes they declare all together.
 */
export type ZipBounds = {
  subject: string;
  kind: string;
  maxUnpackedBytes: number;
  maxParts: number;
  /** What a broken zip is not ("an XLSX workbook", the default; "a Word document"). */
  readableAs?: string;
};

/** A zip whose directory passed the bounds; `read` inflates one part, never past its declared size. */
export type CheckedZip = { names: Set<string>; read(name: string): Promise<Buffer | undefined> };

/**
 * Opens an uploaded zip (an XLSX) only after checking it is not a zip bomb (docs/rules.md,
 * "Spreadsheet import and export" and "Statement reconciliation"): its central directory may list
 * at most `maxParts` parts declaring at most `maxUnpackedBytes` together, before a byte is inflated.
 * A part is inflated only when read, on zlib's thread pool with its declared size as a hard cap, so
 * one that lies about its size is refused as fast as one that tells the truth, and parts nobody
 * reads are never inflated. Every refusal names the file: 413 for a bomb, 415 for a broken zip.
 */
export function openCheckedZip(bytes: Buffer, bounds: ZipBounds): CheckedZip {
  const entries = centralDirectory(bytes, bounds);
  const total = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
  if (total > bounds.maxUnpackedBytes) {
    throw new DomainError(
      "TooLarge",
      `${bounds.subject} unpacks to ${(total / MB).toFixed(1)} MB; ${bounds.kind} may unpack to ${bounds.maxUnpackedBytes / MB} MB at most.`,
      { field: "file" },
    );
  }
  const byName = new Map(entries.filter((entry) => !entry.name.endsWith("/")).map((entry) => [entry.name, entry]));
  return {
    names: new Set(byName.keys()),
    read: async (name) => {
      const entry = byName.get(name);
      return entry && inflateEntry(bytes, entry, bounds);
    },
  };
}

const unreadable = ({ subject, readableAs = "an XLSX workbook" }: ZipBounds) =>
  new DomainError("UnsupportedType", `${subject} is not ${readableAs} that can be read.`, { field: "file" });

function centralDirectory(bytes: Buffer, bounds: ZipBounds): Entry[] {
  // The end record is the last 22 bytes, unless a comment (≤ 65,535 bytes) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable(bounds);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > bounds.maxParts) {
    throw new DomainError("TooLarge", `${bounds.subject} holds ${count} parts; ${bounds.kind} may hold ${bounds.maxParts} at most.`, {
      field: "file",
    });
  }
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable(bounds);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: Entry = {
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      unpacked: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    // 0xffffffff announces ZIP64 sizes: no upload of a few MB needs them.
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) throw unreadable(bounds);
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

async function inflateEntry(bytes: Buffer, entry: Entry, bounds: ZipBounds): Promise<Buffer> {
  const header = entry.localOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw unreadable(bounds);
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.packed > bytes.length) throw unreadable(bounds);
  const packed = bytes.subarray(start, start + entry.packed);
  if (entry.method === STORED) {
    if (entry.packed !== entry.unpacked) throw unreadable(bounds);
    return packed;
  }
  if (entry.method !== DEFLATED) throw unreadable(bounds);
  const unpacked = await inflate(packed, { maxOutputLength: Math.max(entry.unpacked, 1) }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_BUFFER_TOO_LARGE") {
      throw new DomainError("TooLarge", `${bounds.subject} unpacks to more than it declares: it is refused as a zip bomb.`, {
        field: "file",
      });
    }
    throw unreadable(bounds);
  });
  if (unpacked.length !== entry.unpacked) throw unreadable(bounds);
  return unpacked;
}
