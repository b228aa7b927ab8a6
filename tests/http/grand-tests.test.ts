import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as grandTests } from "@/app/api/grand-tests/route";
import { GET as results } from "@/app/api/grand-tests/[id]/results/route";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { GET as allowed } from "@/app/api/quiz/allowed/route";
import { GET as quizList } from "@/app/api/quiz/route";
import { GET as attemptState } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { GET as resultList } from "@/app/api/quiz/results/route";
import { GET as analytics } from "@/app/api/analytics/me/route";
import { POST as practiceCount } from "@/app/api/practice/count/route";
import { getDb } from "@/db/client";
import { attempts, quizzes } from "@/db/schema";
import { formatDateTime } from "@/lib/format";
import { GRAND_TEST_MESSAGES } from "@/lib/sitting-rules/messages";
import { grandTestStatus } from "@/lib/grand-tests/terms";
import { entitle, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

const windowOf = async (quizId: string) => {
  const [row] = await getDb().select({ opensAt: quizzes.opensAt, closesAt: quizzes.closesAt }).from(quizzes).where(eq(quizzes.id, quizId));
  return row!;
};

describe("the window, on the database clock", () => {
  it("tells upcoming, open and closed at the exact edges", () => {
    const window = { opensAt: new Date(1000), closesAt: new Date(2000) };
    expect(grandTestStatus(window, new Date(999))).toBe("upcoming");
    expect(grandTestStatus(window, new Date(1000))).toBe("open");
    expect(grandTestStatus(window, new Date(1999))).toBe("open");
    expect(grandTestStatus(window, new Date(2000))).toBe("closed");
  });

  it("refuses a start before opensAt and at or after closesAt with the grand-test messages", async () => {
    const test = await makeGrandTest((await makeSubject()).id);
    const learner = await createUser();
    await setWindow(test.id, 60, 7200);
    const early = await startGrand(learner, test.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`This grand test opens at ${formatDateTime((await windowOf(test.id)).opensAt!)}.`);

    await setWindow(test.id, -3600, -0.001);
    const late = await startGrand(learner, test.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This grand test has closed.");

    await setWindow(test.id, -0.001, 3600);
    expect((await startGrand(learner, test.id)).status).toBe(200);
  });

  it("sets the deadline to min(start + quiz time, closesAt)", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { quizTime: 30 });
    const [early, late] = [await createUser(), await createUser()];
    const first = (await startGrand(early, test.id)).body.data as { startAt: string; deadline: string };
    expect(Date.parse(first.deadline) - Date.parse(first.startAt)).toBe(30 * 60_000);
    await setWindow(test.id, -3600, 600); // closes in 10 minutes: less than the quiz time
    const second = (await startGrand(late, test.id)).body.data as { deadline: string };
    expect(Date.parse(second.deadline)).toBe((await windowOf(test.id)).closesAt!.getTime());
  });
});

