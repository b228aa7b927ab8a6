import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { entitlements, quizzes } from "@/db/schema";
import { review } from "@/lib/reviews/fsrs";
import { REVIEW_MESSAGES } from "@/lib/reviews/schemas";
import { takeQuiz } from "../support/attempts";
import { entitle, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import {
  answerPractice,
  endPractice,
  makeBankQuiz,
  optionsOf,
  practiceLearner,
  startPractice,
  type CreatedPractice,
} from "../support/practice";
import { ageReviews, cardOf, cardsOf, logsOf, reviewSummary, startReview } from "../support/reviews";

setUpTestDatabase();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Summary = { cards: number; dueNow: number; dueToday: number; dueThisWeek: number; nextDueAt: string | null; retention: number | null };

describe("cards from the events that show a key", () => {
  it("an ended quiz reviews every question: wrong and unanswered again, right good, as ts-fsrs schedules them", async () => {
    const { quiz, learner } = await practiceLearner(4);
    const attemptId = await takeQuiz(learner, quiz, [0, 1, null, 0]); // option 0 is right
    const logs = await logsOf(learner.id);
    expect(logs).toHaveLength(4);
    expect(new Set(logs.map((log) => log.source))).toEqual(new Set(["quiz"]));
    expect(new Set(logs.map((log) => log.sourceId))).toEqual(new Set([attemptId]));
    for (const [index, question] of quiz.questions.entries()) {
      const card = (await cardOf(learner.id, question.id))!;
      const log = logs.find((candidate) => candidate.questionId === question.id)!;
      const expected = review(null, index === 0 || index === 3 ? "good" : "again", log.reviewedAt);
      expect({ ...card, userId: undefined, questionId: undefined }).toEqual({ ...expected.card, userId: undefined, questionId: undefined });
      expect(log.state).toBe(0); // new before this review
    }
    const summary = (await reviewSummary(learner)).body.data as Summary;
    expect(summary).toMatchObject({ cards: 4, dueNow: 0, retention: 0.5 });
    const [soonest] = await cardsOf(learner.id); // by due; the "again" cards' 1-minute step comes first
    expect(Date.parse(summary.nextDueAt!)).toBe(soonest!.due.getTime());
    expect(soonest!.due.getTime() - soonest!.lastReview!.getTime()).toBe(MINUTE);
  });

  it("a second attempt of the same quiz is a new review of the same cards", async () => {
    const { quiz, learner } = await practiceLearner(2);
    await takeQuiz(learner, quiz, [1, 1]);
    await ageReviews(learner.id, (2 * DAY) / 1000);
    await takeQuiz(learner, quiz, [0, 1]);
    const cards = await cardsOf(learner.id);
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => card.reps).sort()).toEqual([2, 2]);
    const logs = await logsOf(learner.id);
    expect(logs).toHaveLength(4);
    // Each card is the first review's card reviewed again, at the second attempt's end, as ts-fsrs schedules it.
    for (const [index, rating] of (["good", "again"] as const).entries()) {
      const question = quiz.questions[index]!;
      const [first, second] = logs.filter((log) => log.questionId === question.id);
      const expected = review(review(null, "again", first!.reviewedAt).card, rating, second!.reviewedAt).card;
      const card = cards.find((candidate) => candidate.questionId === question.id)!;
      expect({ ...card, userId: undefined, questionId: undefined }).toEqual({ ...expected, userId: undefined, questionId: undefined });
    }
  });

  it("a timed session reviews every question at its end; a tutor answer reviews its question at once", async () => {
    const { quiz, learner } = await practiceLearner(3);
    const timed = (await startPractice(learner, { mode: "timed", minutes: 10 })).body.data as CreatedPractice;
    const first = timed.questions[0]!;
    await answerPractice(learner, timed.id, first.id, optionsOf(quiz, first.id).right);
    expect(await logsOf(learner.id)).toHaveLength(0); // nothing shown yet
    await endPractice(learner, timed.id);
    expect((await logsOf(learner.id)).map((log) => log.source)).toEqual(["timed", "timed", "timed"]);

    const tutor = (await startPractice(learner, { mode: "tutor", count: 2 })).body.data as CreatedPractice;
    const answered = await answerPractice(learner, tutor.id, tutor.questions[0]!.id, optionsOf(quiz, tutor.questions[0]!.id).wrong);
    const reviewInfo = (answered.body.data as { review: { rating: string; next: Record<string, string> } }).review;
    expect(reviewInfo.rating).toBe("again");
    const next = Object.fromEntries(Object.entries(reviewInfo.next).map(([rating, due]) => [rating, Date.parse(due)]));
    expect(next.again!).toBeLessThan(next.hard!);
    expect(next.good!).toBeLessThanOrEqual(next.easy!);
    const logs = await logsOf(learner.id);
    expect(logs.at(-1)).toMatchObject({ source: "tutor", sourceId: tutor.id, questionId: tutor.questions[0]!.id, rating: 1 });
    const card = (await cardOf(learner.id, tutor.questions[0]!.id))!;
    expect(card.due.getTime()).toBe(next.again);
    expect(card.reps).toBe(2);
  });

  it("a card reviewed elsewhere after the session was built is reviewed from its state now", async () => {
    const { quiz, learner } = await practiceLearner(1);
    const tutor = (await startPractice(learner, { mode: "tutor", count: 1 })).body.data as CreatedPractice;
    await takeQuiz(learner, quiz, [0]); // the card is born after the session's schedule was computed
    const question = tutor.questions[0]!;
    expect((await answerPractice(learner, tutor.id, question.id, optionsOf(quiz, question.id).wrong)).status).toBe(200);
    const card = (await cardOf(learner.id, question.id))!;
    expect([card.reps, card.lapses]).toEqual([2, 0]);
    expect((await logsOf(learner.id)).map((log) => log.source)).toEqual(["quiz", "tutor"]);
  });
});

