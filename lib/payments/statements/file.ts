import "server-only";
import { DomainError } from "@/lib/errors";
import { quotedExcerpt } from "@/lib/single-line";
import { MAX_STATEMENT_BYTES } from "./limits";

export const STATEMENT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type StatementKind = keyof typeof STATEMENT_TYPES;
export type StatementFile = { bytes: Buffer; kind: StatementKind; name: string; label: string };

/** An XLSX is a zip whose parts name the spreadsheet; anything else zipped is not a statement. */
function isXlsx(bytes: Buffer): boolean {
  if (bytes.readUInt32LE(0) !== 0x04034b50) return false;
  const text = bytes.toString("latin1");
  return text.includes("[Content_Types].xml") && text.includes("xl/");
}

/** Text, as a CSV export is: no NUL and no control characters but tab, line breaks and form feed. */
function isText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
}

/**
 * The uploaded statement, checked by size and by content (never by its name or the browser's
 * claim): 413 over MAX_STATEMENT_BYTES, 415 when it is neither an XLSX workbook nor CSV text.
 */
export async function readStatementFile(file: unknown): Promise<StatementFile> {
  if (!(file instanceof File) || file.size === 0)
    throw new DomainError("Invalid", "Please attach the bank statement (CSV or XLSX).", { field: "file" });
  const name = file.name.slice(0, 200) || "statement";
  const label = `“${quotedExcerpt(name)}”`;
  if (file.size > MAX_STATEMENT_BYTES)
    throw new DomainError("TooLarge", `The statement ${label} is too large: ${MAX_STATEMENT_BYTES / 1024 / 1024} MB at most.`, {
      field: "file",
    });
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = bytes.length >= 4 && isXlsx(bytes) ? "xlsx" : isText(bytes) ? "csv" : null;
  if (!kind)
    throw new DomainError("UnsupportedType", `The statement ${label} must be a CSV or XLSX export of your bank; this file is neither.`, {
      field: "file",
    });
  return { bytes, kind, name, label };
}
