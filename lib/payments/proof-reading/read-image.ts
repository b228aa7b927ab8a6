import "server-only";
import { extractProofFields, type ProofFields } from "./extract";
import { oneAtATime, recogniseText } from "./ocr-engine";
import { prepareProofImage } from "./prepare-image";

export { stopProofOcr } from "./ocr-engine";

/**
 * What the proof reader made of one stored proof (docs/rules.md, "Reading payment proofs"):
 * "read" with the fields when at least one was read with confidence, otherwise "unreadable" with
 * the reason an admin is shown.
 */
export type ProofReadResult = {
  status: "read" | "unreadable";
  fields: ProofFields | null;
  reason: string | null;
};

const unreadable = (reason: string): ProofReadResult => ({ status: "unreadable", fields: null, reason });

const anyFieldRead = (fields: ProofFields) =>
  [fields.transactionId, fields.amountPkr, fields.paidAt, fields.bank, fields.reference].some((value) => value !== null);

/**
 * Reads a payment screenshot by OCR. Bad input (no picture, a PDF, too many pixels, a damaged
 * file) is "unreadable", never an exception; only a failure of the OCR engine itself throws (the
 * caller tries again later). Readings run one at a time per process, decoding included, so a
 * backlog costs one picture's memory at once.
 */
export function readProofImage(bytes: Buffer, contentType: string): Promise<ProofReadResult> {
  return oneAtATime(async () => {
    const prepared = await prepareProofImage(bytes, contentType);
    if ("unreadable" in prepared) return unreadable(prepared.unreadable);
    const { text, words } = await recogniseText(prepared.image);
    if (text.trim() === "") return unreadable("no text was found in the picture");
    const fields = extractProofFields(text, words);
    if (!anyFieldRead(fields)) {
      const doubts = fields.unsure.length > 0 ? `: ${fields.unsure.join("; ")}` : "";
      return unreadable(`no payment detail could be read with confidence${doubts}`);
    }
    return { status: "read", fields, reason: null };
  });
}
