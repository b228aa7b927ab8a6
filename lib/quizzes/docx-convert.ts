import "server-only";
import { DomainError } from "@/lib/errors";
import { MAX_DOCX_ENTRIES, MAX_DOCX_UNPACKED_BYTES } from "@/lib/files/limits";
import { openCheckedZip, type ZipBounds } from "@/lib/files/zip-guard";
import { linesOfParts } from "./docx-mammoth";
import { parseDocxLines, questionLabel, TooManyQuestions, type DocxImage, type DocxParse, type DocxRead } from "./docx-parse";

const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

export const refuse = (kind: "Invalid" | "UnsupportedType" | "TooLarge", message: string) =>
  new DomainError(kind, message, { field: "file" });

/**
 * The zip checks, mammoth and the parse of a Word document that passed the first checks
 * (docx-read.ts); run in the worker thread (docx-thread.ts). See readDocx for what is checked.
 */
export async function readDocxBytes(bytes: Buffer, subject: string): Promise<DocxRead> {
  const { parts, documentXml } = await checkedParts(bytes, {
    subject,
    kind: "a Word document",
    maxUnpackedBytes: MAX_DOCX_UNPACKED_BYTES,
    maxParts: MAX_DOCX_ENTRIES,
    readableAs: "a Word document",
  });
  const images: DocxImage[] = [];
  const reads: (() => Promise<Buffer>)[] = [];
  const { lines, empty } = await linesOfParts(parts, documentXml, (image) => {
    images.push({ contentType: image.contentType, alt: image.altText?.trim() || null, bytes: null });
    reads.push(() => image.readAsBuffer());
    return images.length - 1;
  });
  let parsed: DocxParse;
  try {
    parsed = parseDocxLines(lines);
  } catch (error) {
    if (error instanceof TooManyQuestions) throw refuse("Invalid", error.message);
    throw error;
  }
  if (parsed.questions.length === 0) {
    throw refuse(
      "Invalid",
      empty
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
 * The parts of the zip, each inflated with its declared size as a cap, for mammoth to read
 * (docx-mammoth.ts): it never inflates anything itself. `word/document.xml` is answered apart, as
 * text without its layout marks.
 */
async function checkedParts(bytes: Buffer, bounds: ZipBounds): Promise<{ parts: Map<string, Buffer>; documentXml: string }> {
  const zip = openCheckedZip(bytes, bounds);
  if (!zip.names.has("word/document.xml")) {
    if (zip.names.has("xl/workbook.xml"))
      throw refuse("UnsupportedType", `${bounds.subject} is a spreadsheet, not a Word document: choose Spreadsheet (XLSX/CSV).`);
    throw refuse("UnsupportedType", `${bounds.subject} is not a Word document: save it as .docx.`);
  }
  const parts = new Map<string, Buffer>();
  let documentXml = "";
  for (const name of zip.names) {
    const data = (await zip.read(name))!;
    if (/\.(xml|rels)$/i.test(name)) {
      const text = data.toString("utf8");
      checkXmlPart(name, text, bounds.subject);
      if (name === "word/document.xml") {
        documentXml = withoutLayout(text);
        continue;
      }
    }
    parts.set(name, data);
  }
  return { parts, documentXml };
}

/**
 * Word's layout and revision marks that mammoth ignores (fonts, sizes, language, spacing, colour,
 * proofing marks, revision ids on every paragraph and run): taken out of the document's XML
 * before mammoth reads it, which halves what it parses in a typical file. Only empty elements and
 * attributes go, so the structure mammoth reads is the same.
 */
const LAYOUT = /<w:(?:rFonts|sz|szCs|lang|proofErr|noProof|color|kern|spacing|lastRenderedPageBreak)\b[^>]*\/>|\sw:rsid\w*="[^"]*"/g;
const EMPTIED = /<w:rPr><\/w:rPr>|<w:pPr><\/w:pPr>/g;
/** A byte-order mark goes too: the text is handed to mammoth as it is, not decoded again. */
const withoutLayout = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .replace(LAYOUT, "")
    .replace(EMPTIED, "");

function checkXmlPart(name: string, text: string, subject: string) {
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
