import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Worker as WorkerThread } from "node:worker_threads";
import { estimate, type EstimateOutput } from "./estimate";
import type { AnswerData } from "./read-answers";

/** Where scripts/build-front.mjs writes the worker thread's bundle (lib/readiness/estimate-thread.ts). */
export const ESTIMATE_WORKER_BUNDLE = path.join(/* turbopackIgnore: true */ process.cwd(), "dist", "readiness-worker.mjs");

/** What the thread estimates from: answers already read, or a PostgreSQL it reads them from itself. */
export type EstimateJob = { answers: AnswerData } | { databaseUrl: string };
export type EstimateResult = {
  output: EstimateOutput;
  userIds: string[];
  questionIds: string[];
  answersUsed: number;
  /** Seconds spent estimating (reading is timed by whoever read). */
  estimateSeconds: number;
};

/**
 * The Worker constructor, reached at run time: Next's bundler would otherwise try to bundle the
 * worker's script from `new Worker(path)`, and the script is built apart (scripts/build-front.mjs).
 */
const startThread = (file: string): WorkerThread => {
  const { Worker } = process.getBuiltinModule("node:worker_threads") as typeof import("node:worker_threads");
  return new Worker(file);
};

/** The figures of answers already read, estimated in this thread (tests that call a run directly). */
export function estimateHere({ person, item, correct, persons, items, userIds, questionIds }: AnswerData): EstimateResult {
  const started = performance.now();
  const output = estimate({ person, item, correct, persons, items });
  return { output, userIds, questionIds, answersUsed: person.length, estimateSeconds: (performance.now() - started) / 1000 };
}

/**
 * Runs a job in a worker thread. Answers already read are handed over with their buffers transferred,
 * not copied (the job's arrays are unusable after).
 */
export function runEstimate(job: EstimateJob): Promise<EstimateResult> {
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
    worker.once("message", (message: { result?: EstimateResult; error?: string }) =>
      settle(() => (message.result ? resolve(message.result) : reject(new Error(message.error ?? "the estimation failed")))),
    );
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) => settle(() => reject(new Error(`the estimation's thread stopped (exit ${code})`))));
    const buffers = "answers" in job ? [job.answers.person.buffer, job.answers.item.buffer, job.answers.correct.buffer] : [];
    worker.postMessage(job, buffers as ArrayBuffer[]);
  });
}
