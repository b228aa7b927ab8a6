import { MAX_NOTE_BYTES } from "@/lib/files/limits";
import { formatBytes } from "@/lib/format";

/** What the note upload accepts (the server checks the content; this only saves a wasted upload). */
export const NOTE_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.docx,.pptx";
export const NOTE_HINT = "PDF, PNG, JPEG, WebP, DOCX or PPTX, up to 20 MB.";

const EXTENSIONS = NOTE_ACCEPT.split(",");

type NoteKind = { label: string; tone: string };

const KINDS: Record<string, NoteKind> = {
  "application/pdf": { label: "PDF", tone: "bg-red-50 text-red-800 ring-red-200" },
  "image/png": { label: "PNG", tone: "bg-sky-50 text-sky-800 ring-sky-200" },
  "image/jpeg": { label: "JPEG", tone: "bg-sky-50 text-sky-800 ring-sky-200" },
  "image/webp": { label: "WebP", tone: "bg-sky-50 text-sky-800 ring-sky-200" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    label: "Word",
    tone: "bg-blue-50 text-blue-800 ring-blue-200",
  },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
    label: "PowerPoint",
    tone: "bg-orange-50 text-orange-800 ring-orange-200",
  },
};

/** The badge label and colours for a note's MIME type. */
export function noteKind(mime: string): NoteKind {
  return KINDS[mime] ?? { label: "File", tone: "bg-slate-100 text-slate-700 ring-slate-200" };
}

/** A reason the server would refuse this file, or null. */
export function noteFileProblem(file: File): string | null {
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_NOTE_BYTES) return `This file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_NOTE_BYTES)}.`;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return "Please choose a PDF, PNG, JPEG, WebP, DOCX or PPTX file.";
  return null;
}
