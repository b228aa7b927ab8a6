import "server-only";
import path from "node:path";
import engData from "@tesseract.js-data/eng";
import Tesseract, { type Worker } from "tesseract.js";
import type { ProofWord } from "./text-lines";

/**
 * The OCR engine of the proof reader (docs/rules.md, "Reading payment proofs"): one Tesseract
 * worker per process (it runs in its own worker_thread), created at the first reading, doing one
 * reading at a time, and ended by `stopProofOcr`. The English model ships in an npm package
 * (@tesseract.js-data/eng): nothing is fetched from the network and nothing is cached on disk.
 */

/** The LSTM model, integer-quantised ("best_int"): the one Tesseract's LSTM engine is meant to run. */
const LANG_PATH = path.join(path.dirname(engData.langPath), "4.0.0_best_int");

/** A reading that takes longer than this is a stuck engine: it is ended and made again. */
const READING_TIMEOUT_MS = 60_000;

export type OcrText = { text: string; words: ProofWord[] };

let engine: Promise<Worker> | null = null;
/** The reading under way and those waiting behind it, one after another. */
let queue: Promise<unknown> = Promise.resolve();

async function createEngine(): Promise<Worker> {
  const worker = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: "none" });
  // Screenshots carry no resolution; text scaled to ~30 px reads as print at 300 dpi.
  await worker.setParameters({ user_defined_dpi: "300" });
  return worker;
}

function startEngine(): Promise<Worker> {
  const started = createEngine();
  // A worker that cannot start is not kept: the next reading tries again.
  started.catch(() => {
    if (engine === started) engine = null;
  });
  return started;
}

async function endEngine(): Promise<void> {
  const ending = engine;
  engine = null;
  await ending?.then((worker) => worker.terminate()).catch(() => {});
}

/** Runs `work` after every reading queued before it; a failure does not stop the queue. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => {});
  return turn;
}

function timeout(ms: number): { promise: Promise<never>; clear(): void } {
  let handle: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    handle = setTimeout(() => reject(new Error(`the OCR engine took more than ${ms / 1000} s`)), ms);
  });
  return { promise, clear: () => clearTimeout(handle) };
}

/**
 * The text and words (with Tesseract's 0–100 confidence) of a prepared image. Call it inside
 * `oneAtATime`. Throws when the engine itself fails or hangs; the engine is then made afresh.
 */
export async function recogniseText(image: Buffer): Promise<OcrText> {
  engine ??= startEngine();
  const limit = timeout(READING_TIMEOUT_MS);
  try {
    const worker = await engine;
    const { data } = await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), limit.promise]);
    const words: ProofWord[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines) for (const word of line.words) words.push({ text: word.text, confidence: word.confidence });
    return { text: data.text, words };
  } catch (error) {
    await endEngine();
    throw error;
  } finally {
    limit.clear();
  }
}

/** Ends the engine after the reading under way (server shutdown, tests). A later reading starts it again. */
export async function stopProofOcr(): Promise<void> {
  await oneAtATime(endEngine);
}
