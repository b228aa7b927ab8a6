import "server-only";
import { MAX_DOCX_BYTES } from "@/lib/files/limits";
import { quotedExcerpt } from "@/lib/single-line";
import { macroMessage, refuse } from "./docx-convert";
import type { DocxRead } from "./docx-parse";
import { readOffThread } from "./docx-thread-run";

const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * Reads an uploaded Word document of questions (docs/rules.md, "Word import"). The file is checked
 * before mammoth sees it: its size, its kind (an old .doc, a macro-enabled .docm, a workbook, not a
 * zip), its zip directory (a bomb is refused before anything is inflated), every XML part for a
 * DOCTYPE (entity expansion; Word never writes one) and the picture links (a picture outside the
 * file is never fetched). mammoth then reads a repacked copy of the checked parts, with no access
 * to files outside it, and the HTML it writes is read into questions and named problems. All of
 * that after the first checks runs in a worker thread (docx-thread.ts), so a long document never
 * holds the server's event loop (docx-convert.ts does the work).
 */
export async function readDocx(file: unknown): Promise<DocxRead> {
  if (!(file instanceof File) || file.size === 0) throw refuse("Invalid", "Please attach the Word document (a .docx file).");
  const name = quotedExcerpt(file.name) || "upload";
  const subject = `The file "${name}"`;
  if (/\.(doc|dot)$/i.test(file.name))
    throw refuse("UnsupportedType", `${subject} is an old Word document (.doc): open it in Word and save it as .docx.`);
  if (/\.(docm|dotm)$/i.test(file.name)) throw refuse("UnsupportedType", macroMessage(subject));
  if (file.size > MAX_DOCX_BYTES) throw refuse("TooLarge", `${subject} is too large: ${MAX_DOCX_BYTES / 1024 / 1024} MB at most.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (startsWith(bytes, OLE))
    throw refuse("UnsupportedType", `${subject} is an old Word document (.doc): open it in Word and save it as .docx.`);
  if (!startsWith(bytes, ZIP)) throw refuse("UnsupportedType", `${subject} is not a Word document: save it as .docx.`);
  return readOffThread(bytes, subject);
}
