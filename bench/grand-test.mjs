#!/usr/bin/env node
// Grand test day (docs/rules.md, "Grand tests"): N candidates, each signed in before the window, press Start within
// the first minute of opensAt, fetch the paper and their marks on it, answer every question with think time and end;
// then the test closes and the closing job finalises and ranks everyone; a results read sent at that
// instant answers at once (503 + Retry-After while the job runs: reads never wait for it), and the
// reads after it are timed. On real PostgreSQL against the production server. See docs/benchmarks.md.
//
//   node bench/grand-test.mjs [--candidates 1000] [--questions 100] [--speed 20] [--start-window 60]
//                             [--open-percent 2] [--boost] [--snapshot | --app-dir DIR] [--check]
//
//   --speed F         think time between answers: exponential, mean 20 s / F (default 20: 1 s)
//   --start-window S  starts spread uniformly over the first S seconds after opensAt (default 60)
//   --open-percent P  candidates who never press End (default 2): the closing job ends them
//   --answers N       each candidate answers the first N questions of the paper, then ends (default: all)
//   --marks           each candidate also strikes an option of every question they answer and highlights every
//                     other stem, then opens the paper again before the end (its marks: one request)
//   --hog N           N busy-loop processes beside the load, for its length (default 0): a busy neighbour
//   --skip-results    stop after the load (no close, no results reads): for sweeps
//   --pg-port P, --pg-dir DIR  the private PostgreSQL cluster's port and folder (default 55439, /tmp/anaesprep-bench-pg)
//   LOAD_GATE_*       passed to the app (docs/operations.md): LOAD_GATE_CONCURRENCY=0 runs without the gate
//   DATABASE_URL      a PostgreSQL server to use (database anaesprep_bench is dropped and created)
import path from "node:path";
import postgres from "postgres";
import { createAccounts } from "./exam-day/learners.mjs";
import { newLedger, verify } from "./exam-day/load.mjs";
import { newStats, sitPaper } from "./grand-test/candidate.mjs";
import { closeAndRead, createPaper } from "./grand-test/day.mjs";
import { startCpuHogs } from "./grand-test/hog.mjs";
import { requestFigures, requestTable } from "./grand-test/report.mjs";
import {
  cpuSeconds,
  formatTable,
  log,
  machineInfo,
  memoryOf,
  numberArg,
  percentiles,
  postgresCpuSeconds,
  preparePostgres,
  round,
  secret,
  tempDir,
  uptime,
  writeResults,
} from "./lib.mjs";
import { appBenchArgs, boostAll, runBench, startBenchApp } from "./lib-app.mjs";

const args = appBenchArgs(
  {
    candidates: { type: "string", default: "1000" },
    questions: { type: "string", default: "100" },
    speed: { type: "string", default: "20" },
    "start-window": { type: "string", default: "60" },
    "open-percent": { type: "string", default: "2" },
    answers: { type: "string" },
    marks: { type: "boolean", default: false },
    hog: { type: "string", default: "0" },
    "skip-results": { type: "boolean", default: false },
    "pg-port": { type: "string", default: "55439" },
    "pg-dir": { type: "string", default: "/tmp/anaesprep-bench-pg" },
  },
  { port: 3812, maxMinutes: 30 },
);

const CANDIDATES = numberArg(args.candidates, "candidates", { max: 5000 });
const QUESTIONS = numberArg(args.questions, "questions", { max: 300 });
const SPEED = numberArg(args.speed, "speed", { max: 1000 });
const START_WINDOW_MS = numberArg(args["start-window"], "start-window", { max: 600 }) * 1000;
const OPEN_PERCENT = numberArg(args["open-percent"], "open-percent", { min: 0, max: 100 });
const ANSWERS = args.answers === undefined ? QUESTIONS : numberArg(args.answers, "answers", { max: QUESTIONS });
const HOGS = numberArg(args.hog, "hog", { min: 0, max: 8 });
const THINK_MEAN_MS = 20_000 / SPEED;
const GATE = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("LOAD_GATE_")));
const LEAD_MS = 10_000; // the window opens this long after everyone is signed in
const TARGETS = { errors: 0, lost: 0, startP99Ms: 1000, answerP99Ms: 100, resultsMs: 500 };

