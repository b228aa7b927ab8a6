#!/usr/bin/env node
// Several instances (docs/operations.md, "Several instances"): the grand-test day of
// bench/grand-test.mjs across N production servers (`npm start`, built once) on one PostgreSQL
// and one S3 store, behind nginx running deploy/nginx.conf as it is (TRUST_PROXY_HOPS=1). In the
// middle of the answers one instance gets SIGTERM and is started again (a rolling deploy); the
// candidates whose requests were cut send them again, as the quiz screen does. Reports per
// instance (from nginx's log: which instance answered what) and in total. See docs/benchmarks.md.
//
//   node bench/instances.mjs [--instances 3] [--candidates 1000] [--questions 100] [--speed 20]
//                            [--start-window 60] [--restart-after S] [--no-restart] [--shared-folder]
//                            [--port 3830] [--pg-port 55441] [--s3-port 3840] [--check]
//
//   --restart-after S  seconds after the window opens at which instance 2 gets SIGTERM (default:
//                      the start window plus 15 s, while everyone answers)
//   --shared-folder    no S3: one DATA_DIR for every instance, declared shared (SHARED_UPLOADS_FOLDER=1);
//                      the default starts a throwaway Ceph radosgw (scripts/ci/s3.sh)
//   --port P           nginx listens on P, the instances on P+1…P+N
import path from "node:path";
import postgres from "postgres";
import { createAccounts } from "./exam-day/learners.mjs";
import { newLedger, verify } from "./exam-day/load.mjs";
import { newStats, sitPaper } from "./grand-test/candidate.mjs";
import { closeAndRead, createPaper } from "./grand-test/day.mjs";
import { requestFigures, requestTable } from "./grand-test/report.mjs";
import { perInstance, startNginx } from "./instances/proxy.mjs";
import { startS3 } from "./instances/s3.mjs";
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
import { appBenchArgs, appDirOf, runBench } from "./lib-app.mjs";
import { startInstance } from "./instances/instance.mjs";

const args = appBenchArgs(
  {
    instances: { type: "string", default: "3" },
    candidates: { type: "string", default: "1000" },
    questions: { type: "string", default: "100" },
    speed: { type: "string", default: "20" },
    "start-window": { type: "string", default: "60" },
    "open-percent": { type: "string", default: "2" },
    "restart-after": { type: "string" },
    "no-restart": { type: "boolean", default: false },
    "shared-folder": { type: "boolean", default: false },
    "pg-port": { type: "string", default: "55441" },
    "pg-dir": { type: "string", default: "/tmp/anaesprep-bench-instances-pg" },
    "s3-port": { type: "string", default: "3840" },
  },
  { port: 3830, maxMinutes: 40, boost: false },
);

const INSTANCES = numberArg(args.instances, "instances", { max: 8 });
const CANDIDATES = numberArg(args.candidates, "candidates", { max: 5000 });
const QUESTIONS = numberArg(args.questions, "questions", { max: 300 });
const SPEED = numberArg(args.speed, "speed", { max: 1000 });
const START_WINDOW_MS = numberArg(args["start-window"], "start-window", { max: 600 }) * 1000;
const OPEN_PERCENT = numberArg(args["open-percent"], "open-percent", { min: 0, max: 100 });
const RESTART_AFTER_MS = args["restart-after"]
  ? numberArg(args["restart-after"], "restart-after", { max: 3600 }) * 1000
  : START_WINDOW_MS + 15_000;
const THINK_MEAN_MS = 20_000 / SPEED;
const PORT = numberArg(args.port, "port", { max: 65535 });
const LEAD_MS = 10_000;
const TARGETS = { errors: 0, lost: 0, startP99Ms: 1000, answerP99Ms: 100, startToPaperP99Ms: 5000, resultsMs: 500 };

await runBench(args, main, { maxMinutesLimit: 120 });

