import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as results } from "@/app/api/grand-tests/[id]/results/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { getDb } from "@/db/client";
import { attempts, quizzes, users } from "@/db/schema";
import { finaliseDueGrandTests } from "@/lib/grand-tests/closer";
import { createGrandTestCloser, type GrandTestCloser } from "@/lib/grand-tests/closer-worker";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { formatDateTime } from "@/lib/format";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { call } from "../support/http";
import { manualTimer } from "../support/manual-timer";

// docs/rules.md, "Extra time": a grand test's deadline is min(start + T(1 + p), close + Tp), and its
// results wait for the latest such deadline. Times move by moving rows, never by sleeping; the
// closing job's own timer is one the test fires (tests/support/manual-timer.ts).
setUpTestDatabase();

type Started = { id: string; startAt: string; deadline: string; extraTimePercent: number };
const seconds = (from: string | Date, to: string | Date) => (new Date(to).getTime() - new Date(from).getTime()) / 1000;
const withExtra = async (percent: number) => {
  const learner = await createUser();
  await getDb().update(users).set({ extraTimePercent: percent }).where(eq(users.id, learner.id));
  return learner;
};
const closesAtOf = async (quizId: string) =>
  (await getDb().select({ closesAt: quizzes.closesAt }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.closesAt!;
const resultsAtOf = async (quizId: string) =>
  (await getDb().select({ resultsAt: quizzes.resultsAt }).from(quizzes).where(eq(quizzes.id, quizId)))[0]!.resultsAt;
const attemptOf = async (attemptId: string) => (await getDb().select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;
/** Moves the test's close and an attempt's deadline to these many seconds from the database's now(). */
async function moveTimes(quizId: string, closesIn: number, attemptId: string, deadlineIn: number) {
  await setWindow(quizId, -7200, closesIn);
  await getDb()
    .update(attempts)
    .set({ startedAt: sql`now() - interval '1 hour'`, deadline: sql`now() + make_interval(secs => ${deadlineIn})` })
    .where(eq(attempts.id, attemptId));
}
const readResults = (user: TestUser, quizId: string) => call(results, { cookie: user.cookie, params: { id: quizId } });

let subjectId: string;
beforeAll(async () => {
  subjectId = (await makeSubject()).id;
});

describe("a grand test's deadline with extra time", () => {
  it("is start + T × 1.25 when the learner starts early in the window", async () => {
    const test = await makeGrandTest(subjectId, { quizTime: 30 }); // closes in an hour
    const started = (await startGrand(await withExtra(25), test.id)).body.data as Started;
    expect(seconds(started.startAt, started.deadline)).toBe(30 * 60 * 1.25);
    expect(started.extraTimePercent).toBe(25);
  });

  it("is closesAt + T × 0.25 when the learner starts late in the window", async () => {
    const test = await makeGrandTest(subjectId, { quizTime: 30 });
    await setWindow(test.id, -3600, 600); // start + 37.5 min would pass close + 7.5 min
    const started = (await startGrand(await withExtra(25), test.id)).body.data as Started;
    expect(seconds(await closesAtOf(test.id), started.deadline)).toBe(30 * 60 * 0.25);
    expect(started.extraTimePercent).toBe(25);
    const plain = (await startGrand(await createUser(), test.id)).body.data as Started;
    expect(plain.deadline).toBe((await closesAtOf(test.id)).toISOString());
  });
});

describe("results wait for the last extra-time deadline", () => {
  async function sitting() {
    const test = await makeGrandTest(subjectId, { count: 2 });
    const [plain, extra] = [await createUser(), await withExtra(50)];
    const plainId = attemptIdOf(await startGrand(plain, test.id));
    await answerGrand(plain, plainId, test.questions[0]!.id, test.questions[0]!.optionsList[0]!.id);
    await endGrand(plain, plainId);
    const extraId = attemptIdOf(await startGrand(extra, test.id));
    return { test, plain, plainId, extra, extraId };
  }

  it("keeps the key sealed and the results closed while an extra-time candidate still writes", async () => {
    const { test, plain, plainId, extra, extraId } = await sitting();
    await moveTimes(test.id, -60, extraId, 600); // closed a minute ago, extra time for 10 more minutes
    const question = test.questions[1]!;
    expect((await answerGrand(extra, extraId, question.id, question.optionsList[0]!.id)).status).toBe(200);

    expect(await finaliseGrandTest(test.id)).toBe(false);
    const due = await finaliseDueGrandTests();
    expect(due.finalised).not.toContain(test.id);
    expect(due.nextDueInMs).not.toBeNull();
    expect(await resultsAtOf(test.id)).toBeNull();
    expect((await attemptOf(extraId)).submittedAt).toBeNull();

    const lastDeadline = (await attemptOf(extraId)).deadline!;
    const early = await readResults(plain, test.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Results open when the grand test closes at ${formatDateTime(lastDeadline)}.`);
    expect((await call(review, { cookie: plain.cookie, params: { id: plainId } })).status).toBe(409);
  });

  it("finalises once that deadline plus the grace has passed, ending the candidate's attempt at its deadline", async () => {
    const { test, plain, extra, extraId } = await sitting();
    await moveTimes(test.id, -120, extraId, -6);
    const { deadline } = await attemptOf(extraId);
    expect((await finaliseDueGrandTests()).finalised).toContain(test.id);
    expect((await attemptOf(extraId)).submittedAt?.toISOString()).toBe(deadline!.toISOString());
    expect((await readResults(plain, test.id)).status).toBe(200);
    expect((await readResults(extra, test.id)).body.data).toMatchObject({ participants: 2 });
  });

  let closer: GrandTestCloser | undefined;
  afterEach(async () => {
    await closer?.stop();
    closer = undefined;
  });

  it("sets the closing job's own timer to the extra-time deadline, not only the close, and finalises when it fires", async () => {
    const { test, extraId } = await sitting();
    await moveTimes(test.id, -600, extraId, 25); // the close is long past; the candidate's deadline plus grace is due in 30 s
    const timer = manualTimer();
    closer = createGrandTestCloser({ pollMs: 60_000, timer });
    await closer.idle();
    expect(await resultsAtOf(test.id)).toBeNull();
    expect(timer.pendingMs).toBeGreaterThan(20_000);
    expect(timer.pendingMs).toBeLessThanOrEqual(30_025);

    await moveTimes(test.id, -600, extraId, -6); // the database's clock reaches that instant
    timer.fire();
    await closer.idle();
    expect(await resultsAtOf(test.id)).not.toBeNull();
  });
});
