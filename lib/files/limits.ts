/** Upload size limits, safe to import in client components (which check before uploading). */
export const MAX_NOTE_BYTES = 20 * 1024 * 1024;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_QUESTION_IMAGE_BYTES = 5 * 1024 * 1024;
/** Spreadsheets of questions: as large as a GIFT or Aiken file; an XLSX unpacks to at most 20 MB in at most 200 parts. */
export const MAX_SHEET_BYTES = 1024 * 1024;
export const MAX_SHEET_UNPACKED_BYTES = 20 * 1024 * 1024;
export const MAX_SHEET_ENTRIES = 200;
/** Word documents of questions: 20 MB; the zip may unpack to 60 MB in at most 2,000 parts (pictures are parts). */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;
export const MAX_DOCX_UNPACKED_BYTES = 60 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2000;
