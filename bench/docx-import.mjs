#!/usr/bin/env node
// Questions from Word: a 2,000-question .docx (each question a numbered stem, five options, an
// "Answer:" line, an explanation, a reference and tags, written as Word writes runs: properties
// and revision ids on every run, a paragraph split into runs every six words; deflated like Word's) is read by the
// Word import's own worker thread (dist/docx-worker.mjs, built here when missing), as the server
// starts it (with the same heap limits, read from lib/quizzes/docx-thread-run.ts). Targets: ≤ 10 s to
// read, ≤ 300 MB resident (the whole process, thread included), and the main thread's event loop
// free meanwhile (a 5 ms timer's lateness p99 ≤ 100 ms). The CPU time of the read is shown beside
// its time: on a shared machine it is the figure that other work disturbs least.
//
//   node bench/docx-import.mjs [--rounds 3] [--questions 2000] [--check]
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { formatTable, log, machineInfo, numberArg, percentiles, round, ROOT, uptime, writeResults } from "./lib.mjs";
import { documentXml, wordDocument } from "./docx/word-document.mjs";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    questions: { type: "string", default: "2000" },
    check: { type: "boolean", default: false },
  },
});
const ROUNDS = numberArg(args.rounds, "rounds", { max: 20 });
const QUESTIONS = numberArg(args.questions, "questions", { max: 3000 });
const TARGET_MS = 10_000;
const TARGET_RSS_MB = 300;
const TARGET_LAG_P99_MS = 100;
const BUNDLE = path.join(ROOT, "dist", "docx-worker.mjs");
/** The reading thread's heap limits, read from the code that starts it, so the two cannot drift apart. */
const THREAD_SOURCE = fs.readFileSync(path.join(ROOT, "lib", "quizzes", "docx-thread-run.ts"), "utf8");
const threadFigure = (name) => {
  const value = Number(new RegExp(`const ${name} = (\\d+);`).exec(THREAD_SOURCE)?.[1] ?? Number.NaN);
  if (!Number.isFinite(value)) throw new Error(`${name} not found in lib/quizzes/docx-thread-run.ts`);
  return value;
};
const THREAD_LIMITS = { maxOldGenerationSizeMb: threadFigure("THREAD_HEAP_MB"), maxYoungGenerationSizeMb: threadFigure("THREAD_YOUNG_MB") };

/** One read in the worker thread, as lib/quizzes/docx-thread-run.ts starts it, with the main thread watched. */
async function readOnce(bytes) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const owned = new Uint8Array(bytes);
  const answer = await new Promise((resolve, reject) => {
    const worker = new Worker(BUNDLE, { resourceLimits: THREAD_LIMITS });
    worker.once("message", (message) => resolve(message) || void worker.terminate());
    worker.once("error", reject);
    worker.postMessage({ bytes: owned, subject: 'The file "bench.docx"' }, [owned.buffer]);
  });
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  await new Promise((resolve) => setTimeout(resolve, 50)); // let a late timer be counted
  clearInterval(sampler);
  delay.disable();
  if (!answer.read) throw new Error(`the read failed: ${JSON.stringify(answer.refused ?? answer.error)}`);
  return {
    elapsed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRss,
    lagP99: delay.percentile(99) / 1e6,
    lagMax: delay.max / 1e6,
    questions: answer.read.questions.length,
    problems: answer.read.problems.length,
  };
}

if (!fs.existsSync(BUNDLE)) {
  log("building dist/docx-worker.mjs");
  await (await import("../scripts/build-front.mjs")).buildFront();
}
const bytes = wordDocument(QUESTIONS);
const xmlBytes = Buffer.byteLength(documentXml(QUESTIONS));
log(`document: ${QUESTIONS} questions, ${round(bytes.length / 2 ** 20, 2)} MB deflated, document.xml ${round(xmlBytes / 2 ** 20, 1)} MB`);
const rounds = [];
for (let index = 0; index < ROUNDS; index++) {
  const result = await readOnce(bytes);
  log(
    `round ${index + 1}: ${Math.round(result.elapsed)} ms (CPU ${Math.round(result.cpuMs)} ms), peak RSS ${Math.round(result.peakRss / 2 ** 20)} MB, lag p99 ${round(result.lagP99)} ms`,
  );
  if (result.questions !== QUESTIONS || result.problems !== 0)
    throw new Error(`read ${result.questions} questions with ${result.problems} problems`);
  rounds.push(result);
}
const times = percentiles(rounds.map((r) => r.elapsed));
const cpuTimes = percentiles(rounds.map((r) => r.cpuMs));
const rss = Math.max(...rounds.map((r) => r.peakRss)) / 2 ** 20;
const lag = Math.max(...rounds.map((r) => r.lagP99));
const rows = [
  ["read (ms), median / max", `${Math.round(times.p50)} / ${Math.round(times.max)}`, `≤ ${TARGET_MS}`],
  ["CPU time of the read (ms), median / max", `${Math.round(cpuTimes.p50)} / ${Math.round(cpuTimes.max)}`, "(shown)"],
  ["peak RSS of the process (MB)", Math.round(rss), `≤ ${TARGET_RSS_MB}`],
  ["main thread timer lateness p99 (ms)", round(lag), `≤ ${TARGET_LAG_P99_MS}`],
];
console.log(formatTable(["figure", "measured", "target"], rows));
const passed = times.max <= TARGET_MS && rss <= TARGET_RSS_MB && lag <= TARGET_LAG_P99_MS;
log(
  `results: ${writeResults("docx-import", { machine: { ...machineInfo(), uptime: uptime() }, bytes: bytes.length, threadLimits: THREAD_LIMITS, rounds, passed })}`,
);
if (args.check && !passed) process.exit(1);
