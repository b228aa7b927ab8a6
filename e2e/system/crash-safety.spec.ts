/**
 * Crash safety (docs/operations.md, "What the tests prove"): learners answer against a real server process, which is
 * killed with SIGKILL mid-load and restarted on the same database. Every answer the server
 * acknowledged (200) must be stored, and every attempt must still be finishable.
 *
 * Own server, own database: a PGlite DATA_DIR without DATABASE_URL (the restart then also
 * proves the pidfile lock recovers from a dead holder), a fresh PostgreSQL database with it.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  attachServerLogs,
  createDatabase,
  freePort,
  removeDir,
  s3EnvFromRunner,
  sleep,
  startAppServer,
  stopAllServers,
  SYSTEM_ADMIN,
  tempDir,
  type AppServer,
  type AppServerOptions,
  type FreshDatabase,
} from "../support/servers";
import { ackLatency, answerAgainAndFinish, learnersWithAttempts, readStoredAnswers, startAnswerLoad } from "./answer-load";
import { signedInAdmin, signedInLearner } from "./flows";

const LEARNERS = 10;
/** Load runs at least this long, and until this many answers (one per learner at least) were acknowledged, before the kill. */
const LOAD_BEFORE_KILL_MS = 2_000;
const MIN_ACKS_BEFORE_KILL = 30;

const servers: AppServer[] = [];
/** Ends the answer loops (also from afterAll, should the test fail or time out mid-load). */
let stopLoad = () => {};
let database: FreshDatabase | undefined;
let dataDir: string | undefined;

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, servers);
});

test.afterAll(async () => {
  stopLoad();
  await stopAllServers();
  await database?.drop().catch((error) => console.error(`[crash-safety] could not drop ${database?.name}:`, error));
  removeDir(dataDir);
});

test("every acknowledged answer survives a SIGKILL mid-load, and every attempt can be finished", async ({}, testInfo) => {
  test.setTimeout(360_000);
  const mode = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  dataDir = tempDir("crash");
  if (process.env.DATABASE_URL) database = await createDatabase("crash");
  const options: AppServerOptions = {
    name: "crash",
    port: await freePort(),
    dataDir,
    databaseUrl: database?.url,
    env: { ADMIN_EMAIL: SYSTEM_ADMIN.email, ADMIN_PASSWORD: SYSTEM_ADMIN.password, ...s3EnvFromRunner() },
  };
  const timings: Record<string, number> = {};
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await test.step(label, step);
    } finally {
      timings[label] = Math.round(performance.now() - started);
    }
  };

  const first = await timed("start the server", () => startAppServer(options));
  servers.push(first);

  const runners = await timed(`sign in ${LEARNERS} learners, each with an approved order and a started attempt`, async () => {
    const admin = await signedInAdmin(first);
    const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => signedInLearner(first, `learner-${i}`)));
    const runners = await learnersWithAttempts(first, admin, learners);
    // Loads the answer route (Next loads a route's code on its first request) without saving anything.
    expect((await learners[0]!.session.post(first, "/api/quiz/submit", {})).status).toBe(400);
    return runners;
  });

  let killAt = 0;
  let inFlightAtKill = 0;
  const load = startAnswerLoad(runners, () => first);
  stopLoad = load.stop;
  await timed("answer concurrently, then SIGKILL the server mid-load", async () => {
    const loadStart = performance.now();
    while (performance.now() - loadStart < LOAD_BEFORE_KILL_MS || !load.underWay(MIN_ACKS_BEFORE_KILL)) {
      if (performance.now() - loadStart > 60_000) {
        load.stop();
        throw new Error(`only ${load.acked()} answers acknowledged in 60 s: the server is too slow or failing. Log:\n${first.logTail()}`);
      }
      await sleep(25);
    }
    inFlightAtKill = load.inFlight();
    killAt = performance.now();
    const killed = first.kill();
    load.stop();
    await killed;
    expect(first.isRunning()).toBe(false);
    await load.done;
  });
  const exit = await first.exited;
  expect(exit.signal, "the server died of the SIGKILL").toBe("SIGKILL");
  expect(inFlightAtKill, "requests were in flight when the server was killed").toBeGreaterThan(0);

  // Before the kill, every request must have been acknowledged: a failure there is a bug, and
  // it would also blur which answer may be stored.
  const failedBeforeKill = runners.flatMap((runner) => runner.sent.filter((entry) => entry.doneAt! < killAt && entry.outcome !== "acked"));
  expect(failedBeforeKill, "answers refused or failed before the kill").toEqual([]);

  if (!database) {
    const lockFile = path.join(dataDir, "pglite.pid");
    expect(fs.readFileSync(lockFile, "utf8").trim(), "the dead server still holds the PGlite pidfile").toBe(String(first.pid));
  }
  const second = await timed("restart the server on the same database", () => startAppServer({ ...options, readyTimeoutMs: 120_000 }));
  servers.push(second);
  if (!database)
    expect(fs.readFileSync(path.join(dataDir, "pglite.pid"), "utf8").trim(), "the new server took over the pidfile").toBe(
      String(second.pid),
    );

  // Sessions outlive the restart: they are signed cookies, checked against the database.
  const {
    stored: finalStates,
    problems,
    ambiguous,
  } = await timed("check every acknowledged answer through the API", () => readStoredAnswers(runners, second));
  expect(problems, "acknowledged answers lost or replaced").toEqual([]);
  const storedAfterRestart = finalStates.reduce((sum, stored) => sum + Object.keys(stored).length, 0);

  await timed("answer once more and finish every attempt on the restarted server", () =>
    Promise.all(runners.map((runner, i) => answerAgainAndFinish(runner, second, finalStates[i]!))),
  );

  const summary = {
    mode,
    learners: LEARNERS,
    requestsSent: runners.reduce((sum, runner) => sum + runner.sent.filter((entry) => entry.outcome !== "never-sent").length, 0),
    acknowledged: load.acked(),
    ackLatencyMs: ackLatency(runners),
    inFlightAtKill,
    inFlightOutcomesUnknown: ambiguous,
    connectionRefusedAfterKill: runners.reduce(
      (sum, runner) => sum + runner.sent.filter((entry) => entry.outcome === "never-sent").length,
      0,
    ),
    answersStoredAfterRestart: storedAfterRestart,
    timingsMs: timings,
  };
  console.info(`[crash-safety] ${JSON.stringify(summary)}`);
  await testInfo.attach("crash-safety.json", { body: JSON.stringify(summary, null, 2), contentType: "application/json" });
});
