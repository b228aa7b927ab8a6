#!/usr/bin/env node
// Exam day: N learners answer at once. Measures the hot path `POST /api/quiz/submit` of the real
// production server against the bare stack (node:http + postgres.js, bench/bare-server.mjs) doing
// the same upsert, under the same load, in the same run; checks that every acknowledged answer
// is stored. See docs/benchmarks.md.
//
//   node bench/exam-day.mjs [--learners 300] [--duration 10] [--warmup 3] [--rounds 1]
//                           [--think S] [--breakdown] [--boost] [--cpu-prof] [--check]
//                           [--snapshot | --app-dir DIR]
//
//   --learners N   simulated learners = HTTP connections, one request in flight each (default 300)
//   --duration S   seconds of measured load per target (default 10), after --warmup S (default 3)
//   --think S      paced learners instead of saturation: each learner waits a random think time
//                  (exponential, mean S seconds) after each answer, like people reading the next
//                  question. Default: no think time (each learner answers again at once), which
//                  finds the saturation throughput
//   --rounds R     repeat app and bare R times, alternating (default 1); the verdicts use the
//                  medians, which damps the noise of other processes on a shared machine
//   --breakdown    add targets that show where the app's time goes: the app refusing without a
//                  session (401: the server front and handler wrapper alone), the app refusing
//                  the body after authenticating (400: + cookie decode, body read, zod, the
//                  learner re-read of a refusal), the bare server decoding the session
//                  cookie on every request (no cache), and the app's own front served without
//                  Next.js in the process (what sharing the process with Next.js costs)
//   --bare-pool N  pool size of the bare server (default 10, the app's; see db/client.ts)
//   --boost        raise the scheduling weight of the benchmark's processes (Linux autogroups,
//                  root): on a machine busy with other work, approximates a dedicated host
//   --cpu-prof     record V8 CPU profiles of the servers during each measured window
//                  (bench/results/cpuprof-*/) and print where their CPU time goes
//   --snapshot     build and serve a copy of the working tree (/tmp/anaesprep-bench-app) instead
//                  of this checkout's .next: for trees where others edit and build meanwhile
//   --app-dir DIR  serve the app from another checkout (its scripts/start.mjs)
//   --start-minutes M  how long the app may take to build and start (default 5)
//   --check        exit 1 when a target is missed
//   DATABASE_URL   a PostgreSQL server to use (database anaesprep_bench is dropped and created
//                  on it); unset: a private cluster on 127.0.0.1:55439, stopped at the end
import path from "node:path";
import postgres from "postgres";
import { prepareLearners } from "./exam-day/learners.mjs";
import { runPhase } from "./exam-day/phase.mjs";
import { buildReport } from "./exam-day/report.mjs";
import {
  RESULTS_DIR,
  ROOT,
  loadAverage,
  log,
  machineInfo,
  numberArg,
  preparePostgres,
  secret,
  spawnGroup,
  tail,
  tempDir,
  waitForHttp,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, boostAll, runBench, startBenchApp } from "./lib-app.mjs";

