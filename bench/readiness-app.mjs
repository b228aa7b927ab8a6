#!/usr/bin/env node
// Readiness through the app (docs/rules.md, "Readiness"; docs/benchmarks.md, "Readiness"): a private
// PostgreSQL seeded with --learners × --per-learner first answers over --questions questions under
// the Rasch model (bench/readiness-app/seed.mjs; 20,000 × 500 over 20,000 = 10 M by default), the
// production server started on it, an admin's POST /api/readiness/calibrate run by the app's own
// calibration job while GET /api/health is polled every 20 ms, then GET /api/readiness for
// --sample signed-in learners, one at a time and --concurrency at a time. The calibration is checked
// against the seeded truth (r of difficulties and abilities).
// Targets: the run from ask to done ≤ 120 s, health p99 ≤ 100 ms during it, readiness p95 ≤ 50 ms
// (one at a time). The exit code is 1 when one is missed (or the run failed).
//
//   node bench/readiness-app.mjs [--learners 20000] [--questions 20000] [--per-learner 500]
//        [--sample 200] [--concurrency 4] [--port 3819] [--pg-port 55467] [--snapshot | --app-dir DIR]
//
// PostgreSQL: DATABASE_URL (database anaesprep_bench is dropped and created), else a private cluster.
import { setTimeout as sleep } from "node:timers/promises";
import postgres from "postgres";
import { signIn } from "./exam-day/learners.mjs";
import {
  formatTable,
  log,
  machineInfo,
  numberArg,
  preparePostgres,
  round,
  secret,
  signInOverHttp,
  tempDir,
  uptime,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, appDirOf, runBench, startBenchApp } from "./lib-app.mjs";
import { calibrateWatched, healthFigures, pollHealth, readinessRound, waitForIdleCalibration } from "./readiness-app/probes.mjs";
import { PER_QUIZ, seedRasch } from "./readiness-app/seed.mjs";

const args = appBenchArgs(
  {
    learners: { type: "string", default: "20000" },
    questions: { type: "string", default: "20000" },
    "per-learner": { type: "string", default: "500" },
    sample: { type: "string", default: "200" },
    concurrency: { type: "string", default: "4" },
    "pg-port": { type: "string", default: "55467" },
  },
  { port: 3819, startMinutes: 10, maxMinutes: 40, boost: false },
);
const multipleOf50 = (name, max) => {
  const value = numberArg(args[name], name, { min: PER_QUIZ, max });
  if (value % PER_QUIZ !== 0) throw new Error(`--${name} must be a multiple of ${PER_QUIZ} (a quiz's questions), got ${value}`);
  return value;
};
const LEARNERS = numberArg(args.learners, "learners", { max: 200_000 });
const QUESTIONS = multipleOf50("questions", 100_000);
const PER_LEARNER = multipleOf50("per-learner", QUESTIONS);
const SAMPLE = numberArg(args.sample, "sample", { max: Math.min(LEARNERS, 5_000) });
const CONCURRENCY = numberArg(args.concurrency, "concurrency", { max: 50 });
const ADMIN = { email: "readiness-admin@bench.invalid", password: secret() };
const IDLE_MS = 5_000;
/** The bench gives up on a run after this long (the target is 2 minutes). */
const RUN_LIMIT_MS = 15 * 60_000;
const TARGETS = { askToDoneSeconds: 120, healthP99Ms: 100, readinessP95Ms: 50 };

await runBench(args, main, { maxMinutesLimit: 120 });

