#!/usr/bin/env node
// The one-time backfill of review cards (docs/rules.md, "Review"; lib/reviews/backfill.ts) on a large history:
// --learners learners × --questions questions each answered in ended attempts (20,000 × 250 = 5 M
// reviews by default; bench/review-backfill/seed.mjs, SQL generate_series), replayed by the
// production server at its start while GET /api/health is polled every 20 ms and exam-day answers
// are saved at a steady --rate per second. Phases: before (same data, backfill not yet started, the
// previous process), during (until review_backfill.finished_at), after (the same process, finished).
// Reports the backfill's time and reviews/s, and health and answer-save latency in each phase.
// Targets: health p99 ≤ 100 ms and answer-save p99 ≤ 200 ms during the backfill.
//
//   node bench/review-backfill.mjs [--learners 20000] [--questions 250] [--rate 25] [--seconds 15]
//                                  [--port 3816] [--pg-port 55464] [--snapshot | --app-dir DIR] [--check]
//
// PostgreSQL: DATABASE_URL (database anaesprep_bench is dropped and created), else a private cluster.
import fs from "node:fs";
import postgres from "postgres";
import { prepareLearners } from "./exam-day/learners.mjs";
import {
  formatTable,
  log,
  machineInfo,
  numberArg,
  percentiles,
  preparePostgres,
  round,
  secret,
  tempDir,
  uptime,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, appDirOf, runBench, startBenchApp } from "./lib-app.mjs";
import { seedHistory } from "./review-backfill/seed.mjs";

const args = appBenchArgs(
  {
    learners: { type: "string", default: "20000" },
    questions: { type: "string", default: "250" },
    rate: { type: "string", default: "25" },
    seconds: { type: "string", default: "15" },
    "pg-port": { type: "string", default: "55464" },
  },
  { port: 3816, startMinutes: 10, maxMinutes: 60, boost: false },
);
const LEARNERS = numberArg(args.learners, "learners", { max: 100_000 });
const QUESTIONS = numberArg(args.questions, "questions", { min: 50, max: 1000 });
const RATE = numberArg(args.rate, "rate", { max: 500 });
const PHASE_MS = numberArg(args.seconds, "seconds", { max: 120 }) * 1000;
/** The backfill may run this long before the bench gives up on it. */
const DURING_LIMIT_MS = 40 * 60_000;
const POLL_MS = 20;
const SAVERS = 50;
const TARGETS = { healthP99Ms: 100, saveP99Ms: 200 };

await runBench(args, main, { maxMinutesLimit: 120 });

