import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { createEmptyCard, Rating, type Card, type Grade } from "ts-fsrs";
import { beforeAll, describe, expect, it } from "vitest";
import { getConnection, getDb } from "@/db/client";
import { attempts, practiceAnswers, practiceSessions, quizzes, reviewBackfill, reviewCards, reviewLogs, users } from "@/db/schema";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { backfillReviews } from "@/lib/reviews/backfill";
import { fromCard, fromLog, scheduler } from "@/lib/reviews/fsrs";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { answerPractice, endPractice, optionsOf, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();
/** A shared PostgreSQL (the CI's second pass) holds other files' learners too: counts are exact only on PGlite. */
const isolated = !process.env.DATABASE_URL;
const atLeast = (n: number) => (isolated ? n : expect.toSatisfy((value: number) => value >= n));

const DAY_MS = 86_400_000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);
type Event = { userId: string; questionId: string; at: Date; grade: Grade };
const grade = (right: boolean): Grade => (right ? Rating.Good : Rating.Again);

/** What ts-fsrs gives for these events fed in time order, card by card: the card after, and each review's log. */
function replayed(events: Event[]) {
  const cards = new Map<string, Card>();
  const logs = new Map<string, ReturnType<typeof fromLog>>();
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = `${event.userId}:${event.questionId}`;
    const { card, log } = scheduler.next(cards.get(key) ?? createEmptyCard(event.at), event.at, event.grade);
    cards.set(key, card);
    logs.set(`${key}@${event.at.getTime()}`, fromLog(log));
  }
  return { cards, logs };
}

const cardsOf = (userId: string) =>
  getDb().select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.questionId));
const logsOf = (userId: string) => getDb().select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(asc(reviewLogs.id));
/** History from before cards existed: what live recording wrote for it goes. */
const forgetReviews = async (userId: string) => {
  await getDb().delete(reviewLogs).where(eq(reviewLogs.userId, userId));
  await getDb().delete(reviewCards).where(eq(reviewCards.userId, userId));
};
const restartBackfill = () => getDb().delete(reviewBackfill);
/** The cards and logs of these learners. */
const everything = async (...learners: TestUser[]) => {
  const ids = learners.map((learner) => learner.id);
  return {
    cards: await getDb()
      .select()
      .from(reviewCards)
      .where(inArray(reviewCards.userId, ids))
      .orderBy(asc(reviewCards.userId), asc(reviewCards.questionId)),
    logs: await getDb().select().from(reviewLogs).where(inArray(reviewLogs.userId, ids)).orderBy(asc(reviewLogs.id)),
  };
};
const learnerCount = async () => (await getDb().select({ n: count() }).from(users))[0]!.n;

function expectCards(rows: Awaited<ReturnType<typeof cardsOf>>, expected: Map<string, Card>, userId: string) {
  const mine = [...expected].filter(([key]) => key.startsWith(`${userId}:`));
  expect(rows).toHaveLength(mine.length);
  for (const [key, card] of mine) {
    const row = rows.find((candidate) => `${candidate.userId}:${candidate.questionId}` === key);
    expect(row, key).toEqual({ userId, questionId: key.split(":")[1], ...fromCard(card) });
  }
}

