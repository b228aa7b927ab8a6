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
//                  session (401: Next.js floor), the app refusing the body after authenticating
//                  (400: + cookie decode, body read, zod, the learner re-read of a refusal), and
//                  the bare server decoding the session cookie on every request (no cache)
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
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import postgres from "postgres";
import { encode } from "next-auth/jwt"; // = @auth/core/jwt, as lib/auth/token.ts
import { summarise } from "./cpu-profile.mjs";
import {
  RESULTS_DIR,
  ROOT,
  boostPriority,
  cpuSeconds,
  formatTable,
  installExitHandlers,
  loadAverage,
  log,
  machineCpuSeconds,
  machineInfo,
  memoryOf,
  numberArg,
  percentiles,
  postgresCpuSeconds,
  preparePostgres,
  round,
  runCleanups,
  secret,
  snapshotWorkingTree,
  spawnGroup,
  startApp,
  tail,
  tempDir,
  waitForHttp,
  writeResults,
} from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    learners: { type: "string", default: "300" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    think: { type: "string", default: "0" },
    rounds: { type: "string", default: "1" },
    breakdown: { type: "boolean", default: false },
    "bare-pool": { type: "string", default: "10" },
    boost: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    snapshot: { type: "boolean", default: false },
    "app-dir": { type: "string" },
    "start-minutes": { type: "string", default: "5" },
    port: { type: "string", default: "3810" },
    "bare-port": { type: "string", default: "3811" },
    check: { type: "boolean", default: false },
    "max-minutes": { type: "string", default: "20" },
  },
});

