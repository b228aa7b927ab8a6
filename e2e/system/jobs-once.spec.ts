/**
 * Background jobs across instances (docs/operations.md, "Several instances"): two app servers on one
 * fresh PostgreSQL database, each running every job (the grand-test closer, the proof reader, the
 * readiness calibration, the mail worker), woken together. Each piece of work must be done once:
 * a build where two instances both take the same claim fails here.
 */
import { expect, test } from "@playwright/test";
import { sleep, type AppServer } from "../support/servers";
import { describeReply, until, type Session } from "./api";
import { createQuizOn, createSubjectOn, orderMonthlyPlan, signedInAdmin, signedInLearner, startAttempt } from "./flows";
import { instanceGroupForSpec } from "./instance-group";

test.skip(!process.env.DATABASE_URL, "needs PostgreSQL (DATABASE_URL): PGlite serves one process only");

const group = instanceGroupForSpec("jobs", ["jobs-a", "jobs-b"]);
/** The one mail server of both instances. */
const mail = () => group.mails[0]!;
let a: AppServer;
let b: AppServer;
test.beforeAll(() => void ([a, b] = group.servers as [AppServer, AppServer]));

/** Lines of both instances' logs that contain `marker`. */
const loggedLines = (marker: string) =>
  group.servers.flatMap((server) =>
    server
      .ownLog()
      .split("\n")
      .filter((line) => line.includes(marker)),
  );

test("a grand test closing under both instances' closers is finalised once: every candidate ranked, one results mail each", async () => {
  test.setTimeout(120_000);
  const admin = await signedInAdmin(a);
  const subject = await createSubjectOn(admin, a, 500);
  const candidates = await Promise.all([0, 1, 2, 3].map((i) => signedInLearner(i % 2 ? b : a, `candidate-${i}`)));
  // Open since 50 s, closing in 15 s: both closers are woken by the new window and wake again at its end.
  const closesAt = new Date(Date.now() + 15_000);
  const quizId = await createQuizOn(admin, a, subject.id, ["First stem?", "Second stem?", "Third stem?"], {
    window: { opensAt: new Date(Date.now() - 50_000), closesAt },
    quizTime: 1,
  });
  for (const [i, candidate] of candidates.entries()) {
    const server = i % 2 ? a : b;
    const paper = await startAttempt(candidate.session, server, quizId);
    for (const question of paper.quiz.questions.slice(0, 2)) {
      const saved = await candidate.session.post(server, "/api/quiz/submit", {
        quizAttemptId: paper.id,
        questionId: question.id,
        optionId: question.optionsList[i % question.optionsList.length]!.id,
      });
      expect(saved.status, describeReply(saved)).toBe(200);
    }
    // Two end their attempt; the closer ends the other two.
    if (i < 2) expect((await candidate.session.post(server, "/api/quiz/end", { quizAttemptId: paper.id })).status).toBe(200);
  }

  await sleep(Math.max(0, closesAt.getTime() - Date.now()));
  await until(
    () => candidates[0]!.session.get(b, `/api/grand-tests/${quizId}/results`, { busyRetry: false }),
    (reply) => reply.status === 200,
    30_000,
    "the results open",
    describeReply,
  );
  for (const candidate of candidates) await mail().waitFor(candidate.email, { timeoutMs: 20_000 });
  await sleep(2_000); // a second closing pass, had there been one, would have mailed by now

  const ranked = await group.database.query((sql) => sql<{ rank: number | null }[]>`select rank from attempts where quiz_id = ${quizId}`);
  expect(ranked, "four attempts").toHaveLength(4);
  expect(
    ranked.map((row) => row.rank),
    "each ranked",
  ).not.toContain(null);
  for (const candidate of candidates) expect(mail().countTo(candidate.email), `results mails to ${candidate.email}`).toBe(1);
  const tries = await group.database.query(
    (sql) => sql<{ tries: number }[]>`select tries from mail_jobs where dedupe_key like ${`grand-test-results:${quizId}:%`}`,
  );
  expect(
    tries.map((job) => job.tries),
    "each results mail claimed once",
  ).toEqual([1, 1, 1, 1]);
  expect(loggedLines("[grand-tests] results opened"), "one closing pass opened the results").toHaveLength(1);
});

test("payment proofs placed on both instances are each read once", async () => {
  test.setTimeout(180_000);
  const learners = await Promise.all([0, 1, 2, 3].map((i) => signedInLearner(i % 2 ? b : a, `payer-${i}`)));
  const paymentIds = await Promise.all(learners.map((learner, i) => orderMonthlyPlan(learner, i % 2 ? a : b)));
  const { value: readings } = await until(
    () =>
      group.database.query(
        (sql) => sql<{ status: string; tries: number }[]>`
        select status, tries from payment_proof_readings where payment_id = any(${paymentIds}::uuid[])`,
      ),
    (rows) => rows.length === paymentIds.length && rows.every((row) => row.status !== "pending"),
    150_000,
    "every proof read",
  );
  expect(
    readings.map((row) => row.tries),
    "each proof claimed by one reader, once",
  ).toEqual([1, 1, 1, 1]);
});

test("an admin asking for a calibration on both instances at once: each run runs once, never two at a time", async () => {
  test.setTimeout(120_000);
  const admins: Session[] = [await signedInAdmin(a), await signedInAdmin(b)];
  const asked = await Promise.all(admins.map((admin, i) => admin.post(i ? b : a, "/api/readiness/calibrate")));
  for (const reply of asked) expect(reply.status, describeReply(reply)).toBe(202);
  // The second ask joins the first's run when it arrives before that run starts; one that arrives
  // after it started gets a run of its own (docs/rules.md, "Readiness"): either way, one run each.
  const { value: runs } = await until(
    () =>
      group.database.query(
        (sql) =>
          sql<{ id: string; status: string; started_at: Date | null; finished_at: Date | null }[]>`
            select id, status, started_at, finished_at from calibration_runs order by started_at`,
      ),
    (rows) => rows.every((row) => row.status === "done" || row.status === "failed"),
    90_000,
    "every calibration run over",
  );
  for (const reply of asked) expect(runs.find((run) => run.id === reply.json.data.runId)?.status).toBe("done");
  for (const [i, run] of runs.slice(1).entries()) {
    expect(run.started_at!.getTime(), "a run starts once the one before it has finished").toBeGreaterThanOrEqual(
      runs[i]!.finished_at!.getTime(),
    );
  }
  // Each instance logs the runs it finished: across both, once per run done.
  expect(loggedLines("[readiness] calibrated "), "one log line per run done, across both instances").toHaveLength(
    runs.filter((run) => run.status === "done").length,
  );
});