async function main() {
  const pg = await preparePostgres({
    pgDir: `/tmp/anaesprep-bench-backfill-${args["pg-port"]}`,
    pgPort: numberArg(args["pg-port"], "pg-port"),
  });
  const work = tempDir("anaesprep-bench-backfill-");
  const appDir = appDirOf(args, "/tmp/anaesprep-bench-backfill-app");
  const authSecret = secret();
  const start = (label) => startBenchApp(args, { appDir, databaseUrl: pg.url, authSecret, work, logName: `app-${label}.log` });
  const db = postgres(pg.url, { max: 2, onnotice: () => {} });
  try {
    let app = await start("before");
    const savers = await prepareLearners({ db, appUrl: app.url, authSecret, count: SAVERS });
    // The savers' attempts stay open for the whole run, whatever the quiz's time.
    await db`update attempts set deadline = now() + interval '1 day' where id in ${db(savers.map((saver) => saver.attemptId))}`;
    const seeded = await seedHistory(db, { learners: LEARNERS, questions: QUESTIONS });
    log(`seeded ${seeded.reviews.toLocaleString("en-US")} reviews' history in ${seeded.seconds} s (database ${seeded.size})`);

    log(`before: ${PHASE_MS / 1000} s, the backfill finished for the demo and not started for the new history`);
    const before = await phase(app.url, savers, () => false, PHASE_MS);
    await app.stop();
    await db`delete from review_backfill`;

    app = await start("backfill");
    log("during: until the backfill has finished");
    const startedAt = Date.now();
    let finished = false;
    const watcher = setInterval(async () => {
      const [row] = await db`select finished_at from review_backfill where id = 1`.catch(() => []);
      finished = Boolean(row?.finished_at);
    }, 1000);
    const during = await phase(app.url, savers, () => finished, DURING_LIMIT_MS);
    clearInterval(watcher);
    if (!finished) throw new Error(`the backfill did not finish within ${DURING_LIMIT_MS / 60_000} min`);
    const waitedS = round((Date.now() - startedAt) / 1000);
    const line = fs.readFileSync(app.logFile, "utf8").match(/\[reviews\] backfilled (\d+) reviews for (\d+) learners in ([\d.]+) s/);
    if (!line) throw new Error("the app did not log its backfill");
    const backfill = { reviews: Number(line[1]), learners: Number(line[2]), seconds: Number(line[3]) };
    backfill.reviewsPerSecond = Math.round(backfill.reviews / backfill.seconds);
    const [{ cards }] = await db`select count(*)::int as cards from review_cards`;
    log(
      `backfilled ${backfill.reviews} reviews for ${backfill.learners} learners in ${backfill.seconds} s (${backfill.reviewsPerSecond}/s), ${cards} cards`,
    );

    log(`after: ${PHASE_MS / 1000} s, the same process, the backfill finished`);
    const after = await phase(app.url, savers, () => false, PHASE_MS);
    await app.stop();
    report({ seeded, backfill: { ...backfill, cards, waitedS }, phases: { before, during, after } });
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** Polls health and saves answers at RATE per second until `done()` or `maxMs`; the latencies of both. */
async function phase(url, savers, done, maxMs) {
  const until = Date.now() + maxMs;
  const over = () => done() || Date.now() >= until;
  const health = [];
  const saves = [];
  const statuses = new Map();
  const started = Date.now();
  const poll = (async () => {
    while (!over()) {
      const t0 = performance.now();
      await (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
      health.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const inFlight = new Set();
  let sent = 0;
  const save = async () => {
    const saver = savers[sent % savers.length];
    const question = saver.questions[Math.floor(sent / savers.length) % saver.questions.length];
    sent += 1;
    const t0 = performance.now();
    const response = await fetch(`${url}/api/quiz/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: saver.cookie },
      body: JSON.stringify({
        quizAttemptId: saver.attemptId,
        questionId: question.id,
        optionId: question.optionIds[sent % question.optionIds.length],
      }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => ({ status: "error", arrayBuffer: async () => {} }));
    await response.arrayBuffer();
    saves.push(performance.now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  // A steady rate: each request leaves on its tick whatever the earlier ones are doing.
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      if (over()) {
        clearInterval(timer);
        resolve();
        return;
      }
      const request = save().finally(() => inFlight.delete(request));
      inFlight.add(request);
    }, 1000 / RATE);
  });
  await Promise.all([poll, ...inFlight]);
  return {
    seconds: round((Date.now() - started) / 1000),
    polls: health.length,
    health: percentiles(health, [50, 99]),
    saves: saves.length,
    save: percentiles(saves, [50, 99]),
    statuses: [...statuses].map(([status, count]) => `${count}×${status}`).join(" "),
  };
}

function report(results) {
  const { backfill, phases } = results;
  console.log(
    `\nBackfill of ${backfill.reviews.toLocaleString("en-US")} reviews (${backfill.learners} learners, ${backfill.cards.toLocaleString("en-US")} cards): ` +
      `${backfill.seconds} s, ${backfill.reviewsPerSecond.toLocaleString("en-US")} reviews/s\n`,
  );
  console.log(
    formatTable(
      ["phase", "seconds", "health p50 (ms)", "health p99", "health max", "saves", "save p50 (ms)", "save p99", "save max", "answers"],
      Object.entries(phases).map(([name, row]) => [
        name,
        row.seconds,
        round(row.health.p50, 1),
        round(row.health.p99, 1),
        round(row.health.max, 1),
        row.saves,
        round(row.save.p50, 1),
        round(row.save.p99, 1),
        round(row.save.max, 1),
        row.statuses,
      ]),
    ),
  );
  const during = phases.during;
  const passed = during.health.p99 <= TARGETS.healthP99Ms && during.save.p99 <= TARGETS.saveP99Ms;
  console.log(
    `\nduring the backfill: health p99 ≤ ${TARGETS.healthP99Ms} ms and answer-save p99 ≤ ${TARGETS.saveP99Ms} ms: ${passed ? "yes" : "NO"}`,
  );
  const settings = { learners: LEARNERS, questions: QUESTIONS, rate: RATE, phaseMs: PHASE_MS, targets: TARGETS };
  log(`results: ${writeResults("review-backfill", { machine: { ...machineInfo(), uptime: uptime() }, settings, ...results, passed })}`);
  if (args.check && !passed) process.exitCode = 1;
}
