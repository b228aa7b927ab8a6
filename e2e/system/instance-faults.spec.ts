/**
 * Faults with several instances (docs/operations.md, "Several instances"): two app servers on one
 * fresh PostgreSQL database, reached through a link the test closes as a database restart would
 * (./database-link.ts), while learners answer on both. Each instance has a mail server of its own;
 * A's can be told to never answer a recipient, so that A holds that mail's lease when it is killed.
 */
import { expect, test } from "@playwright/test";
import { freePort, sleep, type AppServer } from "../support/servers";
import { describeReply, waitFor, type Session } from "./api";
import {
  answerAgainAndFinish,
  learnersWithAttempts,
  readStoredAnswers,
  startAnswerLoad,
  type AnswerLoad,
  type Runner,
} from "./answer-load";
import { openDatabaseLink, type DatabaseLink } from "./database-link";
import { signedInAdmin, signedInLearner } from "./flows";
import { instanceGroupForSpec } from "./instance-group";

test.skip(!process.env.DATABASE_URL, "needs PostgreSQL (DATABASE_URL): PGlite serves one process only");
test.describe.configure({ mode: "serial" });

const LEARNERS = 6;
const DATABASE_DOWN_MS = 5_000;
/**
 * From the database's return to an answer saved by every learner on each instance, at most:
 * 0.13–0.45 s measured; postgres.js's own backoff took 6–9 s.
 */
const RECONNECT_WITHIN_MS = 3_000;

let link: DatabaseLink | undefined;
let load: AnswerLoad | undefined;
test.afterEach(() => load?.stop());
test.afterAll(() => link?.close());
const group = instanceGroupForSpec("faults", ["faults-a", "faults-b"], {
  mailEach: true,
  reach: async (database) => (link = await openDatabaseLink(database, await freePort())).url,
});
/** A's mail server, and B's. */
const mailOfA = () => group.mails[0]!;
const mailOfB = () => group.mails[1]!;
let a: AppServer;
let b: AppServer;
test.beforeAll(() => void ([a, b] = group.servers as [AppServer, AppServer]));

/** Learners with an attempt each, answering on A and B in turn. */
async function answeringLearners(busyRetry: boolean): Promise<{ admin: Session; runners: Runner[]; load: AnswerLoad }> {
  const admin = await signedInAdmin(b);
  const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => signedInLearner(i % 2 ? a : b, `learner-${i}`)));
  const runners = await learnersWithAttempts(b, admin, learners);
  const started = startAnswerLoad(runners, (turn) => (turn % 2 ? a : b), { busyRetry });
  load = started;
  await waitFor(() => started.underWay(4 * LEARNERS), 30_000, "answers acknowledged on both instances");
  return { admin, runners, load: started };
}

const ackedAfter = (runner: Runner, instant: number, server: AppServer) =>
  runner.sent.some((entry) => entry.outcome === "acked" && entry.server === server.name && entry.sentAt > instant);

test("PostgreSQL restarting for 5 s: answers get 503 with Retry-After, never a 500, and both instances reconnect by themselves", async () => {
  test.setTimeout(120_000);
  const { runners, load } = await answeringLearners(false);

  const downAt = performance.now();
  await link!.restart(DATABASE_DOWN_MS);
  const upAt = performance.now();
  await waitFor(
    () => runners.every((runner) => ackedAfter(runner, upAt, a) && ackedAfter(runner, upAt, b)),
    RECONNECT_WITHIN_MS,
    "every learner's answer saved again on A and on B after the database came back",
  );
  const reconnectedMs = Math.round(performance.now() - upAt);
  load.stop();
  await load.done;

  const sent = runners.flatMap((runner) => runner.sent);
  const failures = sent.filter((entry) => entry.outcome !== "acked");
  expect(
    failures.filter((entry) => entry.reply?.status !== 503),
    "every answer not saved was a 503: no 500, no cut connection",
  ).toEqual([]);
  for (const entry of failures) {
    expect(Number(entry.reply!.headers["retry-after"]), `Retry-After of ${entry.detail}`).toBeGreaterThan(0);
    expect(entry.reply!.json, "a JSON body with a message for the learner and the Busy kind").toMatchObject({
      success: false,
      kind: "Busy",
    });
    expect(entry.reply!.body.toString("utf8"), "no stack in the body").not.toMatch(/\bat .+:\d+:\d+|node_modules/);
  }
  const whileDown = failures.filter((entry) => entry.sentAt >= downAt && entry.sentAt <= upAt);
  expect(whileDown.length, "answers sent while the database was away were told to come back").toBeGreaterThan(0);
  for (const server of [a, b])
    expect(
      whileDown.some((entry) => entry.server === server.name),
      `${server.name} answered 503 while it was away`,
    ).toBe(true);

  const { stored, problems } = await readStoredAnswers(runners, a);
  expect(problems, "acknowledged answers lost or replaced").toEqual([]);
  await Promise.all(runners.map((runner, i) => answerAgainAndFinish(runner, i % 2 ? a : b, stored[i]!)));
  console.info(
    `[instance-faults] database away ${DATABASE_DOWN_MS} ms: ${whileDown.length} answers told to come back, both instances saving again ${reconnectedMs} ms after it returned`,
  );
});

