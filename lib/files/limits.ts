/** Upload size limits, safe to import in client components (which check before uploading). */
export const MAX_NOTE_BYTES = 20 * 1024 * 1024;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_QUESTION_IMAGE_BYTES = 5 * 1024 * 1024;
