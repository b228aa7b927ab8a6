import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { GET as allowed } from "@/app/api/quiz/allowed/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { GET as attemptState } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { GET as results } from "@/app/api/quiz/results/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as submit } from "@/app/api/quiz/submit/route";
import { getDb } from "@/db/client";
import { answers, attempts, users } from "@/db/schema";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import { endAllSessions } from "@/lib/auth/sessions";
import type { QuizView } from "@/lib/quizzes/views";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, newSessionCookie, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

async function entitledLearner(options: Parameters<typeof makeQuiz>[1] = {}) {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id, options);
  const learner = await createUser();
  await entitle(learner.id, subject.id);
  return { learner, quiz };
}

const startQuiz = (learner: TestUser, quizId: string) =>
  call(start, { cookie: learner.cookie, json: { quizId, startedAt: "1999-01-01T00:00:00Z" } });
const attemptIdOf = (result: { body: Record<string, unknown> }) => (result.body.data as { id: string }).id;
const answer = (learner: TestUser, quizAttemptId: string, questionId: string, optionId: string) =>
  call(submit, { cookie: learner.cookie, json: { quizAttemptId, questionId, optionId } });
const finish = (learner: TestUser, quizAttemptId: string) => call(end, { cookie: learner.cookie, json: { quizAttemptId } });
const KEY_PATTERN = /isAnswer|isCorrect|explanation|Because \d/;
/** The database's clock (every rule's one clock), in ms. */
const databaseNowMs = async () =>
  (
    await getDb()
      .select({ ms: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number) })
      .from(users)
      .limit(1)
  )[0]!.ms;

describe("starting an attempt", () => {
  it("needs an entitlement, uses the server clock and sets the deadline", async () => {
    const { learner, quiz } = await entitledLearner({ quizTime: 10 });
    const stranger = await createUser();
    expect((await startQuiz(stranger, quiz.id)).body.message).toBe(ATTEMPT_MESSAGES.notEntitled);
    const before = await databaseNowMs();
    const started = await startQuiz(learner, quiz.id);
    const after = await databaseNowMs();
    expect(started.status).toBe(200);
    const data = started.body.data as { startAt: string; deadline: string; resumed: boolean };
    expect(Date.parse(data.startAt)).toBeGreaterThanOrEqual(Math.floor(before)); // the database's clock, read during the start
    expect(Date.parse(data.startAt)).toBeLessThanOrEqual(after);
    expect(Date.parse(data.deadline) - Date.parse(data.startAt)).toBe(10 * 60_000);
    expect(data.resumed).toBe(false);
    expect(JSON.stringify(started.body)).not.toMatch(KEY_PATTERN);
  });

  it("gives an untimed quiz no deadline", async () => {
    const { learner, quiz } = await entitledLearner({ quizTime: 0 });
    expect((await startQuiz(learner, quiz.id)).body.data).toMatchObject({ deadline: null, quizTime: 0 });
  });

  it("turns 10 concurrent starts into one attempt", async () => {
    const { learner, quiz } = await entitledLearner();
    const started = await Promise.all(Array.from({ length: 10 }, () => startQuiz(learner, quiz.id)));
    expect(started.every((result) => result.status === 200)).toBe(true);
    expect(new Set(started.map(attemptIdOf)).size).toBe(1);
    expect(await getDb().select().from(attempts).where(eq(attempts.userId, learner.id))).toHaveLength(1);
  });

  it("refuses a third attempt with the attempt-limit message", async () => {
    const { learner, quiz } = await entitledLearner();
    for (let i = 0; i < 2; i++) expect((await finish(learner, attemptIdOf(await startQuiz(learner, quiz.id)))).status).toBe(200);
    const third = await startQuiz(learner, quiz.id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You have already attempted this quiz 2 times, you cannot attempt it again.");
    expect((await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } })).body.attmept).toBe(2);
  });
});

