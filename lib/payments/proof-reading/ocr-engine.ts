import "server-only";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import type { ProofWord } from "./text-lines";

/**
 * The OCR engine of the proof reader (docs/rules.md, "Reading payment proofs"): Tesseract in a
 * child process (ocr-process.mjs) at the lowest CPU priority, started at the first reading, doing
 * one reading at a time, and ended by `stopProofOcr`. A reading is a second of a core's work: at
 * normal priority it took that core from the requests (on two cores, health p99 121 ms and
 * checkout p95 233 -> 411 ms while proofs were read); niced, the requests go first. Node cannot
 * lower one worker thread's priority, hence a process. The English model ships in an npm package
 * (@tesseract.js-data/eng): nothing is fetched from the network and nothing is cached on disk.
 */

/** Where the process's script is, from the project's root (run as it is, outside Next's bundles). */
const OCR_PROCESS_SCRIPT = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "payments", "proof-reading", "ocr-process.mjs");

/**
 * The lowest priority a process can have on Linux and macOS (nice 19); OCR_NICE may raise it
 * (0–19): the tests do, as their other files would otherwise hold both cores while a reading waits.
 */
const LOWEST_PRIORITY = 19;
const ocrNice = () => {
  const nice = Number(process.env.OCR_NICE);
  return Number.isInteger(nice) && nice >= 0 && nice <= LOWEST_PRIORITY ? nice : LOWEST_PRIORITY;
};

/** A reading that takes longer than this is a stuck engine: it is ended and made again. */
const READING_TIMEOUT_MS = 60_000;

export type OcrText = { text: string; words: ProofWord[] };

type Engine = { recognize(image: Buffer): Promise<OcrText>; terminate(): Promise<void> };
type Answer = Partial<OcrText> & { id: number; error?: string };

let engine: Promise<Engine> | null = null;
/** The reading under way and those waiting behind it, one after another. */
let queue: Promise<unknown> = Promise.resolve();

async function createEngine(): Promise<Engine> {
  // Reached at run time, like the readiness worker (lib/readiness/run-estimate.ts): Next's bundler
  // must not try to bundle the script a process is started from.
  const { fork } = process.getBuiltinModule("node:child_process") as typeof import("node:child_process");
  const { setPriority } = process.getBuiltinModule("node:os") as typeof import("node:os");
  const child: ChildProcess = fork(OCR_PROCESS_SCRIPT, [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
  try {
    if (child.pid) setPriority(child.pid, ocrNice());
  } catch {
    // A platform without priorities reads at normal priority.
  }
  const waiting = new Map<number, { resolve(value: OcrText): void; reject(error: Error): void }>();
  // An idle engine never keeps the server (or a test run) alive; a reading under way does.
  const holdWhileReading = () => {
    if (waiting.size > 0) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  holdWhileReading();
  let next = 0;
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  child.on("message", (answer: Answer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    holdWhileReading();
    if (answer.error !== undefined) pending?.reject(new Error(answer.error));
    else pending?.resolve({ text: answer.text ?? "", words: answer.words ?? [] });
  });
  child.on("error", failAll);
  child.on("exit", (code) => failAll(new Error(`the OCR process stopped (exit ${code})`)));
  return {
    recognize: (image) =>
      new Promise<OcrText>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        holdWhileReading();
        child.send({ id, image }, (error) => error && reject(error));
      }),
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

function startEngine(): Promise<Engine> {
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
    const ocr = await engine;
    return await Promise.race([ocr.recognize(image), limit.promise]);
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