describe("one attempt, with access", () => {
  it("turns 50 concurrent starts into exactly one attempt, resumes it, and refuses a start after the end", async () => {
    const test = await makeGrandTest((await makeSubject()).id);
    const learner = await createUser();
    const started = await Promise.all(Array.from({ length: 50 }, () => startGrand(learner, test.id)));
    expect(started.map((result) => result.status)).toEqual(Array(50).fill(200));
    expect(new Set(started.map(attemptIdOf)).size).toBe(1);
    const rows = await getDb()
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, learner.id), eq(attempts.quizId, test.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entitlementId).toBeNull();

    expect((await endGrand(learner, attemptIdOf(started[0]!))).status).toBe(200);
    const again = await startGrand(learner, test.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GRAND_TEST_MESSAGES.alreadySat);
  });

  it("lets any learner sit a registered test, only subscribers a subscribers' one, never an admin", async () => {
    const subject = await makeSubject();
    const open = await makeGrandTest(subject.id, { access: "registered" });
    const paid = await makeGrandTest(subject.id, { access: "subscribers" });
    const [free, subscriber, admin] = [await createUser(), await createUser(), await createUser({ isAdmin: true })];
    await entitle(subscriber.id, subject.id);
    expect((await startGrand(free, open.id)).status).toBe(200);
    const refused = await startGrand(free, paid.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(GRAND_TEST_MESSAGES.subscribersOnly);
    expect((await call(getQuiz, { cookie: free.cookie, params: { id: paid.id } })).status).toBe(403);
    expect((await startGrand(subscriber, paid.id)).status).toBe(200);
    expect((await startGrand(admin, open.id)).status).toBe(403);
    expect((await call(results, { params: { id: open.id } })).status).toBe(401);
  });

  it("is listed only on /api/grand-tests, never among ordinary quizzes", async () => {
    const subject = await makeSubject();
    const test = await makeGrandTest(subject.id, { access: "subscribers" });
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const mentions = (body: unknown) => JSON.stringify(body).includes(test.id);
    expect(mentions((await call(allowed, { cookie: learner.cookie, path: "/api/quiz/allowed" })).body)).toBe(false);
    expect(mentions((await call(quizList, { cookie: learner.cookie })).body)).toBe(false);

    const signedOut = (await call(grandTests)).body.data as { id: string; mine: string; status: string }[];
    expect(signedOut.find((item) => item.id === test.id)).toMatchObject({ mine: "none", status: "open", access: "subscribers" });
    const attemptId = attemptIdOf(await startGrand(learner, test.id));
    const mineOf = async () =>
      ((await call(grandTests, { cookie: learner.cookie })).body.data as { id: string; mine: string }[]).find((item) => item.id === test.id)
        ?.mine;
    expect(await mineOf()).toBe("in_progress");
    await endGrand(learner, attemptId);
    expect(await mineOf()).toBe("submitted");
  });
});

const KEY_PATTERN = /isAnswer|isCorrect|explanation|Because \d|"score"|"correct"|"percentage"|"passed"/;

describe("nothing of the key before the close", () => {
  it("keeps key, score and review sealed in every answer until closesAt, then opens them", async () => {
    const subject = await makeSubject();
    const test = await makeGrandTest(subject.id, { access: "subscribers", count: 3 });
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const seen: unknown[] = [];
    const keep = async (result: Promise<{ status: number; body: Record<string, unknown> }>) => {
      const answered = await result;
      seen.push(answered.body);
      return answered;
    };
    const started = await keep(startGrand(learner, test.id));
    const attemptId = attemptIdOf(started);
    for (const question of test.questions) await keep(answerGrand(learner, attemptId, question.id, question.optionsList[1]!.id));
    await keep(call(getQuiz, { cookie: learner.cookie, params: { id: test.id } }));
    await keep(call(attemptState, { cookie: learner.cookie, params: { id: attemptId } }));
    const ended = await keep(endGrand(learner, attemptId));
    expect(Object.keys(ended.body.data as object).sort()).toEqual(["quizAttemptId", "resultsAt", "submittedAt"]);
    await keep(endGrand(learner, attemptId));
    const sealedReview = await keep(call(review, { cookie: learner.cookie, params: { id: attemptId } }));
    expect(sealedReview.status).toBe(409);
    const { closesAt } = await windowOf(test.id);
    expect(sealedReview.body.message).toBe(`Review opens when the grand test closes at ${formatDateTime(closesAt!)}.`);
    expect((await keep(call(results, { cookie: learner.cookie, params: { id: test.id } }))).status).toBe(409);
    await keep(call(resultList, { cookie: learner.cookie, path: "/api/quiz/results" }));
    await keep(call(grandTests, { cookie: learner.cookie }));
    for (const body of seen) expect(JSON.stringify(body)).not.toMatch(KEY_PATTERN);

    const bankCount = async () =>
      (await call(practiceCount, { cookie: learner.cookie, json: { subjectIds: [subject.id], source: "all" } })).body.data as {
        count: number;
      };
    expect((await bankCount()).count).toBe(0);
    const progress = async () =>
      (await call(analytics, { cookie: learner.cookie })).body.data as { answered: number; quizzes: { id: string }[] };
    expect(await progress()).toMatchObject({ answered: 0, quizzes: [] });

    await setWindow(test.id, -7200, -6); // closed, past the save grace
    expect((await call(review, { cookie: learner.cookie, params: { id: attemptId } })).status).toBe(200);
    expect((await bankCount()).count).toBe(3);
    expect((await progress()).answered).toBe(3);
    const listed = await call(resultList, { cookie: learner.cookie, path: "/api/quiz/results" });
    expect(JSON.stringify(listed.body)).toContain(attemptId);
  });
});
