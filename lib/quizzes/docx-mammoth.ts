import "server-only";
import mammoth from "mammoth";
import { documentChunks } from "./docx-chunks";
import { linesOfHtml, type DocLine } from "./docx-lines";

/** Bold, underline and highlight become tags the line reader sees; strong is mammoth's own for bold. */
const STYLE_MAP = ["u => u", "highlight => mark"];
const MAIN_DOCUMENT = "word/document.xml";
const MAIN_RELATIONSHIP = /<Relationship\b[^>]*\/relationships\/officeDocument["'][^>]*>/g;

/** A picture as mammoth hands it to the converter. */
export type MammothImage = { contentType: string; altText?: string; readAsBuffer(): Promise<Buffer> };

/**
 * The lines of a Word document (docx-lines.ts), read by mammoth from the checked parts (with
 * `documentXml` as `word/document.xml`, its layout marks already taken out), a part of
 * the body at a time (docx-chunks.ts): each part is converted and read into lines before the next
 * is parsed, so memory holds one part's trees, not the whole document's. `onImage` names each
 * picture in document order and answers its index; `empty` says mammoth wrote nothing at all.
 */
export async function linesOfParts(
  parts: Map<string, Buffer>,
  documentXml: string,
  onImage: (image: MammothImage) => number,
): Promise<{ lines: DocLine[]; empty: boolean }> {
  const chunks = mainIsDocumentXml(parts) ? documentChunks(documentXml) : [documentXml];
  const lines: DocLine[] = [];
  let empty = true;
  for (const chunk of chunks) {
    const converted = await mammoth.convertToHtml({ file: partsFile(parts, chunk) } as unknown as { buffer: Buffer }, {
      styleMap: STYLE_MAP,
      includeEmbeddedStyleMap: false,
      externalFileAccess: false,
      ignoreEmptyParagraphs: true,
      convertImage: mammoth.images.imgElement(async (image) => ({ src: `docx-image:${onImage(image as MammothImage)}` })),
    });
    if (converted.value.trim() !== "") empty = false;
    for (const line of linesOfHtml(converted.value)) lines.push(line);
  }
  return { lines, empty };
}

/**
 * The package points mammoth at `word/document.xml` and nothing else: only then is that the part
 * cut in pieces (mammoth would otherwise read another part whole for every piece).
 */
function mainIsDocumentXml(parts: Map<string, Buffer>): boolean {
  const found = parts.get("_rels/.rels")?.toString("utf8").match(MAIN_RELATIONSHIP) ?? [];
  return found.length === 1 && /\sTarget\s*=\s*["']\/?word\/document\.xml["']/.test(found[0]!);
}

/**
 * The package as mammoth reads a zip (its `file` input: the interface of its own zip reader),
 * served from the parts already inflated and checked, with the main document replaced by `main`:
 * nothing is repacked or copied for each piece.
 */
function partsFile(parts: Map<string, Buffer>, main: string) {
  return {
    exists: (name: string) => name === MAIN_DOCUMENT || parts.has(name),
    read: async (name: string, encoding?: string): Promise<string | Uint8Array> => {
      if (name === MAIN_DOCUMENT && encoding && encoding !== "base64") return main;
      const data = parts.get(name);
      if (!data) throw new Error(`${name} is not in the document`);
      if (encoding === "base64") return data.toString("base64");
      return encoding ? new TextDecoder(encoding).decode(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
  };
}