const LEARNERS = numberArg(args.learners, "learners", { max: 5000 });
const DURATION = numberArg(args.duration, "duration", { max: 600 });
const WARMUP = numberArg(args.warmup, "warmup", { min: 0, max: 60 });
const THINK_MS = numberArg(args.think, "think", { min: 0, max: 600 }) * 1000;
const ROUNDS = numberArg(args.rounds, "rounds", { max: 10 });
const BARE_POOL = numberArg(args["bare-pool"], "bare-pool", { max: 100 });
const APP_PORT = numberArg(args.port, "port", { max: 65535 });
const BARE_PORT = numberArg(args["bare-port"], "bare-port", { max: 65535 });
const REQUEST_TIMEOUT_S = 10;
const TARGETS = { ratio: 0.5, p99Ratio: 2, p99Ms: 100, errors: 0, lost: 0 };
const SESSION_COOKIE = "anaesprep.session"; // APP_URL is http: no __Secure- prefix (lib/auth/config.ts)
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;
const PROFILE_DIR = args["cpu-prof"] ? path.join(RESULTS_DIR, `cpuprof-${new Date().toISOString().replace(/[:.]/g, "-")}`) : null;
const profileEnv = () =>
  PROFILE_DIR ? { BENCH_CPU_PROF_DIR: PROFILE_DIR, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(ROOT, "bench", "cpu-prof-preload.cjs")}`.trim() } : {};
const LOAD_MODEL = THINK_MS > 0 ? `paced: think time exponential, mean ${THINK_MS / 1000} s` : "saturation: no think time";

/**
 * What a target's requests are. `submit` saves answers (checked against the database afterwards);
 * the two others are refusals the app must answer with `expect`, to split the app's cost.
 */
const VARIANTS = {
  submit: { expect: null },
  "no-session": { expect: 401 }, // no cookie: Next.js routing + handler wrapper + JSON error
  "bad-body": { expect: 400 }, // cookie + `{}`: + decode, body read, zod error, learner re-read
};

installExitHandlers({ maxMinutes: numberArg(args["max-minutes"], "max-minutes", { max: 120 }) });

try {
  await main();
} finally {
  await runCleanups();
}

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  const pg = await preparePostgres();
  const work = tempDir("anaesprep-bench-");
  const authSecret = secret();
  const appDir = args.snapshot ? snapshotWorkingTree("/tmp/anaesprep-bench-app") : path.resolve(args["app-dir"] ?? ROOT);

  const app = await startApp({
    appDir,
    port: APP_PORT,
    databaseUrl: pg.url,
    authSecret,
    dataDir: path.join(work, "data"),
    logFile: path.join(work, "app.log"),
    extraEnv: profileEnv(),
    healthTimeoutMs: numberArg(args["start-minutes"], "start-minutes", { max: 60 }) * 60_000,
  });
  if (!app.pid) throw new Error(`no process listens on ${APP_PORT} after the app became healthy`);
  if (args.boost) {
    boostPriority(process.pid, "the load generator");
    boostPriority(pg.postmasterPid, "PostgreSQL");
    boostPriority(app.pid, "the app");
  }

  const db = postgres(pg.url, { max: 4, onnotice: () => {} });
  try {
    const learners = await prepareLearners(db, app.url, authSecret);
    const attemptIds = learners.map((learner) => learner.attemptId);
    const context = { db, learners, attemptIds, pg };

    const phases = [];
    const bareModes = ["upsert", ...(args.breakdown ? ["jwe"] : [])];
    for (let round = 1; round <= ROUNDS; round++) {
      const suffix = ROUNDS > 1 ? ` #${round}` : "";
      const appTarget = { url: app.url, pid: app.pid };
      phases.push(await runPhase(context, { ...appTarget, name: "app", label: `app (Next.js)${suffix}`, variant: "submit" }));
      if (args.breakdown) {
        phases.push(await runPhase(context, { ...appTarget, name: "app-401", label: `app: no session → 401${suffix}`, variant: "no-session" }));
        phases.push(await runPhase(context, { ...appTarget, name: "app-400", label: `app: session, body {} → 400${suffix}`, variant: "bad-body" }));
      }
      for (const mode of bareModes) {
        const bare = await startBare({ mode, databaseUrl: pg.url, authSecret, work });
        const label = { upsert: "bare (upsert)", jwe: "bare + cookie decode" }[mode] + suffix;
        phases.push(await runPhase(context, { url: bare.url, pid: bare.pid, name: mode === "upsert" ? "bare" : `bare-${mode}`, label, variant: "submit" }));
        await bare.stop();
      }
    }

    const report = buildReport(phases);
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
      phases: phases.map(({ latencies, profile, ...phase }) => ({ ...phase, ...(profile ? { profile: { file: profile.file, origins: profile.origins, functions: profile.functions } } : {}) })),
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
// Learners: rows straight into the database (no bcrypt logins), cookies minted with the app's
// secret, one attempt each started through the real API.