describe("review sessions", () => {
  it("409 when nothing is due; then the due cards, most overdue first, with the key after each answer", async () => {
    const { quiz, learner } = await practiceLearner(5);
    expect(await startReview(learner)).toMatchObject({ status: 409, body: { message: REVIEW_MESSAGES.nothingDue } });
    await takeQuiz(learner, quiz, [1, 1, 0, 1, 0]);
    expect((await startReview(learner)).status).toBe(409); // the 1-minute step has not passed
    await ageReviews(learner.id, 120);
    const overdue = quiz.questions[3]!.id;
    await getDb().execute(
      sql`update review_cards set due = due - interval '1 hour' where user_id = ${learner.id} and question_id = ${overdue}`,
    );
    expect(((await reviewSummary(learner)).body.data as Summary).dueNow).toBe(3);

    const started = await startReview(learner, { count: 2 });
    expect(started.status).toBe(201);
    const session = started.body.data as CreatedPractice;
    expect(session.mode).toBe("review");
    expect(session.questions.map((question) => question.id)).toEqual([overdue, expect.any(String)]);
    expect(JSON.stringify(started.body)).not.toMatch(/isCorrect|explanation|reference/);

    const answered = await answerPractice(learner, session.id, overdue, optionsOf(quiz, overdue).right);
    expect(answered.body.data).toMatchObject({ correct: true, review: { rating: "good" } });
    expect((await logsOf(learner.id)).at(-1)).toMatchObject({ source: "review", questionId: overdue, rating: 3 });
    expect(((await reviewSummary(learner)).body.data as Summary).dueNow).toBe(2);
  });

  it("takes only questions the learner may still practise, and names bad input", async () => {
    const { quiz, learner, subject } = await practiceLearner(2);
    await takeQuiz(learner, quiz, [1, 1]);
    await ageReviews(learner.id, 600);
    for (const [body, field] of [
      [{ count: 0 }, "count"],
      [{ count: 101 }, "count"],
      [{ count: "5" }, "count"],
      [{ tags: [5] }, "tags.0"],
    ] as const)
      expect((await startReview(learner, body)).body.field, JSON.stringify(body)).toBe(field);

    await getDb().update(quizzes).set({ deletedAt: new Date() }).where(eq(quizzes.id, quiz.id));
    expect((await startReview(learner)).status).toBe(409);
    expect(((await reviewSummary(learner)).body.data as Summary).dueNow).toBe(0);
    await getDb().update(quizzes).set({ deletedAt: null }).where(eq(quizzes.id, quiz.id));
    expect(((await reviewSummary(learner)).body.data as Summary).dueNow).toBe(2);

    await getDb()
      .update(entitlements)
      .set({ startsAt: sql`now() - interval '40 days'`, endsAt: sql`now() - interval '1 day'` })
      .where(eq(entitlements.userId, learner.id)); // access ended
    expect((await startReview(learner)).status).toBe(403);
    expect((await reviewSummary(learner)).body.data as Summary).toMatchObject({ cards: 2, dueNow: 0 });
    const other = await makeSubject();
    await makeBankQuiz(other.id, 1);
    await entitle(learner.id, other.id);
    expect((await startReview(learner)).status).toBe(409);
    expect((await startReview(learner, { subjectIds: [subject.id] })).status).toBe(403);
  });

  it("is a learner's: a visitor gets 401 and an admin 403", async () => {
    const admin = await createUser({ isAdmin: true });
    expect((await startReview(admin)).status).toBe(403);
    expect((await reviewSummary(admin)).status).toBe(403);
    expect((await startReview({ ...admin, cookie: "" })).status).toBe(401);
  });
});
