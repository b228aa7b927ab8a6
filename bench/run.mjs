#!/usr/bin/env node
// `npm run bench`: bench/exam-day.mjs at saturation, then paced (every learner answers about once a
// second: ~30× an exam's pace), then bench/pages.mjs, then bench/scale.mjs (every page and GET
// endpoint on the demo data and on a year of data), then bench/practice.mjs, then bench/analytics.mjs, then
// bench/grand-test.mjs (1,000 candidates start a grand test within a minute, answer and end; results), then
// bench/heavy-requests.mjs and bench/statements.mjs (health while the heaviest requests run), then bench/review-backfill.mjs
// (1 M reviews), then bench/proof-reader.mjs (100 receipts, and health while reading), bench/readiness.mjs and
// bench/readiness-app.mjs (10 M answers calibrated through the app), one after the other (each starts and stops its
// own PostgreSQL cluster and production server). See docs/benchmarks.md.
//
//   node bench/run.mjs [--check] [--boost] [--snapshot | --app-dir DIR] [--start-minutes M]
//                      [--learners N] [--duration S] [--rounds R] [--breakdown] [--scale F]
//
// --check, --snapshot, --app-dir and --start-minutes go to all three, --boost to exam-day and pages;
// --learners, --duration, --rounds and --breakdown to exam-day; --scale (the share of the seeded
// volume) to scale. Exit status: the worst of them.
//
//   node bench/run.mjs --instances N [--candidates C]: only bench/instances.mjs (N servers behind
//   nginx, a rolling restart during the grand-test day), with --check, --snapshot, --app-dir and
//   --start-minutes as above.
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    boost: { type: "boolean", default: false },
    snapshot: { type: "boolean", default: false },
    "app-dir": { type: "string" },
    "start-minutes": { type: "string" },
    learners: { type: "string" },
    duration: { type: "string" },
    breakdown: { type: "boolean", default: false },
    rounds: { type: "string" },
    scale: { type: "string" },
    instances: { type: "string" },
    candidates: { type: "string" },
  },
});

const shared = [
  ...(values.check ? ["--check"] : []),
  ...(values.boost ? ["--boost"] : []),
  ...(values.snapshot ? ["--snapshot"] : []),
  ...(values["app-dir"] ? ["--app-dir", values["app-dir"]] : []),
  ...(values["start-minutes"] ? ["--start-minutes", values["start-minutes"]] : []),
];
const examDay = [
  ...shared,
  ...(values.learners ? ["--learners", values.learners] : []),
  ...(values.duration ? ["--duration", values.duration] : []),
  ...(values.breakdown ? ["--breakdown"] : []),
  ...(values.rounds ? ["--rounds", values.rounds] : []),
];

let current = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // The child cleans up (servers, cluster) on the signal, then exits; we exit after it.
    if (current) current.kill(signal);
    else process.exit(130);
  });
}

function run(script, args) {
  return new Promise((resolve) => {
    current = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], { stdio: "inherit" });
    current.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (values.instances) {
  const sizes = ["--instances", values.instances, ...(values.candidates ? ["--candidates", values.candidates] : [])];
  process.exit(await run("instances.mjs", [...shared.filter((arg) => arg !== "--boost"), ...sizes]));
}

const codes = [];
codes.push(await run("exam-day.mjs", examDay)); // saturation: capacity against the bare stack
codes.push(await run("exam-day.mjs", [...examDay, "--think", "1"])); // paced: the p99 learners see
codes.push(await run("pages.mjs", shared));
codes.push(await run("scale.mjs", [...shared.filter((arg) => arg !== "--boost"), ...(values.scale ? ["--scale", values.scale] : [])]));
codes.push(await run("practice.mjs", values.check ? ["--check"] : [])); // building a practice session
codes.push(await run("analytics.mjs", values.check ? ["--check"] : [])); // learner analytics and item analysis
codes.push(await run("grand-test.mjs", shared)); // 1,000 candidates sit a grand test
codes.push(
  await run(
    "heavy-requests.mjs",
    shared.filter((arg) => arg !== "--boost"),
  ),
); // health during the worst imports
codes.push(
  await run(
    "statements.mjs",
    shared.filter((arg) => arg !== "--boost"),
  ),
); // a 5,000-row bank statement
// The backfill of review cards at 1 M reviews (the full 5 M: node bench/review-backfill.mjs).
codes.push(await run("review-backfill.mjs", [...shared.filter((arg) => arg !== "--boost"), "--learners", "4000"]));
// The proof reader: 100 receipts read, then health while the app reads proofs.
codes.push(
  await run("proof-reader.mjs", ["--count", "100", "--health", ...shared.filter((arg) => arg !== "--boost" && arg !== "--check")]),
);
// Readiness: the model's recovery and honesty in-process, then 10 M answers calibrated by the app's job.
codes.push(await run("readiness.mjs", []));
codes.push(
  await run(
    "readiness-app.mjs",
    shared.filter((arg) => arg !== "--boost"),
  ),
);
process.exit(Math.max(...codes));
