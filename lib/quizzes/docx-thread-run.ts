import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Worker as WorkerThread } from "node:worker_threads";
import { DomainError, type ErrorKind } from "@/lib/errors";
import { readDocxBytes } from "./docx-convert";
import type { DocxRead } from "./docx-parse";

/** Where scripts/build-front.mjs writes the reading thread's bundle (lib/quizzes/docx-thread.ts). */
export const DOCX_WORKER_BUNDLE = path.join(/* turbopackIgnore: true */ process.cwd(), "dist", "docx-worker.mjs");

type Answer = { read?: DocxRead; refused?: { kind: ErrorKind; message: string; field?: string }; error?: string };

/** The Worker constructor at run time: Next's bundler would otherwise try to bundle the worker's script. */
const startThread = (file: string): WorkerThread => {
  const { Worker } = process.getBuiltinModule("node:worker_threads") as typeof import("node:worker_threads");
  return new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB } });
};

/** The reading thread's heap: a document that needs more is refused by name, the server unharmed. */
const THREAD_HEAP_MB = 640;
/**
 * Its young generation: collected more often than V8's default size allows, so a long read's
 * short-lived trees are freed sooner and the process stays smaller (bench/docx-import.mjs reads
 * both figures from here).
 */
const THREAD_YOUNG_MB = 16;

/**
 * Reads a Word document in a worker thread of its own, the file's bytes transferred, not copied.
 * Without the bundle (tests that did not build it) it reads in this thread.
 */
export async function readOffThread(bytes: Buffer, subject: string): Promise<DocxRead> {
  if (!fs.existsSync(DOCX_WORKER_BUNDLE)) return readDocxBytes(bytes, subject);
  const owned = new Uint8Array(bytes); // a copy of its own: a pooled Buffer's memory cannot be transferred
  const answer = await new Promise<Answer>((resolve, reject) => {
    const worker = startThread(DOCX_WORKER_BUNDLE);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      void worker.terminate();
    };
    worker.once("message", (message: Answer) => settle(() => resolve(message)));
    worker.once("error", (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new DomainError("TooLarge", `${subject} is too large to read at once: split it into smaller files.`, { field: "file" })
            : error,
        ),
      ),
    );
    worker.once("exit", (code) => settle(() => reject(new Error(`the Word reading thread stopped (exit ${code})`))));
    worker.postMessage({ bytes: owned, subject }, [owned.buffer]);
  });
  if (answer.refused) throw new DomainError(answer.refused.kind, answer.refused.message, { field: answer.refused.field });
  if (!answer.read) throw new Error(answer.error ?? "the Word document could not be read");
  return answer.read;
}