const args = appBenchArgs(
  {
    learners: { type: "string", default: "300" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    think: { type: "string", default: "0" },
    rounds: { type: "string", default: "1" },
    breakdown: { type: "boolean", default: false },
    "bare-pool": { type: "string", default: "10" },
    "cpu-prof": { type: "boolean", default: false },
    "bare-port": { type: "string", default: "3811" },
  },
  { port: 3810 },
);

const LEARNERS = numberArg(args.learners, "learners", { max: 5000 });
const DURATION = numberArg(args.duration, "duration", { max: 600 });
const WARMUP = numberArg(args.warmup, "warmup", { min: 0, max: 60 });
const THINK_MS = numberArg(args.think, "think", { min: 0, max: 600 }) * 1000;
const ROUNDS = numberArg(args.rounds, "rounds", { max: 10 });
const BARE_POOL = numberArg(args["bare-pool"], "bare-pool", { max: 100 });
const APP_PORT = numberArg(args.port, "port", { max: 65535 });
const BARE_PORT = numberArg(args["bare-port"], "bare-port", { max: 65535 });
const REQUEST_TIMEOUT_S = 10;
// ratio: the target; ratioFloor: never below it (docs/benchmarks.md, "Exam day").
const TARGETS = { ratio: 0.8, ratioFloor: 0.5, p99Ratio: 1.5, p99Ms: 100, errors: 0, lost: 0 };
const PROFILE_DIR = args["cpu-prof"] ? path.join(RESULTS_DIR, `cpuprof-${new Date().toISOString().replace(/[:.]/g, "-")}`) : null;
const profileEnv = () =>
  PROFILE_DIR
    ? {
        BENCH_CPU_PROF_DIR: PROFILE_DIR,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(ROOT, "bench", "cpu-prof-preload.cjs")}`.trim(),
      }
    : {};
const LOAD_MODEL = THINK_MS > 0 ? `paced: think time exponential, mean ${THINK_MS / 1000} s` : "saturation: no think time";
const SETTINGS = {
  learners: LEARNERS,
  durationS: DURATION,
  warmupS: WARMUP,
  thinkMs: THINK_MS,
  rounds: ROUNDS,
  timeoutS: REQUEST_TIMEOUT_S,
  loadModel: LOAD_MODEL,
  profileDir: PROFILE_DIR,
  boost: args.boost,
  targets: TARGETS,
};

await runBench(args, main);

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  const pg = await preparePostgres();
  const work = tempDir("anaesprep-bench-");
  const authSecret = secret();
  const app = await startBenchApp(args, { databaseUrl: pg.url, authSecret, work, extraEnv: profileEnv() });
  if (!app.pid) throw new Error(`no process listens on ${APP_PORT} after the app became healthy`);
  boostAll(args, [
    [process.pid, "the load generator"],
    [pg.postmasterPid, "PostgreSQL"],
    [app.pid, "the app"],
  ]);

  const db = postgres(pg.url, { max: 4, onnotice: () => {} });
  try {
    const learners = await prepareLearners({ db, appUrl: app.url, authSecret, count: LEARNERS });
    const attemptIds = learners.map((learner) => learner.attemptId);
    const context = { db, learners, attemptIds, pg };

    const phases = [];
    const bareModes = ["session", ...(args.breakdown ? ["upsert", "jwe", "front"] : [])];
    for (let round = 1; round <= ROUNDS; round++) {
      const suffix = ROUNDS > 1 ? ` #${round}` : "";
      const appTarget = { url: app.url, pid: app.pid };
      phases.push(await runPhase(context, { ...appTarget, name: "app", label: `app${suffix}`, variant: "submit" }, SETTINGS));
      if (args.breakdown) {
        phases.push(
          await runPhase(
            context,
            { ...appTarget, name: "app-401", label: `app: no session → 401${suffix}`, variant: "no-session" },
            SETTINGS,
          ),
        );
        phases.push(
          await runPhase(
            context,
            { ...appTarget, name: "app-400", label: `app: session, body {} → 400${suffix}`, variant: "bad-body" },
            SETTINGS,
          ),
        );
      }
      for (const mode of bareModes) {
        const bare = await startBare({ mode, databaseUrl: pg.url, authSecret, work });
        const label =
          {
            session: "bare (same session check)",
            upsert: "bare: ids in headers",
            jwe: "bare: cookie decoded each time",
            front: "app's front without Next.js",
          }[mode] + suffix;
        phases.push(
          await runPhase(
            context,
            { url: bare.url, pid: bare.pid, name: mode === "session" ? "bare" : `bare-${mode}`, label, variant: "submit" },
            SETTINGS,
          ),
        );
        await bare.stop();
      }
    }

    const report = buildReport(phases, SETTINGS);
    console.log(report.text);
    for (const phase of phases) if (phase.profile) console.log(`\n${phase.label}: ${phase.profile.text}`);
    const file = writeResults("exam-day", {
      benchmark: "exam-day",
      startedAt,
      finishedAt: new Date(),
      machine: { ...machine, loadAverageAtEnd: loadAverage() },
      settings: {
        learners: LEARNERS,
        loadModel: LOAD_MODEL,
        thinkSeconds: THINK_MS / 1000,
        rounds: ROUNDS,
        boost: args.boost,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        pipelining: 1,
        appPoolSize: 10,
        barePoolSize: BARE_POOL,
        postgres: pg.privateCluster ? "private cluster (scripts/ci/postgres.sh: fsync=off, synchronous_commit=off)" : "DATABASE_URL",
      },
      targets: TARGETS,
      phases: phases.map(({ latencies, profile, ...phase }) => ({
        ...phase,
        ...(profile ? { profile: { file: profile.file, origins: profile.origins, functions: profile.functions } } : {}),
      })),
      ratios: report.ratios,
      verdicts: report.verdicts,
    });
    console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
    if (args.check && report.verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } finally {
    await db.end({ timeout: 5 });
  }
}

// ---------------------------------------------------------------------------------------------
// Servers

async function startBare({ mode, databaseUrl, authSecret, work }) {
  const logFile = path.join(work, `bare-${mode}.log`);
  const bare = spawnGroup(`the bare server (${mode})`, process.execPath, [path.join(ROOT, "bench", "bare-server.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(BARE_PORT),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret,
      BARE_MODE: mode,
      BARE_POOL: String(BARE_POOL),
      NODE_ENV: "production",
      ...profileEnv(),
    },
    logFile,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${BARE_PORT}/api/health`, {
      timeoutMs: 30_000,
      isRunning: bare.isRunning,
      what: "the bare server",
    });
  } catch (error) {
    log(`bare server log:\n${tail(logFile)}`);
    throw error;
  }
  boostAll(args, [[bare.child.pid, "the bare server"]]);
  return { ...bare, pid: bare.child.pid, url: `http://127.0.0.1:${BARE_PORT}` };
}