describe("the backfill of cards from earlier history", () => {
  let ayesha: TestUser;
  let bilal: TestUser;
  const events: Event[] = [];
  let expected: ReturnType<typeof replayed>;
  let liveAt: Date;

  /** Ends the attempt `days` ago and records its events (right per question; null: unanswered). */
  async function quizIn(user: TestUser, quiz: Awaited<ReturnType<typeof makeQuiz>>, choices: (number | null)[], days: number) {
    const attemptId = await takeQuiz(user, quiz, choices);
    await getDb()
      .update(attempts)
      .set({ startedAt: daysAgo(days + 0.01), submittedAt: daysAgo(days) })
      .where(eq(attempts.id, attemptId));
    quiz.questions.forEach((question, index) =>
      events.push({ userId: user.id, questionId: question.id, at: daysAgo(days), grade: grade(choices[index] === 0) }),
    );
  }

  beforeAll(async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 3 });
    const [q1, q2, q3] = quiz.questions.map((question) => question.id) as [string, string, string];
    ayesha = await createUser();
    bilal = await createUser();
    await entitle(ayesha.id, subject.id);
    await entitle(bilal.id, subject.id);

    // Ayesha: an attempt (right, wrong, unanswered), a tutor session, a later attempt, a timed session, a grand test.
    await quizIn(ayesha, quiz, [0, 1, null], 10);
    const tutor = (await startPractice(ayesha, { subjectIds: [subject.id], count: 3 })).body.data as CreatedPractice;
    for (const [questionId, right, days] of [
      [q1, true, 8],
      [q2, false, 7.9],
    ] as const) {
      const { right: rightOption, wrong } = optionsOf(quiz, questionId);
      await answerPractice(ayesha, tutor.id, questionId, right ? rightOption : wrong);
      await getDb()
        .update(practiceAnswers)
        .set({ answeredAt: daysAgo(days) })
        .where(and(eq(practiceAnswers.sessionId, tutor.id), eq(practiceAnswers.questionId, questionId)));
      events.push({ userId: ayesha.id, questionId, at: daysAgo(days), grade: grade(right) });
    }
    await quizIn(ayesha, quiz, [1, 0, 0], 6);
    const timed = (await startPractice(ayesha, { subjectIds: [subject.id], count: 3, mode: "timed", minutes: 10 })).body
      .data as CreatedPractice;
    await answerPractice(ayesha, timed.id, q3, optionsOf(quiz, q3).right);
    await endPractice(ayesha, timed.id);
    await getDb()
      .update(practiceSessions)
      .set({ createdAt: daysAgo(4.01), deadline: daysAgo(3.9), endedAt: daysAgo(4) })
      .where(eq(practiceSessions.id, timed.id));
    for (const questionId of [q1, q2, q3]) events.push({ userId: ayesha.id, questionId, at: daysAgo(4), grade: grade(questionId === q3) });

    const grand = await makeGrandTest((await makeSubject()).id, { count: 2 });
    const sat = attemptIdOf(await startGrand(ayesha, grand.id));
    for (const [index, question] of grand.questions.entries()) await answerGrand(ayesha, sat, question.id, question.optionsList[index]!.id);
    await endGrand(ayesha, sat);
    await setWindow(grand.id, -7200, -6);
    await finaliseGrandTest(grand.id);
    await getDb()
      .update(quizzes)
      .set({ resultsAt: daysAgo(2) })
      .where(eq(quizzes.id, grand.id));
    grand.questions.forEach((question, index) =>
      events.push({ userId: ayesha.id, questionId: question.id, at: daysAgo(2), grade: grade(index === 0) }),
    );
    // A grand test that has closed but whose results are not out is no review.
    const sealed = await makeGrandTest((await makeSubject()).id, { count: 2 });
    await endGrand(ayesha, attemptIdOf(await startGrand(ayesha, sealed.id)));
    await forgetReviews(ayesha.id);

    // Bilal: older history, then a live attempt reviewed on new cards, one of its ratings corrected to easy.
    await quizIn(bilal, quiz, [0, 0, 0], 3);
    await forgetReviews(bilal.id);
    const live = await takeQuiz(bilal, quiz, [1, 1, 1]);
    const [{ submittedAt }] = (await getDb().select({ submittedAt: attempts.submittedAt }).from(attempts).where(eq(attempts.id, live))) as [
      { submittedAt: Date },
    ];
    liveAt = submittedAt;
    await getDb()
      .update(reviewLogs)
      .set({ rating: Rating.Easy, correctedFrom: Rating.Again })
      .where(and(eq(reviewLogs.sourceId, live), eq(reviewLogs.questionId, q1)));
    for (const questionId of [q1, q2, q3])
      events.push({ userId: bilal.id, questionId, at: liveAt, grade: questionId === q1 ? Rating.Easy : Rating.Again });
    expected = replayed(events);
  });

  it("gives every card what ts-fsrs gives for the history in time order, and logs each review with the state before it", async () => {
    // Bilal's live cards started from nothing: one review each, not the two of his history.
    expect((await cardsOf(bilal.id)).map((card) => card.reps)).toEqual([1, 1, 1]);

    await restartBackfill();
    const run = await backfillReviews({ batchSize: 2, pauseMs: 0 });
    expect(run).toEqual({ finished: true, learners: atLeast(await learnerCount()), reviews: atLeast(events.length) });

    expectCards(await cardsOf(ayesha.id), expected.cards, ayesha.id);
    expectCards(await cardsOf(bilal.id), expected.cards, bilal.id);
    for (const user of [ayesha, bilal]) {
      const logs = await logsOf(user.id);
      expect(logs).toHaveLength(events.filter((event) => event.userId === user.id).length);
      for (const log of logs) {
        const before = expected.logs.get(`${user.id}:${log.questionId}@${log.reviewedAt.getTime()}`);
        expect(before, `${log.source} ${log.questionId}`).toBeDefined();
        expect({ ...before!, reviewedAt: log.reviewedAt }).toEqual({
          rating: log.rating,
          reviewedAt: log.reviewedAt,
          due: log.due,
          stability: log.stability,
          difficulty: log.difficulty,
          elapsedDays: log.elapsedDays,
          lastElapsedDays: log.lastElapsedDays,
          scheduledDays: log.scheduledDays,
          learningSteps: log.learningSteps,
          state: log.state,
        });
      }
      expect(new Set(logs.map((log) => log.source))).toEqual(
        new Set(user === ayesha ? ["quiz", "tutor", "timed", "grand_test"] : ["quiz"]),
      );
    }
    const corrected = (await logsOf(bilal.id)).filter((log) => log.correctedFrom !== null);
    expect(corrected).toMatchObject([{ rating: Rating.Easy, correctedFrom: Rating.Again, reviewedAt: liveAt }]);
    // Again cards are due within minutes of their last review; good ones later.
    const due = await getDb().select().from(reviewCards).where(eq(reviewCards.userId, ayesha.id));
    expect(due.some((card) => card.due.getTime() < NOW)).toBe(true);
  });

  it("changes nothing when run again, from the start or once finished", async () => {
    const before = await everything(ayesha, bilal);
    expect(await backfillReviews({ pauseMs: 0 })).toEqual({ learners: 0, reviews: 0, finished: true });
    await restartBackfill();
    await backfillReviews({ batchSize: 3, pauseMs: 0 });
    expect(await everything(ayesha, bilal)).toEqual(before);
  });

  it("resumes from its cursor after a stop", async () => {
    const before = await everything(ayesha, bilal);
    await restartBackfill();
    let checks = 0;
    const first = await backfillReviews({ batchSize: 1, pauseMs: 0, stopping: () => checks++ >= 1 });
    expect(first).toMatchObject({ learners: 1, finished: false });
    const [lowest] = await getDb().select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    const [progress] = await getDb().select().from(reviewBackfill);
    expect(progress).toEqual({ id: 1, lastUserId: isolated ? lowest!.id : expect.any(String), finishedAt: null });

    const rest = await backfillReviews({ batchSize: 1, pauseMs: 0 });
    expect(rest).toMatchObject({ learners: atLeast((await learnerCount()) - 1), finished: true });
    expect(await everything(ayesha, bilal)).toEqual(before);
  });

  it("shares the work between two instances running it at once: each learner once, the same cards", async () => {
    const before = await everything(ayesha, bilal);
    await restartBackfill();
    const runs = await Promise.all([0, 1].map(() => backfillReviews({ batchSize: 1, pauseMs: 0 })));
    expect(runs.every((run) => run.finished)).toBe(true);
    expect(runs[0]!.learners + runs[1]!.learners).toEqual(atLeast(await learnerCount()));
    expect(runs[0]!.reviews + runs[1]!.reviews).toEqual(atLeast(events.length));
    expect(await everything(ayesha, bilal)).toEqual(before);
  });
});

