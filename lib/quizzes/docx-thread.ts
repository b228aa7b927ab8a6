/**
 * The worker thread that reads a Word document (docx-convert.ts, readDocxBytes): bundled by
 * scripts/build-front.mjs into dist/docx-worker.mjs (a worker's script must be JavaScript). It
 * answers the questions and problems, with the pictures' bytes transferred, or the refusal (a
 * DomainError's kind, message and field) for the main thread to throw again.
 */
import { parentPort } from "node:worker_threads";
import { isDomainError } from "@/lib/errors";
import { readDocxBytes } from "./docx-convert";

parentPort?.once("message", async ({ bytes, subject }: { bytes: Uint8Array; subject: string }) => {
  try {
    const read = await readDocxBytes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), subject);
    const buffers = read.images.flatMap((image) => (image.bytes ? [image.bytes.buffer as ArrayBuffer] : []));
    parentPort!.postMessage({ read }, buffers);
  } catch (error) {
    if (isDomainError(error)) parentPort!.postMessage({ refused: { kind: error.kind, message: error.message, field: error.field } });
    else parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
