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
import { describeReply, NetworkError } from "./api";
import {
  approvePayment,
  attemptState,
  orderMonthlyPlan,
  savedChoices,
  signedInAdmin,
  signedInLearner,
  startAttempt,
  type AttemptState,
  type Learner,
} from "./flows";

const LEARNERS = 10;
/** Load runs at least this long, and until this many answers (one per learner at least) were acknowledged, before the kill. */
const LOAD_BEFORE_KILL_MS = 2_000;
const MIN_ACKS_BEFORE_KILL = 30;
const SUBMIT_TIMEOUT_MS = 10_000;
/** Questions each learner keeps answering (of six): few, so that answers get overwritten. */
const ANSWERED_QUESTIONS = 3;

type Outcome = "acked" | "refused" | "unknown" | "never-sent";
type Sent = { seq: number; questionId: string; optionId: string; sentAt: number; doneAt?: number; outcome?: Outcome; detail?: string };
type Runner = { learner: Learner; state: AttemptState; sent: Sent[] };

const servers: AppServer[] = [];
/** Ends the answer loops (also from afterAll, should the test fail or time out mid-load). */
let stop = false;
let database: FreshDatabase | undefined;
let dataDir: string | undefined;

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await attachServerLogs(testInfo, servers);
});

test.afterAll(async () => {
  stop = true;
  await stopAllServers();
  await database?.drop().catch((error) => console.error(`[crash-safety] could not drop ${database?.name}:`, error));
  removeDir(dataDir);
});