test("one of two instances SIGKILLed mid-exam: its acknowledged answers are stored, every learner goes on on the other, its mail lease is retaken once", async () => {
  test.setTimeout(120_000);
  const { admin, runners, load } = await answeringLearners(true);
  await holdAMailOnA(admin, runners.slice(1));

  const killAt = performance.now();
  await a.kill();
  expect((await a.exited).signal, "A died of the SIGKILL").toBe("SIGKILL");
  await waitFor(() => runners.every((runner) => ackedAfter(runner, killAt, b)), 10_000, "every learner's answer saved on B after the kill");
  load.stop();
  await load.done;

  const failedBeforeKill = runners.flatMap((runner) => runner.sent.filter((entry) => entry.doneAt! < killAt && entry.outcome !== "acked"));
  expect(failedBeforeKill, "answers refused or failed before the kill").toEqual([]);
  const { stored, problems } = await readStoredAnswers(runners, b);
  expect(problems, "acknowledged answers lost or replaced").toEqual([]);
  await Promise.all(runners.map((runner, i) => answerAgainAndFinish(runner, b, stored[i]!)));

  // A's claim is the job still claimed once B's quick sends are over. Its five-minute lease is
  // moved to now (the claim's clock is the test's), with every retry's wait: B then sends each job, once.
  await sleep(1_000);
  const heldByA = await group.database.query((sql) => sql<{ id: string }[]>`select id from mail_jobs where status = 'claimed'`);
  expect(heldByA.length, "A held a mail job when it died").toBeGreaterThan(0);
  await group.database.query((sql) => sql`update mail_jobs set run_at = now() where status in ('claimed', 'pending')`);
  await queueReplyMail(admin, runners[0]!, false); // its NOTIFY wakes B at once
  const unsent = () => group.database.query((sql) => sql<{ id: string }[]>`select id from mail_jobs where status <> 'sent'`);
  await waitFor(async () => (await unsent()).length === 0, 20_000, "every mail job sent");

  // Queued mails only: payment decisions are sent by the request itself.
  const jobs = await group.database.query(
    (sql) => sql<{ to_address: string; subject: string }[]>`select to_address, subject from mail_jobs`,
  );
  const delivered = [...mailOfB().mails, ...mailOfA().mails];
  // Per recipient and subject (a learner may get two replies alike): as many copies as jobs.
  const keyOf = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;
  const jobsPerKey = new Map<string, number>();
  for (const job of jobs) jobsPerKey.set(keyOf(job.to_address, job.subject), (jobsPerKey.get(keyOf(job.to_address, job.subject)) ?? 0) + 1);
  for (const [key, count] of jobsPerKey) {
    const copies = delivered.filter((sent) => sent.to.some((to) => keyOf(to, sent.subject) === key));
    expect(copies.length, `${key}: sent once per job`).toBe(count);
  }
});

/**
 * A learner reports a question and the admin replies on B: the reply is a queued mail (docs/rules.md,
 * "Error reports and regrade"), sent by whichever instance claims it first. `holdOnA`: A's mail
 * server never answers it, so A, if it claims it, holds it.
 */
async function queueReplyMail(admin: Session, { learner, state }: Runner, holdOnA: boolean, questionFromEnd = 1) {
  if (holdOnA) mailOfA().hold(learner.email);
  const question = state.quiz.questions.at(-questionFromEnd)!;
  const report = await learner.session.post(b, `/api/questions/${question.id}/reports`, {
    reason: "typo",
    message: "A letter is missing.",
  });
  expect(report.status, describeReply(report)).toBe(201);
  const reply = await admin.post(b, `/api/question-reports/${report.json.data.id}`, { status: "resolved", reply: "Thank you, fixed." });
  expect(reply.status, describeReply(reply)).toBe(200);
}

/**
 * Queues reply mails, one at a time, until A is the instance holding one: each goes to A or B as
 * their workers race for it, so up to 15 (three reports by each of five learners) make a miss
 * unlikely (1 in 2^15 were the race even).
 */
async function holdAMailOnA(admin: Session, runners: Runner[]) {
  const tries = runners.length * 3;
  for (let i = 0; i < tries; i++) {
    const runner = runners[i % runners.length]!;
    const before = mailOfB().countTo(runner.learner.email);
    await queueReplyMail(admin, runner, true, 1 + Math.floor(i / runners.length));
    await waitFor(
      () => mailOfA().held() > 0 || mailOfB().countTo(runner.learner.email) > before,
      20_000,
      `the reply to ${runner.learner.email} sent by B or held by A`,
    );
    if (mailOfA().held() > 0) return;
  }
  throw new Error(`B sent every one of ${tries} reply mails: A never held one`);
}