describe("saving answers", () => {
  it("saves, replaces idempotently and checks option ∈ question ∈ quiz", async () => {
    const { learner, quiz } = await entitledLearner();
    const other = await makeQuiz((await makeSubject()).id);
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const [q1, q2] = quiz.questions;
    expect((await answer(learner, attemptId, q1!.id, q1!.optionsList[1]!.id)).status).toBe(200);
    expect((await answer(learner, attemptId, q1!.id, q1!.optionsList[1]!.id)).status).toBe(200);
    expect((await answer(learner, attemptId, q1!.id, q1!.optionsList[0]!.id)).status).toBe(200);
    const stored = await getDb().select().from(answers).where(eq(answers.attemptId, attemptId));
    expect(stored.map((row) => row.optionId)).toEqual([q1!.optionsList[0]!.id]);

    expect((await answer(learner, attemptId, q1!.id, q2!.optionsList[0]!.id)).status).toBe(400);
    const foreign = other.questions[0]!;
    expect((await answer(learner, attemptId, foreign.id, foreign.optionsList[0]!.id)).status).toBe(400);
    expect(
      (
        await call(submit, {
          cookie: learner.cookie,
          json: { quizAttemptId: attemptId, questionId: "x", optionId: q1!.optionsList[0]!.id },
        })
      ).body,
    ).toMatchObject({ field: "questionId" });
  });

  it("keeps another learner out of the attempt", async () => {
    const { learner, quiz } = await entitledLearner();
    const intruder = await createUser();
    await entitle(intruder.id, quiz.subject.id);
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const question = quiz.questions[0]!;
    expect((await answer(intruder, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(404);
    expect((await call(attemptState, { cookie: intruder.cookie, params: { id: attemptId } })).status).toBe(404);
    expect((await finish(intruder, attemptId)).status).toBe(404);
    expect((await call(review, { cookie: intruder.cookie, params: { id: attemptId } })).status).toBe(404);
    expect(await getDb().select().from(answers).where(eq(answers.attemptId, attemptId))).toHaveLength(0);
  });

  it("checks the account inside the save: a disabled account, an ended session or an admin stores nothing", async () => {
    const { learner, quiz } = await entitledLearner();
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const question = quiz.questions[0]!;
    const stored = () => getDb().select().from(answers).where(eq(answers.attemptId, attemptId));

    await getDb().update(users).set({ disabled: true }).where(eq(users.id, learner.id));
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(401);
    await getDb().update(users).set({ disabled: false }).where(eq(users.id, learner.id));
    await endAllSessions(learner.id); // e.g. signed out everywhere, or a password reset
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(401);
    expect((await call(submit, { cookie: learner.cookie, json: {} })).status).toBe(401); // even with a bad body
    learner.cookie = await newSessionCookie(learner);
    await getDb().update(users).set({ isAdmin: true }).where(eq(users.id, learner.id));
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(403);
    expect(await stored()).toHaveLength(0);

    await getDb().update(users).set({ isAdmin: false }).where(eq(users.id, learner.id));
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it("answers a refused session's late answer with 401 before touching the attempt", async () => {
    const { learner, quiz } = await entitledLearner();
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const question = quiz.questions[0]!;
    await getDb()
      .update(attempts)
      .set({ deadline: sql`now() - interval '6 seconds'` })
      .where(eq(attempts.id, attemptId));
    await getDb().update(users).set({ disabled: true }).where(eq(users.id, learner.id));
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(401);
    const [row] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.submittedAt).toBeNull(); // finalised later, lazily, not by a session that no longer counts
  });

  it("refuses answers after the deadline plus grace, and finalises the attempt", async () => {
    const { learner, quiz } = await entitledLearner();
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const question = quiz.questions[0]!;
    await getDb()
      .update(attempts)
      .set({ deadline: sql`now() - interval '6 seconds'` })
      .where(eq(attempts.id, attemptId));
    const late = await answer(learner, attemptId, question.id, question.optionsList[0]!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ATTEMPT_MESSAGES.timeUp);
    const [row] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect(row?.submittedAt).not.toBeNull();
  });

  it("accepts an answer within the 5-second grace", async () => {
    const { learner, quiz } = await entitledLearner();
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    await getDb()
      .update(attempts)
      .set({ deadline: sql`now() - interval '2 seconds'` })
      .where(eq(attempts.id, attemptId));
    const question = quiz.questions[0]!;
    expect((await answer(learner, attemptId, question.id, question.optionsList[0]!.id)).status).toBe(200);
  });
});

describe("ending and results", () => {
  it("scores by the documented result figures (several correct options) and ends once", async () => {
    const { learner, quiz } = await entitledLearner({ count: 3, marks: 2, twoCorrect: true });
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const [q1, q2] = quiz.questions;
    await answer(learner, attemptId, q1!.id, q1!.optionsList[1]!.id); // the second correct option
    await answer(learner, attemptId, q2!.id, q2!.optionsList[2]!.id); // wrong; q3 left unanswered
    const first = await finish(learner, attemptId);
    expect(first.body.data).toMatchObject({
      score: 2,
      totalMarks: 6,
      correct: 1,
      incorrect: 1,
      totalAttempts: 2,
      totalQuestions: 3,
      percentage: 33.33,
      passed: false,
    });
    const again = await finish(learner, attemptId);
    expect(again.body.data).toEqual(first.body.data);
    expect((await answer(learner, attemptId, q2!.id, q2!.optionsList[0]!.id)).body.message).toBe(ATTEMPT_MESSAGES.ended);
  });

  it("reveals the key only after the end, to the owner and admins", async () => {
    const { learner, quiz } = await entitledLearner();
    const admin = await createUser({ isAdmin: true });
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const question = quiz.questions[0]!;
    await answer(learner, attemptId, question.id, question.optionsList[0]!.id);

    const during = [
      await call(attemptState, { cookie: learner.cookie, params: { id: attemptId } }),
      await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } }),
      await call(allowed, { cookie: learner.cookie }),
    ];
    for (const response of during) expect(JSON.stringify(response.body)).not.toMatch(KEY_PATTERN);
    expect((await call(review, { cookie: learner.cookie, params: { id: attemptId } })).status).toBe(409);
    const state = (await call(attemptState, { cookie: learner.cookie, params: { id: attemptId } })).body.data as {
      questionsAttempted: { questionId: string; selectedOptionId: string }[];
    };
    expect(state.questionsAttempted).toEqual([
      expect.objectContaining({ questionId: question.id, selectedOptionId: question.optionsList[0]!.id }),
    ]);

    await finish(learner, attemptId);
    const after = await call(review, { cookie: learner.cookie, params: { id: attemptId } });
    const reviewed = after.body.data as { quiz: QuizView; choices: Record<string, string> };
    expect(reviewed.quiz.questions[0]!.optionsList[0]!.isAnswer).toBe(true);
    expect(reviewed.quiz.questions[0]!.explanation).toBe("Because 1.");
    expect(reviewed.choices[question.id]).toBe(question.optionsList[0]!.id);
    expect((await call(review, { cookie: admin.cookie, params: { id: attemptId } })).status).toBe(200);
  });

  it("lists results newest first in the nested shape, finalising overdue attempts lazily", async () => {
    const { learner, quiz } = await entitledLearner();
    const firstId = attemptIdOf(await startQuiz(learner, quiz.id));
    await finish(learner, firstId);
    const secondId = attemptIdOf(await startQuiz(learner, quiz.id));
    await getDb()
      .update(attempts)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(attempts.id, secondId));
    const rows = (await call(results, { cookie: learner.cookie })).body.data as {
      quizAttemptId: string;
      quizAttempt: { quiz: { name: string; subject: { name: string } } };
    }[];
    // The overdue one ended at its deadline, a minute ago: older than the one finished just now.
    expect(rows.map((row) => row.quizAttemptId)).toEqual([firstId, secondId]);
    expect(rows[0]!.quizAttempt.quiz).toMatchObject({ name: quiz.name, subject: { name: quiz.subject.name } });
  });

  it("lists allowed quizzes with attempts used and the open attempt", async () => {
    const { learner, quiz } = await entitledLearner();
    const attemptId = attemptIdOf(await startQuiz(learner, quiz.id));
    const list = (await call(allowed, { cookie: learner.cookie })).body.data as {
      id: string;
      attempted: number;
      openAttemptId: string | null;
      totalQuestions: number;
    }[];
    expect(list).toEqual([
      expect.objectContaining({ id: quiz.id, attempted: 1, maxAttempts: 2, openAttemptId: attemptId, totalQuestions: 3 }),
    ]);
    expect((await call(allowed, { cookie: (await createUser()).cookie })).body.data).toEqual([]);
  });
});