/**
 * A live review of a learner whose batch is under way waits for its commit, then reviews the
 * replayed card; once the backfill has finished nothing waits. PGlite runs one transaction at a
 * time, so this needs PostgreSQL (the CI's second pass).
 */
describe.skipIf(!process.env.DATABASE_URL)("a live review racing a batch", () => {
  const sql_ = () => {
    const connection = getConnection();
    if (connection.kind !== "postgres") throw new Error("PostgreSQL only");
    return connection.sql;
  };
  const waitsOn = async (pid: number) =>
    (await sql_()`select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`)[0]!.n as number;

  async function liveEndWhileHeld(finished: boolean) {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 2 });
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    await getDb().execute(sql`insert into review_backfill (id) values (1) on conflict (id) do nothing`);
    await getDb()
      .update(reviewBackfill)
      .set({ finishedAt: finished ? new Date() : null })
      .where(eq(reviewBackfill.id, 1));
    const batch = await sql_().reserve();
    await batch`begin`;
    await batch`select id from users where id = ${learner.id} for no key update`;
    const [{ pid }] = await batch`select pg_backend_pid() as pid`;
    let ended = false;
    const live = takeQuiz(learner, quiz, [0, 1]).then(() => (ended = true));
    for (let tries = 0; tries < 100 && !ended && (await waitsOn(Number(pid))) === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = !ended && (await waitsOn(Number(pid))) > 0;
    await batch`commit`;
    batch.release();
    await live;
    expect(await cardsOf(learner.id)).toHaveLength(2);
    return waited;
  }

  it("waits for the batch holding its learner while the backfill runs", async () => {
    expect(await liveEndWhileHeld(false)).toBe(true);
  });

  it("takes no lock once the backfill has finished", async () => {
    expect(await liveEndWhileHeld(true)).toBe(false);
  });
});
