import "server-only";
import mammoth from "mammoth";
import { DomainError } from "@/lib/errors";
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from "@/lib/files/limits";
import { openCheckedZip, type ZipBounds } from "@/lib/files/zip-guard";
import { storedZip } from "@/lib/sheets/stored-zip";
import { linesOfHtml } from "./docx-lines";
import { parseDocxLines, questionLabel, TooManyQuestions, type DocxImage, type DocxParse, type DocxRead } from "./docx-parse";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);
/** Bold, underline and highlight become tags the line reader sees; strong is mammoth's own for bold. */
const STYLE_MAP = ["u => u", "highlight => mark"];

export const refuse = (kind: "Invalid" | "UnsupportedType" | "TooLarge", message: string) =>
  new DomainError(kind, message, { field: "file" });

/**
 * The zip checks, mammoth and the parse of a Word document that passed the first checks
 * (docx-read.ts); run in the worker thread (docx-thread.ts). See readDocx for what is checked.
 */
export async function readDocxBytes(bytes: Buffer, subject: string): Promise<DocxRead> {
  const repacked = await checkedParts(bytes, {
    subject,
    kind: "a Word document",
    maxUnpackedBytes: MAX_DOCX_UNPACKED_BYTES,
    maxParts: MAX_DOCX_ENTRIES,
    readableAs: "a Word document",
  });
  const images: DocxImage[] = [];
  const reads: (() => Promise<Buffer>)[] = [];
  const converted = await mammoth.convertToHtml(
    { buffer: repacked },
    {
      styleMap: STYLE_MAP,
      includeEmbeddedStyleMap: false,
      externalFileAccess: false,
      ignoreEmptyParagraphs: true,
      convertImage: mammoth.images.imgElement(async (image) => {
        const alt = (image as { altText?: string }).altText?.trim() || null;
        images.push({ contentType: image.contentType, alt, bytes: null });
        reads.push(() => image.readAsBuffer());
        return { src: `docx-image:${images.length - 1}` };
      }),
    },
  );
  let parsed: DocxParse;
  try {
    parsed = parseDocxLines(linesOfHtml(converted.value));
  } catch (error) {
    if (error instanceof TooManyQuestions) throw refuse("Invalid", error.message);
    throw error;
  }
  if (parsed.questions.length === 0) {
    throw refuse(
      "Invalid",
      converted.value.trim() === ""
        ? `${subject} is empty.`
        : `No questions were found in ${subject.replace("The file", "the file")}: number each question (1., Q1., Question 1:, or Word's numbering) and letter its options (A., (a), …).`,
    );
  }
  for (const question of parsed.questions) {
    if (question.image !== undefined) images[question.image]!.bytes = new Uint8Array(await reads[question.image]!());
  }
  return { ...parsed, problems: [...parsed.problems, ...imageProblems(parsed, images)].sort((a, b) => a.question - b.question), images };
}

export const macroMessage = (subject: string) => `${subject} is a macro-enabled Word document (.docm): save it as a plain .docx.`;

/**
 * The parts of the zip, each inflated with its declared size as a cap, repacked without
 * compression for mammoth: it never inflates anything itself.
 */
async function checkedParts(bytes: Buffer, bounds: ZipBounds): Promise<Buffer> {
  const zip = openCheckedZip(bytes, bounds);
  if (!zip.names.has("word/document.xml")) {
    if (zip.names.has("xl/workbook.xml"))
      throw refuse("UnsupportedType", `${bounds.subject} is a spreadsheet, not a Word document: choose Spreadsheet (XLSX/CSV).`);
    throw refuse("UnsupportedType", `${bounds.subject} is not a Word document: save it as .docx.`);
  }
  const parts: [string, Buffer][] = [];
  for (const name of zip.names) {
    const data = (await zip.read(name))!;
    if (/\.(xml|rels)$/i.test(name)) checkXmlPart(name, data, bounds.subject);
    parts.push([name, name === "word/document.xml" ? withoutLayout(data) : data]);
  }
  return storedZip(parts);
}

/**
 * Word's layout and revision marks that mammoth ignores (fonts, sizes, language, spacing, colour,
 * proofing marks, revision ids on every paragraph and run): taken out of the document's XML
 * before mammoth reads it, which halves what it parses in a typical file. Only empty elements and
 * attributes go, so the structure mammoth reads is the same.
 */
const LAYOUT = /<w:(?:rFonts|sz|szCs|lang|proofErr|noProof|color|kern|spacing|lastRenderedPageBreak)\b[^>]*\/>|\sw:rsid\w*="[^"]*"/g;
const EMPTIED = /<w:rPr><\/w:rPr>|<w:pPr><\/w:pPr>/g;
const withoutLayout = (data: Buffer) => Buffer.from(data.toString("utf8").replace(LAYOUT, "").replace(EMPTIED, ""), "utf8");

function checkXmlPart(name: string, data: Buffer, subject: string) {
  const text = data.toString("utf8");
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw refuse("Invalid", `${subject} declares XML entities, which Word never writes: it is refused (save it again from Word).`);
  }
  if (name === "[Content_Types].xml" && /macroEnabled/i.test(text)) throw refuse("UnsupportedType", macroMessage(subject));
  if (
    name.endsWith(".rels") &&
    /<Relationship\b[^>]*\/image"[^>]*TargetMode="External"|<Relationship\b[^>]*TargetMode="External"[^>]*\/image"/i.test(text)
  ) {
    throw refuse(
      "Invalid",
      `${subject} shows a picture linked from outside the document, which is never fetched: insert the picture into the document instead.`,
    );
  }
}

/** A picture that cannot be stored as a question image is named on its question. */
function imageProblems(parsed: DocxParse, images: DocxImage[]) {
  return parsed.questions.flatMap((question) => {
    const image = question.image === undefined ? undefined : images[question.image];
    if (!image || IMAGE_TYPES.has(image.contentType)) return [];
    const kind = image.contentType.replace(/^image\//, "").toUpperCase();
    return [
      {
        question: question.number,
        message: `${questionLabel(question.number, question.question)}: its picture is ${kind}; only PNG, JPEG or WebP pictures are taken`,
      },
    ];
  });
}