async function main() {
  const startedAt = new Date();
  const pg = await preparePostgres({
    pgDir: `/tmp/anaesprep-bench-readiness-${args["pg-port"]}`,
    pgPort: numberArg(args["pg-port"], "pg-port"),
  });
  const work = tempDir("anaesprep-bench-readiness-");
  const authSecret = secret();
  const app = await startBenchApp(args, {
    appDir: appDirOf(args, "/tmp/anaesprep-bench-readiness-app"),
    databaseUrl: pg.url,
    authSecret,
    work,
    extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const db = postgres(pg.url, { max: 2, onnotice: () => {} });
  try {
    // The start's own jobs finish on the demo data first: the nightly calibration, the review backfill.
    const adminCookie = await signInOverHttp(app.url, ADMIN);
    await waitForIdleCalibration(app.url, adminCookie);
    await waitForReviewBackfill(db);
    log(`seeding ${LEARNERS} learners × ${PER_LEARNER} answers over ${QUESTIONS} questions (Rasch)`);
    const t0 = Date.now();
    const seeded = await seedRasch(db, {
      learners: LEARNERS,
      questions: QUESTIONS,
      perLearner: PER_LEARNER,
      onStep: (line) => log(`  ${line}`),
    });
    seeded.seconds = round((Date.now() - t0) / 1000);
    log(`seeded ${seeded.answers.toLocaleString("en-US")} answers in ${seeded.seconds} s (database ${seeded.size})`);

    await waitForIdleCalibration(app.url, adminCookie);
    const sampleUsers = await db`
      select u.id, u.email, u.name from bench_truth.learners t join users u on u.id = t.user_id order by t.n limit ${SAMPLE}`;
    const cookies = (await signIn({ db, authSecret, users: sampleUsers })).map((learner) => learner.cookie);

    log(`idle: GET /api/health every 20 ms for ${IDLE_MS / 1000} s`);
    const idleUntil = Date.now() + IDLE_MS;
    const idle = healthFigures(await pollHealth(app.url, () => Date.now() >= idleUntil));

    log("calibration: POST /api/readiness/calibrate, GET /api/health every 20 ms until the run is done");
    const calibration = await calibrateWatched(app.url, adminCookie, {
      limitMs: RUN_LIMIT_MS,
      appPid: app.pid,
      postmasterPid: pg.postmasterPid,
    });
    log(`the run: ${calibration.status} in ${calibration.askToDoneSeconds} s from the ask (${calibration.jobSeconds} s in the job)`);
    const [truth] = await db`
      select (select corr(c.difficulty, t.b) from item_calibrations c join bench_truth.questions t using (question_id)) as "difficultyR",
        (select corr(a.ability, t.theta) from learner_abilities a join bench_truth.learners t using (user_id)) as "abilityR"`;

    log(`GET /api/readiness: ${SAMPLE} learners one at a time, then ${CONCURRENCY} at a time`);
    await readinessRound(app.url, cookies.slice(0, 5), 1); // warm-up: the route's first loads
    const readiness = [await readinessRound(app.url, cookies, 1), await readinessRound(app.url, cookies, CONCURRENCY)];
    await app.stop();
    report({ startedAt, seeded, idle, calibration: { ...calibration, truth }, readiness });
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** Waits (at most 2 minutes) until the start's backfill of review cards has finished: else it would replay the seeded history. */
async function waitForReviewBackfill(db) {
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(500)) {
    const [row] = await db`select finished_at from review_backfill where id = 1`;
    if (row?.finished_at) return;
  }
  throw new Error("the review backfill of the demo data did not finish within 2 minutes");
}

function report({ startedAt, seeded, idle, calibration, readiness }) {
  const { health } = calibration;
  console.log(
    `\nCalibration of ${seeded.answers.toLocaleString("en-US")} seeded answers (${LEARNERS} learners × ${PER_LEARNER}, ${QUESTIONS} questions) by the app's job`,
  );
  console.log(
    formatTable(
      [
        "run",
        "ask → done s",
        "in the job s",
        "answers used",
        "items on scale",
        "learners",
        "r(b)",
        "r(θ)",
        "app CPU s",
        "PG CPU s",
        "app RSS MB",
      ],
      [
        [
          calibration.status,
          calibration.askToDoneSeconds,
          calibration.jobSeconds,
          calibration.answersUsed,
          calibration.itemsOnScale,
          calibration.learners,
          round(calibration.truth.difficultyR, 4),
          round(calibration.truth.abilityR, 4),
          calibration.cpuSeconds.app,
          calibration.cpuSeconds.postgres,
          calibration.appPeakRssMb,
        ],
      ],
    ),
  );
  console.log("\nGET /api/health every 20 ms (ms)");
  console.log(
    formatTable(
      ["phase", "requests", "p50", "p99", "max", "> 100 ms", "errors"],
      [
        ["idle", idle.count, idle.p50, idle.p99, idle.max, idle.over100, idle.errors],
        ["during the run", health.count, health.p50, health.p99, health.max, health.over100, health.errors],
      ],
    ),
  );
  console.log("\nduring the run, by 10 s of it");
  console.log(
    formatTable(
      ["from s", "requests", "p50", "p99", "max"],
      health.buckets.map((b) => [b.fromS, b.count, b.p50, b.p99, b.max]),
    ),
  );
  console.log(`slowest health answers during the run (s into it: ms): ${health.slowest.map((x) => `${x.atS}: ${x.ms}`).join(", ")}`);
  console.log("\nGET /api/readiness after the run (ms)");
  console.log(
    formatTable(
      ["at a time", "requests", "p50", "p95", "p99", "max", "answers"],
      readiness.map((r) => [r.concurrency, r.requests, r.p50, r.p95, r.p99, r.max, JSON.stringify(r.answers)]),
    ),
  );
  const checks = {
    runDone: calibration.status === "done",
    askToDone: calibration.askToDoneSeconds !== null && calibration.askToDoneSeconds <= TARGETS.askToDoneSeconds,
    healthP99: health.p99 !== null && health.p99 <= TARGETS.healthP99Ms,
    readinessP95: readiness[0].p95 !== null && readiness[0].p95 <= TARGETS.readinessP95Ms,
  };
  const passed = Object.values(checks).every(Boolean);
  console.log(
    `\ntargets: run ≤ ${TARGETS.askToDoneSeconds} s ${checks.askToDone ? "met" : "MISSED"}, health p99 ≤ ${TARGETS.healthP99Ms} ms ${checks.healthP99 ? "met" : "MISSED"}, readiness p95 ≤ ${TARGETS.readinessP95Ms} ms ${checks.readinessP95 ? "met" : "MISSED"}${checks.runDone ? "" : `; the run: ${calibration.status} ${calibration.error ?? ""}`}`,
  );
  const settings = {
    learners: LEARNERS,
    questions: QUESTIONS,
    perLearner: PER_LEARNER,
    sample: SAMPLE,
    concurrency: CONCURRENCY,
    targets: TARGETS,
  };
  const file = writeResults("readiness-app", {
    startedAt,
    finishedAt: new Date(),
    machine: { ...machineInfo(), uptime: uptime() },
    settings,
    seeded,
    idle,
    calibration,
    readiness,
    checks,
    passed,
  });
  log(`results: ${file}`);
  process.exitCode = passed ? 0 : 1;
}
