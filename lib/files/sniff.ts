import { DomainError } from "@/lib/errors";
import { beyondImageBounds, imageSizeFromHeader, UPLOAD_IMAGE_BOUNDS, type ImageBounds } from "./image-size";

/** File types recognised by their first bytes (never by name or the browser's claim). */
export type DetectedType = { mime: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Office Open XML is a zip whose entries name the application: look for them in the archive. */
function officeType(bytes: Uint8Array): DetectedType | null {
  const text = new TextDecoder("latin1").decode(bytes);
  if (!text.includes("[Content_Types].xml")) return null;
  if (text.includes("word/")) return { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" };
  if (text.includes("ppt/"))
    return { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extension: "pptx" };
  return null;
}

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { mime: "image/webp", extension: "webp" };
  if (startsWith(bytes, ascii("%PDF-"))) return { mime: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeType(bytes);
  return null;
}

export const IMAGE_AND_PDF = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;

const PICTURES: readonly string[] = ["image/png", "image/jpeg", "image/webp"];

/**
 * A picture is judged by the size its header states, before anything decodes it (docs/rules.md,
 * "Files and notes"): a header without a readable size is no picture, and one past `bounds` is
 * refused with its size and the bounds. Anything else passes untouched.
 */
export function checkPictureHeader(
  bytes: Uint8Array,
  type: DetectedType,
  rules: { field: string; label: string; imageBounds?: ImageBounds },
): void {
  if (!PICTURES.includes(type.mime)) return;
  const size = imageSizeFromHeader(bytes);
  if (size === null) {
    throw new DomainError("UnsupportedType", `The ${rules.label} could not be read as a picture: its header is damaged or cut short.`, {
      field: rules.field,
    });
  }
  const beyond = beyondImageBounds(size, rules.imageBounds ?? UPLOAD_IMAGE_BOUNDS);
  if (beyond !== null) throw new DomainError("TooLarge", `The ${rules.label} is too large: ${beyond}.`, { field: rules.field });
}

/**
 * Reads an uploaded file and checks it by content and size, a picture also by the size its header
 * states (UPLOAD_IMAGE_BOUNDS unless `imageBounds`); throws a message naming the problem.
 */
export async function readCheckedUpload(
  file: unknown,
  rules: { field: string; label: string; maxBytes: number; allowed: readonly string[]; allowedText: string; imageBounds?: ImageBounds },
): Promise<{ bytes: Uint8Array; type: DetectedType; name: string }> {
  if (!(file instanceof File) || file.size === 0)
    throw new DomainError("Invalid", `Please attach the ${rules.label}.`, { field: rules.field });
  if (file.size > rules.maxBytes) {
    throw new DomainError("TooLarge", `The ${rules.label} is too large: ${rules.maxBytes / 1024 / 1024} MB at most.`, {
      field: rules.field,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(bytes);
  if (!type || !rules.allowed.includes(type.mime)) {
    throw new DomainError("UnsupportedType", `The ${rules.label} must be ${rules.allowedText}; this file is not.`, { field: rules.field });
  }
  checkPictureHeader(bytes, type, rules);
  return { bytes, type, name: file.name.slice(0, 200) };
}