test("every acknowledged answer survives a SIGKILL mid-load, and every attempt can be finished", async ({}, testInfo) => {
  test.setTimeout(360_000);
  stop = false;
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
    for (const learner of learners) await approvePayment(admin, first, await orderMonthlyPlan(learner, first));
    const allowed = await learners[0]!.session.get(first, "/api/quiz/allowed");
    expect(allowed.status, describeReply(allowed)).toBe(200);
    const quizIds = (allowed.json.data as { id: string; totalQuestions: number }[])
      .filter((quiz) => quiz.totalQuestions > 0)
      .map((quiz) => quiz.id);
    expect(quizIds.length).toBeGreaterThan(0);
    const runners = await Promise.all(
      learners.map(async (learner, i): Promise<Runner> => ({
        learner,
        state: await startAttempt(learner.session, first, quizIds[i % quizIds.length]!),
        sent: [],
      })),
    );
    // Loads the answer route (Next loads a route's code on its first request) without saving anything.
    expect((await learners[0]!.session.post(first, "/api/quiz/submit", {})).status).toBe(400);
    return runners;
  });

  // Each learner answers in a loop, one request at a time (so, per question, requests are sent
  // in order and each is sent only after the previous one completed): round the first
  // ANSWERED_QUESTIONS questions, a random option each time, so later answers overwrite earlier
  // ones; the other questions are never answered and must stay empty.
  let inFlight = 0;
  let seq = 0;
  const answerLoop = async ({ learner, state, sent }: Runner) => {
    const answered = state.quiz.questions.slice(0, ANSWERED_QUESTIONS);
    for (let turn = 0; !stop; turn++) {
      const question = answered[turn % answered.length]!;
      const option = question.optionsList[Math.floor(Math.random() * question.optionsList.length)]!;
      const entry: Sent = { seq: seq++, questionId: question.id, optionId: option.id, sentAt: performance.now() };
      sent.push(entry);
      inFlight++;
      try {
        const reply = await learner.session.post(
          first,
          "/api/quiz/submit",
          { quizAttemptId: state.id, questionId: question.id, optionId: option.id },
          { timeoutMs: SUBMIT_TIMEOUT_MS },
        );
        // A 4xx is a definite refusal (nothing written); a 5xx may have written or not.
        entry.outcome = reply.status === 200 ? "acked" : reply.status >= 400 && reply.status < 500 ? "refused" : "unknown";
        if (reply.status !== 200) entry.detail = describeReply(reply);
      } catch (error) {
        entry.outcome = error instanceof NetworkError && error.neverSent ? "never-sent" : "unknown";
        entry.detail = error instanceof Error ? error.message : String(error);
        await sleep(20); // no busy loop against a dead server
      } finally {
        inFlight--;
        entry.doneAt = performance.now();
      }
    }
  };

  const ackedOf = (runner: Runner) => runner.sent.filter((entry) => entry.outcome === "acked").length;
  const acked = () => runners.reduce((sum, runner) => sum + ackedOf(runner), 0);
  const loadIsUnderWay = () => acked() >= MIN_ACKS_BEFORE_KILL && runners.every((runner) => ackedOf(runner) > 0);
  let killAt = 0;
  let inFlightAtKill = 0;
  await timed("answer concurrently, then SIGKILL the server mid-load", async () => {
    const loadStart = performance.now();
    const loops = runners.map(answerLoop);
    while (performance.now() - loadStart < LOAD_BEFORE_KILL_MS || !loadIsUnderWay()) {
      if (performance.now() - loadStart > 60_000) {
        stop = true;
        throw new Error(`only ${acked()} answers acknowledged in 60 s: the server is too slow or failing. Log:\n${first.logTail()}`);
      }
      await sleep(25);
    }
    inFlightAtKill = inFlight;
    killAt = performance.now();
    const killed = first.kill();
    stop = true;
    await killed;
    expect(first.isRunning()).toBe(false);
    await Promise.all(loops);
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

  const problems: string[] = [];
  let ambiguous = 0;
  const finalStates = await timed("check every acknowledged answer through the API", () =>
    Promise.all(
      runners.map(async ({ learner, state, sent }) => {
        // Sessions outlive the restart: they are signed cookies, checked against the database.
        const stored = savedChoices(await attemptState(learner.session, second, state.id));
        const sentQuestions = new Set(sent.map((entry) => entry.questionId));
        for (const questionId of Object.keys(stored)) {
          if (!sentQuestions.has(questionId)) problems.push(`${learner.email}: question ${questionId} stored but never answered`);
        }
        for (const questionId of sentQuestions) {
          const history = sent.filter((entry) => entry.questionId === questionId);
          const lastAck = history.findLast((entry) => entry.outcome === "acked");
          // Requests after the last acknowledged one whose fate is unknown (in flight at the
          // kill) may have been written; nothing else may be stored instead of the last ack.
          const maybe = history
            .filter((entry) => entry.outcome === "unknown" && entry.seq > (lastAck?.seq ?? -1))
            .map((entry) => entry.optionId);
          ambiguous += maybe.length;
          const allowed = new Set<string | undefined>([...(lastAck ? [lastAck.optionId] : [undefined]), ...maybe]);
          if (!allowed.has(stored[questionId])) {
            problems.push(
              `${learner.email}: question ${questionId} stored ${stored[questionId] ?? "nothing"}, expected ${lastAck ? `the acknowledged ${lastAck.optionId}` : "nothing"}${maybe.length ? ` or an in-flight ${maybe.join("/")}` : ""}`,
            );
          }
        }
        return stored;
      }),
    ),
  );
  expect(problems, "acknowledged answers lost or replaced").toEqual([]);
  const storedAfterRestart = finalStates.reduce((sum, stored) => sum + Object.keys(stored).length, 0);

  await timed("answer once more and finish every attempt on the restarted server", () =>
    Promise.all(
      runners.map(async ({ learner, state }, i) => {
        const stored = finalStates[i]!;
        const question = state.quiz.questions[0]!;
        const answer = await learner.session.post(second, "/api/quiz/submit", {
          quizAttemptId: state.id,
          questionId: question.id,
          optionId: question.optionsList[0]!.id,
        });
        expect(answer.status, `answer after the restart: ${describeReply(answer)}`).toBe(200);
        stored[question.id] = question.optionsList[0]!.id;

        const ended = await learner.session.post(second, "/api/quiz/end", { quizAttemptId: state.id });
        expect(ended.status, `end ${state.id}: ${describeReply(ended)}`).toBe(200);
        expect(ended.json.data).toMatchObject({
          quizAttemptId: state.id,
          totalAttempts: Object.keys(stored).length,
          totalQuestions: state.quiz.questions.length,
        });
        const review = await learner.session.get(second, `/api/quiz/result/${state.id}`);
        expect(review.status, describeReply(review)).toBe(200);
        expect(review.json.data.choices).toEqual(stored);
        expect(review.json.data.result.score).toBe(ended.json.data.score);
      }),
    ),
  );

  const latencies = runners
    .flatMap((runner) => runner.sent.filter((entry) => entry.outcome === "acked").map((entry) => entry.doneAt! - entry.sentAt))
    .sort((x, y) => x - y);
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  const summary = {
    mode,
    learners: LEARNERS,
    requestsSent: runners.reduce((sum, runner) => sum + runner.sent.filter((entry) => entry.outcome !== "never-sent").length, 0),
    acknowledged: acked(),
    ackLatencyMs: { p50: percentile(50), p95: percentile(95), max: percentile(100) },
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