async function prepareLearners(db, appUrl, authSecret) {
  const t0 = Date.now();
  const quizzes = await db`select id from quizzes where deleted_at is null order by created_at, id`;
  if (quizzes.length === 0) throw new Error("no quizzes: the app did not seed the demo data");
  const run = randomUUID().slice(0, 8);
  // The hash is never checked: nobody logs in (cookies are minted below).
  const users = await db`
    insert into users ${db(Array.from({ length: LEARNERS }, (_, i) => ({ email: `bench-${run}-${i}@bench.invalid`, name: `Bench Learner ${i + 1}`, password_hash: "$2b$10$benchbenchbenchbenchbenchbenchbenchbenchbenchbenchben" })))}
    returning id, email, name`;
  const payments = await db`
    insert into payments ${db(users.map((user) => ({ user_id: user.id, is_monthly: true, amount_paisa: 50_000, transaction_id: `BENCH-${randomUUID()}`, proof_key: `proofs/bench-${randomUUID()}.png`, proof_content_type: "image/png", status: "ACCEPTED", decided_at: new Date() })))}
    returning id, user_id`;
  const now = Date.now();
  await db`
    insert into entitlements ${db(payments.map((payment) => ({ user_id: payment.user_id, subject_id: null, payment_id: payment.id, starts_at: new Date(now - 60_000), ends_at: new Date(now + 30 * 86_400_000) })))}`;

  const learners = await Promise.all(
    users.map(async (user, index) => ({
      userId: user.id,
      quizId: quizzes[index % quizzes.length].id,
      cookie: `${SESSION_COOKIE}=${await encode({ token: { sub: user.id, email: user.email, name: user.name, isAdmin: false, sv: 0 }, secret: authSecret, salt: SESSION_COOKIE, maxAge: SESSION_MAX_AGE })}`,
      cursor: 0,
    })),
  );

  // Start one attempt each through the API, 10 at a time.
  let next = 0;
  const startOne = async () => {
    while (next < learners.length) {
      const learner = learners[next++];
      const response = await fetch(`${appUrl}/api/quiz/start`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: learner.cookie },
        body: JSON.stringify({ quizId: learner.quizId }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok || !body?.data?.id) throw new Error(`POST /api/quiz/start answered ${response.status}: ${JSON.stringify(body)}`);
      learner.attemptId = body.data.id;
    }
  };
  await Promise.all(Array.from({ length: 10 }, startOne));

  const rows = await db`
    select q.quiz_id, q.id as question_id, array_agg(o.id order by o.position) as option_ids
    from questions q join options o on o.question_id = q.id
    group by q.quiz_id, q.id, q.position order by q.quiz_id, q.position`;
  const questionsByQuiz = new Map();
  for (const row of rows) {
    if (!questionsByQuiz.has(row.quiz_id)) questionsByQuiz.set(row.quiz_id, []);
    questionsByQuiz.get(row.quiz_id).push({ id: row.question_id, optionIds: row.option_ids });
  }
  for (const learner of learners) learner.questions = questionsByQuiz.get(learner.quizId) ?? [];
  if (learners.some((learner) => learner.questions.length === 0)) throw new Error("a quiz without questions");
  log(`${LEARNERS} learners ready (users, monthly-plan entitlements, cookies, one attempt each) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return learners;
}

// ---------------------------------------------------------------------------------------------
// Servers

async function startBare({ mode, databaseUrl, authSecret, work }) {
  const logFile = path.join(work, `bare-${mode}.log`);
  const bare = spawnGroup(`the bare server (${mode})`, process.execPath, [path.join(ROOT, "bench", "bare-server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(BARE_PORT), DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, BARE_MODE: mode, BARE_POOL: String(BARE_POOL), NODE_ENV: "production", ...profileEnv() },
    logFile,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${BARE_PORT}/api/health`, { timeoutMs: 30_000, isRunning: bare.isRunning, what: "the bare server" });
  } catch (error) {
    log(`bare server log:\n${tail(logFile)}`);
    throw error;
  }
  if (args.boost) boostPriority(bare.child.pid, "the bare server");
  return { ...bare, pid: bare.child.pid, url: `http://127.0.0.1:${BARE_PORT}` };
}

/** The summary of the measured window's CPU profile (bench/cpu-prof-preload.cjs writes CPU.<pid>.<n>.cpuprofile). */
async function profileOf(pid, name) {
  let file = null;
  for (let tries = 0; tries < 50 && !file; tries++) {
    file = fs.existsSync(PROFILE_DIR) ? fs.readdirSync(PROFILE_DIR).filter((name) => name.startsWith(`CPU.${pid}.`) && name.endsWith(".cpuprofile")).sort().at(-1) : null;
    if (!file) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!file) {
    log(`no CPU profile of process ${pid} in ${PROFILE_DIR}`);
    return null;
  }
  // Named after the target, so that the next window of the same process is not mistaken for this one.
  const named = path.join(PROFILE_DIR, file.replace(/^CPU\./, `${name}.`));
  fs.renameSync(path.join(PROFILE_DIR, file), named);
  return summarise(named, { top: 25 });
}

// ---------------------------------------------------------------------------------------------
// Load

/**
 * Tracks, per (attempt, question), the option of the last acknowledged (2xx) request and every
 * option whose fate is unknown (no answer, socket error, timeout, non-2xx, or still in flight at
 * the end): the stored option must be the last acknowledged one, or one of those in doubt.
 */