async function main() {
  const startedAt = new Date();
  const machine = { ...machineInfo(), uptime: uptime() };
  const pg = await preparePostgres({ pgDir: args["pg-dir"], pgPort: numberArg(args["pg-port"], "pg-port", { max: 65535 }) });
  const work = tempDir("anaesprep-instances-bench-");
  const storage = args["shared-folder"]
    ? { env: { SHARED_UPLOADS_FOLDER: "1" }, label: `one shared folder (${path.join(work, "data")})` }
    : { env: startS3(numberArg(args["s3-port"], "s3-port", { max: 65535 })), label: "S3 (Ceph radosgw)" };
  const proxyUrl = `http://127.0.0.1:${PORT}`;
  const shared = {
    appDir: appDirOf(args),
    databaseUrl: pg.url,
    authSecret: secret(),
    work,
    sharedFolder: args["shared-folder"],
    healthTimeoutMs: numberArg(args["start-minutes"], "start-minutes", { max: 60 }) * 60_000,
    env: { ...storage.env, TRUST_PROXY_HOPS: "1", INSTANCES: String(INSTANCES), APP_URL: proxyUrl },
  };
  // The first builds when the build is stale (scripts/start.mjs); the others start from that build together.
  const instances = [await startInstance(shared, 1, PORT + 1)];
  instances.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, (_, i) => startInstance(shared, i + 2, PORT + 2 + i)))));
  const nginx = await startNginx({ port: PORT, upstreams: instances.map((instance) => instance.port), work });
  log(`${INSTANCES} instances on ${storage.label} behind nginx on ${proxyUrl}`);

  const db = postgres(pg.url, { max: 4, onnotice: () => {} });
  try {
    const candidates = await createAccounts({ db, authSecret: shared.authSecret, count: CANDIDATES });
    const quizId = await createPaper(db, QUESTIONS);
    const [{ opens }] =
      await db`update quizzes set opens_at = now() + ${`${LEAD_MS} milliseconds`}::interval where id = ${quizId} returning opens_at as opens`;
    const opensAt = opens.getTime();
    log(`${CANDIDATES} candidates; ${QUESTIONS} questions; the window opens in ${LEAD_MS / 1000} s; think mean ${THINK_MEAN_MS} ms`);

    const stats = newStats();
    const ledger = newLedger();
    const t0 = Date.now();
    const loadCpu0 = process.cpuUsage();
    const leaveOpen = Math.round((CANDIDATES * OPEN_PERCENT) / 100);
    const restart = args["no-restart"] ? Promise.resolve(null) : rollingRestart(instances[Math.min(1, INSTANCES - 1)], opensAt);
    await Promise.all(
      candidates.map((candidate, index) =>
        sitPaper({
          appUrl: proxyUrl,
          candidate,
          quizId,
          startAt: opensAt + Math.random() * START_WINDOW_MS,
          burstEndsAt: opensAt + START_WINDOW_MS,
          thinkMeanMs: THINK_MEAN_MS,
          answers: QUESTIONS,
          leaveOpen: index < leaveOpen,
          stats,
          ledger,
          retryCut: true,
        }),
      ),
    );
    const restarted = await restart;
    const loadSeconds = (Date.now() - t0) / 1000;
    const { user, system } = process.cpuUsage(loadCpu0);
    const cpu = instances.map((instance) => instance.cpuSeconds());
    const stored = await verify(
      db,
      candidates.flatMap((candidate) => (candidate.attemptId ? [candidate.attemptId] : [])),
      ledger,
    );
    const results = await closeAndRead(db, proxyUrl, candidates, quizId);
    const [once] = await db`
      select (select count(*)::int from attempts where quiz_id = ${quizId}) as participants,
        (select count(rank)::int from attempts where quiz_id = ${quizId}) as ranked,
        (select count(distinct user_id)::int from attempts where quiz_id = ${quizId}) as started,
        (select count(*)::int from mail_jobs where dedupe_key like ${`grand-test-results:${quizId}:%`}) as "resultsMails",
        (select count(*)::int from mail_jobs where dedupe_key like ${`grand-test-results:${quizId}:%`} and tries > 1) as "mailsTriedTwice"`;
    const requests = requestFigures(stats);
    const byInstance = perInstance(nginx.logFile, instances, cpu, opensAt + START_WINDOW_MS);
    const report = {
      requests,
      startToPaperMs: percentiles(stats.startToPaper),
      cut: stats.cut,
      errors: Object.fromEntries(stats.errors),
      errorCount: [...stats.errors.values()].reduce((sum, n) => sum + n, 0),
      stored,
      results: { ...results, ...once },
      restart: restarted,
      perInstance: byInstance,
      answerDuringBurstAtNginxMs: byInstance.answerDuringBurstMs,
      cpuSeconds: {
        instances: round(cpu.reduce((a, b) => a + b, 0)),
        nginx: round(nginx.cpuSeconds()),
        loadGenerator: round((user + system) / 1e6),
        loadSeconds: round(loadSeconds),
      },
    };
    const verdicts = [
      ["errors", report.errorCount, TARGETS.errors, report.errorCount <= TARGETS.errors],
      ["lost acknowledged answers", stored.lost, TARGETS.lost, stored.lost <= TARGETS.lost],
      ["candidates started", once.started, CANDIDATES, once.started === CANDIDATES],
      ["start p99 ms", round(requests.start.ms.p99), TARGETS.startP99Ms, requests.start.ms.p99 <= TARGETS.startP99Ms],
      [
        "answer p99 ms (starts arriving)",
        round(requests.answerDuringBurst.ms.p99),
        TARGETS.answerP99Ms,
        requests.answerDuringBurst.ms.p99 <= TARGETS.answerP99Ms,
      ],
      [
        "Start to paper p99 ms (retries in)",
        round(report.startToPaperMs.p99),
        TARGETS.startToPaperP99Ms,
        report.startToPaperMs.p99 <= TARGETS.startToPaperP99Ms,
      ],
      ["results open ms (after due)", round(results.openedMs), TARGETS.resultsMs, results.openedMs <= TARGETS.resultsMs],
      ["ranked once: ranked = participants", once.ranked, once.participants, once.ranked === once.participants],
      [
        "results mails (one each, none sent twice)",
        `${once.resultsMails} / ${once.mailsTriedTwice}`,
        `${once.participants} / 0`,
        once.resultsMails === once.participants && once.mailsTriedTwice === 0,
      ],
    ].map(([name, value, target, pass]) => ({ name, value, target, pass }));

    console.log(
      `\n${INSTANCES} instances behind nginx, ${storage.label}: ${CANDIDATES} candidates × ${QUESTIONS} questions, think mean ${THINK_MEAN_MS} ms, starts over ${START_WINDOW_MS / 1000} s`,
    );
    console.log(requestTable(requests));
    console.log(
      `Start pressed to paper received (503s and cut requests retried): p50 ${round(report.startToPaperMs.p50)} ms, p99 ${round(report.startToPaperMs.p99)} ms`,
    );
    console.log(
      `requests cut off and sent again: ${JSON.stringify(stats.cut)}; errors ${report.errorCount} ${JSON.stringify(report.errors)}`,
    );
    console.log(
      `acknowledged answers ${stored.ackedKeys}, stored ${stored.storedRows}, matched ${stored.matched}, in doubt ${stored.inDoubt}, lost ${stored.lost}`,
    );
    if (restarted)
      console.log(
        `rolling restart of instance ${restarted.instance}: SIGTERM at ${restarted.atS} s after the window opened, exited in ${restarted.stopMs} ms, healthy again ${restarted.backMs} ms later`,
      );
    console.log(
      `results: open ${round(results.openedMs)} ms after due; ranked ${once.ranked}/${once.participants}; results mails ${once.resultsMails}, tried twice ${once.mailsTriedTwice}`,
    );
    console.log(
      formatTable(
        ["instance", "lives", "starts", "papers", "answers", "start p99 ms", "answer p99 ms", "503", "5xx", "CPU s"],
        byInstance.map((row) => [
          row.instance,
          row.lives,
          row.starts,
          row.papers,
          row.answers,
          round(row.startP99Ms),
          round(row.answerP99Ms),
          row.refused,
          row.errors,
          round(row.cpuSeconds),
        ]),
      ),
    );
    console.log(
      `nginx retried ${byInstance.retriedByNginx ?? 0} request(s) on another instance; CPU: instances ${report.cpuSeconds.instances} s, nginx ${report.cpuSeconds.nginx} s, load generator ${report.cpuSeconds.loadGenerator} s over ${report.cpuSeconds.loadSeconds} s`,
    );
    console.log(
      `answers while the starts arrive, timed by nginx (first byte in to last byte out): p50 ${round(byInstance.answerDuringBurstMs.p50)} ms, p99 ${round(byInstance.answerDuringBurstMs.p99)} ms`,
    );
    console.log(
      formatTable(
        ["target", "value", "limit", "pass"],
        verdicts.map((v) => [v.name, v.value, v.target, v.pass ? "yes" : "NO"]),
      ),
    );
    const file = writeResults("instances", {
      benchmark: "instances",
      startedAt,
      finishedAt: new Date(),
      machine: { ...machine, uptimeAtEnd: uptime() },
      settings: {
        instances: INSTANCES,
        candidates: CANDIDATES,
        questions: QUESTIONS,
        speed: SPEED,
        startWindowS: START_WINDOW_MS / 1000,
        storage: storage.label,
        restartAfterS: RESTART_AFTER_MS / 1000,
      },
      targets: TARGETS,
      report,
      verdicts,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}; nginx log ${nginx.logFile}`);
    if (args.check && verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** RESTART_AFTER_MS after the window opened: SIGTERM to `instance`, and once it has exited, the same instance started again. */
async function rollingRestart(instance, opensAt) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt + RESTART_AFTER_MS - Date.now())));
  const atS = round((Date.now() - opensAt) / 1000);
  log(`rolling restart: SIGTERM to instance ${instance.number}`);
  const t0 = performance.now();
  await instance.stop();
  const stopped = performance.now();
  await instance.startAgain();
  log(`instance ${instance.number} is back`);
  return { instance: instance.number, atS, stopMs: round(stopped - t0, 0), backMs: round(performance.now() - stopped, 0) };
}
