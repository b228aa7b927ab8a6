/**
 * The worker thread of a calibration run: bundled by scripts/build-front.mjs into
 * dist/readiness-worker.mjs (a worker's script must be JavaScript). On PostgreSQL it reads the
 * first answers itself, over one connection of its own, so the server's main thread parses none of
 * the millions of rows; with the embedded database (PGlite, the main thread's alone) it receives
 * them as transferred typed arrays. It estimates and transfers the figures back. (`server-only` is
 * an empty module in that bundle, as in every server bundle.)
 */
import "server-only";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { parentPort } from "node:worker_threads";
import type { Executor } from "@/db/client";
import { transferablesOf } from "./estimate";
import { readAnswerData, type AnswerData } from "./read-answers";
import { estimateHere, type EstimateJob } from "./run-estimate";

async function readFromPostgres(databaseUrl: string): Promise<AnswerData> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { jit: "off" } });
  try {
    return await readAnswerData(drizzle(client) as unknown as Executor);
  } finally {
    await client.end({ timeout: 5 });
  }
}

parentPort?.once("message", async (job: EstimateJob) => {
  try {
    const answers = "answers" in job ? job.answers : await readFromPostgres(job.databaseUrl);
    const result = estimateHere(answers);
    parentPort!.postMessage({ result }, transferablesOf(result.output));
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