function newLedger() {
  return { lastAck: new Map(), doubt: new Map(), acked: 0 };
}

function addDoubt(ledger, pending) {
  if (!ledger.doubt.has(pending.key)) ledger.doubt.set(pending.key, new Set());
  ledger.doubt.get(pending.key).add(pending.optionId);
}

/** The learner's next request: next question (cycling), a random option of it. */
function nextRequest(learner, variant) {
  const question = learner.questions[learner.cursor++ % learner.questions.length];
  const optionId = question.optionIds[Math.floor(Math.random() * question.optionIds.length)];
  const headers = { "content-type": "application/json", "x-user-id": learner.userId };
  if (variant !== "no-session") headers.cookie = learner.cookie;
  const body = variant === "bad-body" ? "{}" : JSON.stringify({ quizAttemptId: learner.attemptId, questionId: question.id, optionId });
  return { headers, body, pending: variant === "submit" ? { key: `${learner.attemptId}|${question.id}`, optionId } : null };
}

/** Counts a response; for saved answers, records the acknowledgement or the doubt. */
function settle(ledger, stats, variant, pending, status) {
  const expected = VARIANTS[variant].expect;
  const good = expected === null ? status >= 200 && status < 300 : status === expected;
  if (good) stats.ok++;
  else stats.bad++;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  if (!pending) return;
  if (status >= 200 && status < 300) {
    ledger.lastAck.set(pending.key, pending.optionId);
    ledger.acked++;
  } else addDoubt(ledger, pending);
}

function newStats() {
  return { ok: 0, bad: 0, socketErrors: 0, timeouts: 0, statuses: new Map(), latencies: [], duration: 0 };
}

/**
 * Saturation: autocannon, one connection per learner, pipelining 1 (each learner waits for the
 * answer, then sends the next at once). With one request in flight per connection, a response
 * belongs to the request built just before it; a request built while the previous one is
 * unresolved means that one was lost to a timeout or a socket error.
 */
