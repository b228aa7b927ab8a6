import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as results } from "@/app/api/grand-tests/[id]/results/route";
import { POST as updateProfile } from "@/app/api/users/update/route";
import { getDb } from "@/db/client";
import { attempts, mailJobs, quizzes, reportQuizAttempts } from "@/db/schema";
import { finaliseDueGrandTests } from "@/lib/grand-tests/closer";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { initialsOf, type GrandTestResults } from "@/lib/grand-tests/results";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

type GrandTest = Awaited<ReturnType<typeof makeGrandTest>>;

/** Sits the test answering the first `right` questions correctly (option 0) and the rest wrongly. */
async function sit(learner: TestUser, test: GrandTest, right: number, end = true) {
  const attemptId = attemptIdOf(await startGrand(learner, test.id));
  for (const [index, question] of test.questions.entries()) {
    await answerGrand(learner, attemptId, question.id, question.optionsList[index < right ? 0 : 1]!.id);
  }
  if (end) await endGrand(learner, attemptId);
  return attemptId;
}

const readResults = (user: TestUser, quizId: string) => call(results, { cookie: user.cookie, params: { id: quizId } });
const close = (quizId: string) => setWindow(quizId, -7200, -6);
/** The closing job's own unit of work, for this test alone (the job itself is tested below). */
const closeAndFinalise = async (quizId: string) => {
  await close(quizId);
  await finaliseGrandTest(quizId);
};
const resultsAtOf = async (quizId: string) =>
  (await getDb().select({ resultsAt: quizzes.resultsAt }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.resultsAt;

describe("results", () => {
  it("refuses before the close, then ranks with shared ties and the rules' percentiles (3, 2, 2 → 83.33, 33.33, 33.33)", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 4 });
    const [top, tiedA, tiedB] = [
      await createUser({ name: "Ayesha Khan" }),
      await createUser({ name: "Bilal Ahmed" }),
      await createUser({ name: "Sana Malik" }),
    ];
    await call(updateProfile, { cookie: top.cookie, json: { name: "Ayesha Khan", phone: "03001234567", showOnLeaderboard: true } });
    await sit(top, test, 3);
    // Still open at the close: ended by the closing job at the close, which the test moves to before tiedB's own end.
    await sit(tiedA, test, 2, false);
    await sit(tiedB, test, 2);

    const early = await readResults(top, test.id);
    expect(early.status).toBe(409);
    await closeAndFinalise(test.id);
    const read = await readResults(tiedB, test.id);
    expect(read.status).toBe(200);
    const data = read.body.data as GrandTestResults;
    expect(data.participants).toBe(3);
    expect(data.mine).toMatchObject({ score: 2, totalMarks: 4, percentage: 50, rank: 2, percentile: 33.33 });
    expect(((await readResults(top, test.id)).body.data as GrandTestResults).mine).toMatchObject({ rank: 1, percentile: 83.33 });
    expect(data.leaderboard).toEqual([
      { rank: 1, name: "Ayesha Khan", percentage: 75 },
      { rank: 2, name: "B. A.", percentage: 50 },
      { rank: 2, name: "S. M.", percentage: 50 },
    ]);
    expect(data.distribution).toHaveLength(10);
    expect(data.distribution[5]).toEqual({ from: 50, to: 60, count: 2 });
    expect(data.distribution[7]).toEqual({ from: 70, to: 80, count: 1 });
    const stranger = await createUser();
    expect(((await readResults(stranger, test.id)).body.data as GrandTestResults).mine).toBeNull();
  });

  it("two instances' closing jobs finalise once after 20 first reads were told to come back: each attempt counted once, one mail each", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 2 });
    const learners = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const [index, learner] of learners.entries()) await sit(learner, test, index % 3, index % 2 === 0);
    await close(test.id);
    const early = await Promise.all(Array.from({ length: 20 }, (_, index) => readResults(learners[index % 6]!, test.id)));
    expect(early.map((read) => read.status)).toEqual(Array(20).fill(503));
    expect(await resultsAtOf(test.id)).toBeNull(); // the reads wrote nothing
    const jobs = await Promise.all([finaliseDueGrandTests(), finaliseDueGrandTests()]);
    expect(jobs.filter((job) => job.finalised.includes(test.id))).toHaveLength(1);
    const reads = await Promise.all(Array.from({ length: 20 }, (_, index) => readResults(learners[index % 6]!, test.id)));
    expect(reads.map((read) => read.status)).toEqual(Array(20).fill(200));
    const stored = await getDb().select().from(attempts).where(eq(attempts.quizId, test.id));
    expect(stored.every((attempt) => attempt.submittedAt !== null && attempt.rank !== null)).toBe(true);
    const [report] = await getDb().select().from(reportQuizAttempts).where(eq(reportQuizAttempts.quizId, test.id));
    expect(report?.attempts).toBe(6);
    const mails = await getDb()
      .select()
      .from(mailJobs)
      .where(like(mailJobs.dedupeKey, `grand-test-results:${test.id}:%`));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(learners.map((learner) => learner.email).sort());
    expect(mails[0]!.textBody).toContain(`/grand-tests/${test.id}/results`);
    expect(await resultsAtOf(test.id)).not.toBeNull();
    const ranks = (reads[0]!.body.data as GrandTestResults).leaderboard.map((entry) => entry.rank);
    expect(ranks).toEqual([1, 1, 3, 3, 5, 5]);
  });

  it("a read never waits and never writes: before the job has run it answers 503 with a wait at once, and nothing is ended or ranked", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 2 });
    const learner = await createUser();
    const attemptId = await sit(learner, test, 1, false);
    await close(test.id);
    // No timer may run during the read: one that waited on one would never answer here (the test would time out).
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    const read = await readResults(learner, test.id).finally(() => vi.useRealTimers());
    expect(read.status).toBe(503);
    expect(read.body.message).toBe("The results are being prepared. Please try again in a few seconds.");
    expect(read.response.headers.get("retry-after")).toBe("5");
    expect(await resultsAtOf(test.id)).toBeNull();
    const [attempt] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect([attempt!.submittedAt, attempt!.rank]).toEqual([null, null]);
    expect(
      await getDb()
        .select()
        .from(mailJobs)
        .where(like(mailJobs.dedupeKey, `grand-test-results:${test.id}:%`)),
    ).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const learner = await createUser();
    expect((await readResults(learner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await readResults(learner, "nope")).status).toBe(404);
  });

  it("writes initials as first letters", () => {
    expect(initialsOf("  ayesha   khan ")).toBe("A. K.");
    expect(initialsOf("Bilal")).toBe("B.");
  });
});
