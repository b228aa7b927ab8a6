import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Worker as WorkerThread } from "node:worker_threads";
import { estimate, type EstimateInput, type EstimateOutput } from "./estimate";

/** Where scripts/build-front.mjs writes the worker thread's bundle (lib/readiness/estimate-thread.ts). */
export const ESTIMATE_WORKER_BUNDLE = path.join(/* turbopackIgnore: true */ process.cwd(), "dist", "readiness-worker.mjs");

/**
 * The Worker constructor, reached at run time: Next's bundler would otherwise try to bundle the
 * worker's script from `new Worker(path)`, and the script is built apart (scripts/build-front.mjs).
 */
const startThread = (file: string): WorkerThread => {
  const { Worker } = process.getBuiltinModule("node:worker_threads") as typeof import("node:worker_threads");
  return new Worker(file);
};

/**
 * Runs the estimation in a worker thread, handing it the answers' buffers (transferred, not copied:
 * `input` is unusable after). `inThread` runs it here instead, for tests that call a run directly.
 */
export function runEstimate(input: EstimateInput, options: { inThread?: boolean } = {}): Promise<EstimateOutput> {
  if (options.inThread) return Promise.resolve(estimate(input));
  if (!fs.existsSync(ESTIMATE_WORKER_BUNDLE))
    return Promise.reject(
      new Error(`${ESTIMATE_WORKER_BUNDLE} is missing: run node scripts/build-front.mjs (npm start and npm run dev do)`),
    );
  return new Promise((resolve, reject) => {
    const worker = startThread(ESTIMATE_WORKER_BUNDLE);
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      void worker.terminate();
    };
    worker.once("message", (message: { output?: EstimateOutput; error?: string }) =>
      settle(() => (message.output ? resolve(message.output) : reject(new Error(message.error ?? "the estimation failed")))),
    );
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) => settle(() => reject(new Error(`the estimation's thread stopped (exit ${code})`))));
    worker.postMessage(input, [input.person.buffer, input.item.buffer, input.correct.buffer] as ArrayBuffer[]);
  });
}