function saturate({ url, learners, seconds, ledger, variant }) {
  return new Promise((resolve, reject) => {
    const stats = newStats();
    const states = [];
    let assigned = 0;
    const instance = autocannon(
      {
        url: `${url}/api/quiz/submit`,
        method: "POST",
        connections: learners.length,
        pipelining: 1,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_S,
        setupClient(client) {
          const learner = learners[assigned++ % learners.length];
          const state = { pending: null, waiting: false };
          states.push(state);
          client.setRequests([
            {
              method: "POST",
              path: "/api/quiz/submit",
              setupRequest(request) {
                if (state.waiting && state.pending) addDoubt(ledger, state.pending);
                const next = nextRequest(learner, variant);
                state.pending = next.pending;
                state.waiting = true;
                return { ...request, headers: { ...request.headers, ...next.headers }, body: next.body };
              },
              onResponse(status) {
                state.waiting = false;
                settle(ledger, stats, variant, state.pending, status);
                state.pending = null;
              },
            },
          ]);
        },
      },
      (error, result) => {
        for (const state of states) if (state.waiting && state.pending) addDoubt(ledger, state.pending); // in flight at the stop
        if (error) return reject(error);
        stats.socketErrors = result.errors;
        stats.timeouts = result.timeouts;
        stats.duration = result.duration;
        resolve(stats);
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => stats.latencies.push(responseTime));
  });
}

/**
 * Paced learners (--think): each learner, on its own keep-alive connection, sends an answer,
 * waits for the reply, thinks (exponential, mean THINK_MS, at most 5× the mean), and goes on,
 * until the time is up; starts are spread over one think time. Bounded by time and by the
 * request timeout.
 */
async function pace({ url, learners, seconds, ledger, variant }) {
  const stats = newStats();
  const { hostname, port } = new URL(url);
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline - Date.now()))));
  const think = () => Math.min(5 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS);
  const send = (agent, next) =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      let done = false;
      const failed = (error) => {
        if (done) return;
        done = true;
        if (error?.code === "BENCH_TIMEOUT") stats.timeouts++;
        stats.socketErrors++;
        if (next.pending) addDoubt(ledger, next.pending);
        resolve();
      };
      const request = http.request({ host: hostname, port, method: "POST", path: "/api/quiz/submit", agent, headers: { ...next.headers, "content-length": Buffer.byteLength(next.body) }, timeout: REQUEST_TIMEOUT_S * 1000 }, (response) => {
        response.on("error", failed);
        response.on("end", () => {
          if (done) return;
          done = true;
          stats.latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          settle(ledger, stats, variant, next.pending, response.statusCode);
          resolve();
        });
        response.resume();
      });
      request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "BENCH_TIMEOUT" })));
      request.on("error", failed);
      request.end(next.body);
    });
  const agents = [];
  await Promise.all(
    learners.map(async (learner) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      await sleep(Math.random() * THINK_MS);
      while (Date.now() < deadline) {
        await send(agent, nextRequest(learner, variant));
        await sleep(think());
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  stats.duration = (Date.now() - started) / 1000;
  return stats;
}

/** Compares the stored answers with the ledger: lost = an acknowledged answer not stored as sent. */
async function verify(db, attemptIds, ledger) {
  const rows = await db`select attempt_id, question_id, option_id from answers where attempt_id = any(${attemptIds}::uuid[])`;
  const stored = new Map(rows.map((row) => [`${row.attempt_id}|${row.question_id}`, row.option_id]));
  let lost = 0;
  let matched = 0;
  let inDoubt = 0;
  for (const [key, optionId] of ledger.lastAck) {
    const value = stored.get(key);
    if (value === optionId) matched++;
    else if (value !== undefined && ledger.doubt.get(key)?.has(value)) inDoubt++;
    else lost++;
  }
  return { ackedRequests: ledger.acked, ackedKeys: ledger.lastAck.size, storedRows: rows.length, matched, inDoubt, lost };
}

/** Transactions committed in the bench database so far (one per statement outside a transaction). */
async function transactions(db) {
  await db`select pg_stat_clear_snapshot()`;
  const [row] = await db`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`;
  return Number(row.n);
}

async function resetAnswers(db, attemptIds) {
  await db`delete from answers where attempt_id = any(${attemptIds}::uuid[])`;
  await db.unsafe("vacuum analyze answers");
}

async function runPhase({ db, learners, attemptIds, pg }, target) {
  const drive = THINK_MS > 0 ? pace : saturate;
  const run = (seconds, ledger) => drive({ url: target.url, learners, seconds, ledger, variant: target.variant });
  if (WARMUP > 0) {
    log(`${target.label}: warm-up ${WARMUP} s with ${LEARNERS} learners`);
    await run(WARMUP, newLedger());
  }
  await resetAnswers(db, attemptIds);
  const ledger = newLedger();
  log(`${target.label}: measuring ${DURATION} s with ${LEARNERS} learners (${LOAD_MODEL})`);
  const transactionsBefore = await transactions(db);
  const before = { server: cpuSeconds(target.pid), postgres: postgresCpuSeconds(pg.postmasterPid), loadgen: process.cpuUsage(), machine: machineCpuSeconds() };
  if (PROFILE_DIR) process.kill(target.pid, "SIGUSR2"); // bench/cpu-prof-preload.cjs: start profiling
  const stats = await run(DURATION, ledger);
  if (PROFILE_DIR) process.kill(target.pid, "SIGUSR2"); // stop and write
  const loadgenUsage = process.cpuUsage(before.loadgen);
  const machine = machineCpuSeconds();
  const cpu = {
    server: cpuSeconds(target.pid) - before.server,
    postgres: pg.postmasterPid ? postgresCpuSeconds(pg.postmasterPid) - before.postgres : null,
    loadgen: (loadgenUsage.user + loadgenUsage.system) / 1e6,
    machineBusy: machine.busy - before.machine.busy,
    machineTotal: machine.total - before.machine.total,
  };
  cpu.other = cpu.machineBusy - cpu.server - (cpu.postgres ?? 0) - cpu.loadgen;
  const memory = memoryOf(target.pid);
  // Let the requests still in flight at the stop finish, and PostgreSQL flush its statistics.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const check = target.variant === "submit" ? await verify(db, attemptIds, ledger) : null;
  // Our own statements in between: the `transactions` reads themselves (2) and verify (1).
  const serverTransactions = (await transactions(db)) - transactionsBefore - (check ? 3 : 2);
  const errors = stats.bad + stats.socketErrors;
  const latency = percentiles(stats.latencies);
  const perOk = (seconds) => (stats.ok && seconds !== null ? (seconds * 1000) / stats.ok : null);
  const phase = {
    name: target.name,
    label: target.label,
    variant: target.variant,
    answersPerSecond: stats.ok / stats.duration,
    requests: stats.latencies.length,
    ok: stats.ok,
    errors,
    unexpectedStatus: stats.bad,
    socketErrors: stats.socketErrors,
    timeouts: stats.timeouts,
    statusCodes: Object.fromEntries(stats.statuses),
    latencyMs: { p50: latency.p50, p95: latency.p95, p99: latency.p99, max: latency.max, mean: latency.mean },
    check,
    memory: memory ? { peakMb: memory.peakKb / 1024, rssMb: memory.rssKb / 1024 } : null,
    elapsedSeconds: stats.duration,
    cpuSeconds: cpu,
    cpuMsPerAnswer: { server: perOk(cpu.server), postgres: perOk(cpu.postgres), loadgen: perOk(cpu.loadgen), other: perOk(cpu.other) },
    serverCpuShare: cpu.server / stats.duration,
    postgresTransactionsPerRequest: stats.latencies.length ? serverTransactions / stats.latencies.length : null,
    loadAverage: loadAverage(),
    latencies: stats.latencies,
  };
  if (PROFILE_DIR) phase.profile = await profileOf(target.pid, target.name);
  log(`${target.label}: ${round(phase.answersPerSecond, 0)}/s, p99 ${round(latency.p99)} ms, ${errors} errors${check ? `, ${check.lost} lost` : ""}`);
  if (errors > 0) log(`${target.label}: status codes ${JSON.stringify(phase.statusCodes)}, socket errors ${stats.socketErrors} (timeouts ${stats.timeouts})`);
  return phase;
}

// ---------------------------------------------------------------------------------------------
// Report

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One target over the rounds: medians of rates and latencies, sums of errors and losses. */
function combine(phases, name) {
  const runs = phases.filter((phase) => phase.name === name);
  return {
    answersPerSecond: median(runs.map((run) => run.answersPerSecond)),
    latencyMs: { p50: median(runs.map((run) => run.latencyMs.p50)), p95: median(runs.map((run) => run.latencyMs.p95)), p99: median(runs.map((run) => run.latencyMs.p99)) },
    cpuMsServer: median(runs.map((run) => run.cpuMsPerAnswer.server ?? NaN)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    lost: runs.reduce((sum, run) => sum + (run.check?.lost ?? 0), 0),
    peakMb: Math.max(...runs.map((run) => run.memory?.peakMb ?? 0)),
  };
}

function buildReport(phases) {
  const app = combine(phases, "app");
  const bare = combine(phases, "bare");
  const rows = phases.map((phase) => [
    phase.label,
    round(phase.answersPerSecond, 0),
    round(phase.latencyMs.p50),
    round(phase.latencyMs.p95),
    round(phase.latencyMs.p99),
    phase.errors,
    phase.check ? phase.check.ackedRequests : "–",
    phase.check ? `${phase.check.matched + phase.check.inDoubt}/${phase.check.ackedKeys}` : "–",
    phase.check ? phase.check.lost : "–",
    round(phase.memory?.peakMb, 0),
    round(phase.cpuMsPerAnswer.server, 2),
    round(phase.cpuMsPerAnswer.postgres, 2),
    round(phase.cpuMsPerAnswer.loadgen, 2),
    round(phase.cpuMsPerAnswer.other, 2),
    round(phase.postgresTransactionsPerRequest, 2),
  ]);
  const table = formatTable(
    ["target", "answers/s", "p50 ms", "p95 ms", "p99 ms", "errors", "acked", "stored ok", "lost", "peak MB", "CPU ms/ans server", "postgres", "loadgen", "other", "PG xact/req"],
    rows,
  );
  const ratios = {
    throughput: app.answersPerSecond / bare.answersPerSecond,
    p99: app.latencyMs.p99 / bare.latencyMs.p99,
    serverCpuPerAnswer: app.cpuMsServer / bare.cpuMsServer,
  };
  // Saturation measures capacity: throughput and p99 against the bare stack. There, 300 connections
  // answering back-to-back queue at any server (p99 ≈ 300 / throughput, bare included), so the
  // absolute p99 target is judged on paced learners (--think), as people answer.
  const saturation = THINK_MS === 0;
  const skipped = (target, why) => ({ target, value: why, pass: true, skipped: true });
  const verdicts = [
    saturation
      ? { target: `throughput app/bare ≥ ${TARGETS.ratio}`, value: round(ratios.throughput, 2), pass: ratios.throughput >= TARGETS.ratio }
      : skipped(`throughput app/bare ≥ ${TARGETS.ratio}`, "n/a (paced: both answer the offered rate)"),
    saturation
      ? { target: `p99 app/bare ≤ ${TARGETS.p99Ratio}`, value: round(ratios.p99, 2), pass: ratios.p99 <= TARGETS.p99Ratio }
      : skipped(`p99 app/bare ≤ ${TARGETS.p99Ratio}`, "n/a (paced)"),
    saturation
      ? skipped(`app p99 < ${TARGETS.p99Ms} ms at ${LEARNERS} learners`, `${round(app.latencyMs.p99)} ms (saturation: queueing; judged paced, --think)`)
      : { target: `app p99 < ${TARGETS.p99Ms} ms at ${LEARNERS} paced learners`, value: `${round(app.latencyMs.p99)} ms`, pass: app.latencyMs.p99 < TARGETS.p99Ms },
    { target: "app errors = 0", value: app.errors, pass: app.errors === TARGETS.errors },
    { target: "app lost answers = 0", value: app.lost, pass: app.lost === TARGETS.lost },
  ];
  const medians =
    ROUNDS > 1
      ? [
          `medians over ${ROUNDS} rounds (errors and lost: sums)`,
          "",
          formatTable(
            ["target", "answers/s", "p50 ms", "p95 ms", "p99 ms", "errors", "lost", "peak MB"],
            [...new Set(phases.map((phase) => phase.name))].map((name) => {
              const combined = combine(phases, name);
              return [name, round(combined.answersPerSecond, 0), round(combined.latencyMs.p50), round(combined.latencyMs.p95), round(combined.latencyMs.p99), combined.errors, combined.lost, round(combined.peakMb, 0)];
            }),
          ),
          "",
        ]
      : [];
  const text = [
    "",
    `Exam day: ${LEARNERS} learners (connections), ${LOAD_MODEL}, ${DURATION} s measured after ${WARMUP} s warm-up, POST /api/quiz/submit${args.boost ? ", --boost" : ""}`,
    "",
    table,
    "",
    ...medians,
    `ratio app/bare: throughput ${round(ratios.throughput, 2)}, p99 ${round(ratios.p99, 2)}, server CPU per answer ${round(ratios.serverCpuPerAnswer, 1)}   (app p99 ${round(app.latencyMs.p99)} ms, bare p99 ${round(bare.latencyMs.p99)} ms)`,
    `machine: load average at end ${loadAverage().join(" ")} ("other" = CPU of processes outside this benchmark, per answer)`,
    "",
    formatTable(["target", "measured", "verdict"], verdicts.map((verdict) => [verdict.target, verdict.value, verdict.skipped ? "–" : verdict.pass ? "PASS" : "FAIL"])),
  ].join("\n");
  return { text, ratios, verdicts };
}
