/**
 * The worker thread of a calibration run: bundled by scripts/build-front.mjs into
 * dist/readiness-worker.mjs (a worker's script must be JavaScript). It receives the answers as
 * transferred typed arrays, estimates, and transfers the figures back. No database here: the
 * embedded one (PGlite) lives in the main thread only.
 */
import { parentPort } from "node:worker_threads";
import { estimate, transferablesOf, type EstimateInput } from "./estimate";

parentPort?.once("message", (input: EstimateInput) => {
  try {
    const output = estimate(input);
    parentPort!.postMessage({ output }, transferablesOf(output));
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