await runBench(args, main);

async function main() {
  const startedAt = new Date();
  const machine = { ...machineInfo(), uptime: uptime() };
  log(`uptime at start: ${machine.uptime}`);
  const pg = await preparePostgres({ pgDir: args["pg-dir"], pgPort: numberArg(args["pg-port"], "pg-port", { max: 65535 }) });
  const work = tempDir("anaesprep-grand-bench-");
  const authSecret = secret();
  const app = await startBenchApp(args, { databaseUrl: pg.url, authSecret, work });
  boostAll(args, [
    [process.pid, "the load generator"],
    [pg.postmasterPid, "PostgreSQL"],
    [app.pid, "the app"],
  ]);

  const db = postgres(pg.url, { max: 4, onnotice: () => {} });
  try {
    const candidates = await createAccounts({ db, authSecret, count: CANDIDATES });
    const quizId = await createPaper(db, QUESTIONS);
    const [{ opens }] =
      await db`update quizzes set opens_at = now() + ${`${LEAD_MS} milliseconds`}::interval where id = ${quizId} returning opens_at as opens`;
    const opensAt = opens.getTime();
    log(
      `${CANDIDATES} candidates signed in; ${QUESTIONS} questions; the window opens in ${LEAD_MS / 1000} s; think mean ${THINK_MEAN_MS} ms`,
    );

    const stats = newStats();
    const ledger = newLedger();
    const cpu0 = { app: cpuSeconds(app.pid), pg: postgresCpuSeconds(pg.postmasterPid) };
    const hogs = startCpuHogs(HOGS, { maxMs: LEAD_MS + START_WINDOW_MS + ANSWERS * THINK_MEAN_MS * 3 + 120_000, work });
    const t0 = Date.now();
    const leaveOpen = Math.round((CANDIDATES * OPEN_PERCENT) / 100);
    await Promise.all(
      candidates.map((candidate, index) =>
        sitPaper({
          appUrl: app.url,
          candidate,
          quizId,
          startAt: opensAt + Math.random() * START_WINDOW_MS,
          burstEndsAt: opensAt + START_WINDOW_MS,
          thinkMeanMs: THINK_MEAN_MS,
          answers: ANSWERS,
          leaveOpen: index < leaveOpen,
          marks: args.marks,
          stats,
          ledger,
        }),
      ),
    );
    const loadSeconds = (Date.now() - t0) / 1000;
    await hogs.stop();
    const loadAtEnd = uptime();
    const cpu = { app: cpuSeconds(app.pid) - cpu0.app, pg: postgresCpuSeconds(pg.postmasterPid) - cpu0.pg };
    const stored = await verify(
      db,
      candidates.flatMap((candidate) => (candidate.attemptId ? [candidate.attemptId] : [])),
      ledger,
    );

    const results = args["skip-results"]
      ? { openedMs: null, firstMs: null, nextMs: null }
      : await closeAndRead(db, app.url, candidates, quizId);
    const [{ participants, ranked, started }] =
      await db`select count(*)::int as participants, count(rank)::int as ranked, count(distinct user_id)::int as started from attempts where quiz_id = ${quizId}`;
    const requests = requestFigures(stats);
    const report = {
      requests,
      startMs: requests.start.ms,
      answerDuringBurstMs: requests.answerDuringBurst.ms,
      refusedMs: percentiles(stats.refusedMs),
      startToPaperMs: percentiles(stats.startToPaper),
      started,
      errors: Object.fromEntries(stats.errors),
      errorCount: [...stats.errors.values()].reduce((sum, n) => sum + n, 0),
      stored,
      results: { ...results, participants, ranked },
      cpuSeconds: { app: round(cpu.app), postgres: round(cpu.pg), loadSeconds: round(loadSeconds) },
      appMemoryPeakMb: round((memoryOf(app.pid)?.peakKb ?? NaN) / 1024),
    };
    const verdicts = [
      ["errors", report.errorCount, TARGETS.errors, report.errorCount <= TARGETS.errors],
      ["lost answers", stored.lost, TARGETS.lost, stored.lost <= TARGETS.lost],
      ["candidates started", started, CANDIDATES, started === CANDIDATES],
      ["start p99 ms", round(report.startMs.p99), TARGETS.startP99Ms, report.startMs.p99 <= TARGETS.startP99Ms],
      [
        "answer p99 ms (starts arriving)",
        round(report.answerDuringBurstMs.p99),
        TARGETS.answerP99Ms,
        report.answerDuringBurstMs.p99 <= TARGETS.answerP99Ms,
      ],
      ...(results.openedMs === null
        ? []
        : [["results open ms (after due)", round(results.openedMs), TARGETS.resultsMs, results.openedMs <= TARGETS.resultsMs]]),
    ].map(([name, value, target, pass]) => ({ name, value, target, pass }));
    const offered = (CANDIDATES * 1000) / THINK_MEAN_MS;
    console.log(
      `\nGrand test: ${CANDIDATES} candidates × ${QUESTIONS} questions (${ANSWERS} answered each${args.marks ? ", with strikes and highlights" : ""}), think mean ${THINK_MEAN_MS} ms (≈ ${round(offered, 0)} answers/s offered), starts over ${START_WINDOW_MS / 1000} s, ${HOGS} CPU hog(s), gate ${JSON.stringify(GATE)}`,
    );
    console.log(requestTable(requests));
    const answeredAt = stats.answeredAt.sort((a, b) => a - b);
    report.answersPerSecond = answeredAt.length / Math.max(0.001, (answeredAt.at(-1) - answeredAt[0]) / 1000);
    console.log(`accepted answers per second, first to last: ${round(report.answersPerSecond, 0)} (offered ${round(offered, 0)})`);
    console.log(
      `Start pressed to paper received (503s retried): p50 ${round(report.startToPaperMs.p50)} ms, p99 ${round(report.startToPaperMs.p99)} ms`,
    );
    console.log(`refused answers' own time: p50 ${round(report.refusedMs.p50)} ms, p99 ${round(report.refusedMs.p99)} ms`);
    console.log(`errors: ${report.errorCount} ${JSON.stringify(report.errors)}; candidates started ${started} of ${CANDIDATES}`);
    console.log(
      `acknowledged answers ${stored.ackedKeys}, stored ${stored.storedRows}, matched ${stored.matched}, in doubt ${stored.inDoubt}, lost ${stored.lost}`,
    );
    if (results.openedMs !== null)
      console.log(
        `results: a read at the due instant answered ${results.atDueStatus} in ${round(results.atDueMs)} ms; open ${round(results.openedMs)} ms after it (finalises ${leaveOpen} open attempts, ranks ${ranked}/${participants}); then first read ${round(results.firstMs)} ms, next ${round(results.nextMs)} ms`,
      );
    console.log(
      `CPU during the load (${round(loadSeconds)} s): app ${round(cpu.app)} s, PostgreSQL ${round(cpu.pg)} s; app peak memory ${report.appMemoryPeakMb} MB`,
    );
    console.log(`uptime at start: ${machine.uptime}\nuptime at the load's end: ${loadAtEnd}`);
    console.log(
      formatTable(
        ["target", "value", "limit", "pass"],
        verdicts.map((v) => [v.name, v.value, v.target, v.pass ? "yes" : "NO"]),
      ),
    );
    const file = writeResults("grand-test", {
      benchmark: "grand-test",
      startedAt,
      finishedAt: new Date(),
      machine: { ...machine, uptimeAtEnd: loadAtEnd },
      settings: {
        candidates: CANDIDATES,
        questions: QUESTIONS,
        answers: ANSWERS,
        marks: args.marks,
        speed: SPEED,
        thinkMeanMs: THINK_MEAN_MS,
        offeredAnswersPerSecond: offered,
        startWindowS: START_WINDOW_MS / 1000,
        leftOpen: leaveOpen,
        hogs: HOGS,
        gate: GATE,
        boost: args.boost,
      },
      targets: TARGETS,
      report,
      verdicts,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
    if (args.check && verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } finally {
    await db.end({ timeout: 5 });
  }
}
