import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { quizzes, reviewCards, reviewLogs } from "@/db/schema";
import { finaliseDueGrandTests } from "@/lib/grand-tests/closer";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { review } from "@/lib/reviews/fsrs";
import { REVIEW_MESSAGES } from "@/lib/reviews/schemas";
import { takeQuiz } from "../support/attempts";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { answerPractice, optionsOf, practiceLearner, startPractice, type CreatedPractice } from "../support/practice";
import { ageReviews, cardOf, logsOf, rate, startReview } from "../support/reviews";

setUpTestDatabase();

const DAY = 24 * 3_600_000;

/** A learner with one question due for review, in a review session not yet answered. */
async function dueForReview() {
  const { quiz, learner } = await practiceLearner(1);
  await takeQuiz(learner, quiz, [1]);
  await ageReviews(learner.id, 600);
  const session = (await startReview(learner)).body.data as CreatedPractice;
  const question = session.questions[0]!;
  return { quiz, learner, session, question, options: optionsOf(quiz, question.id) };
}

describe("correcting the rating", () => {
  it("re-schedules the review from the state before it: Easy sends the card a day or more away, once", async () => {
    const { learner, session, question, options } = await dueForReview();
    expect(await rate(learner, session.id, question.id, "easy")).toMatchObject({
      status: 409,
      body: { message: REVIEW_MESSAGES.notAnswered },
    });
    const answered = await answerPractice(learner, session.id, question.id, options.wrong);
    const { next, reviewedAt } = (answered.body.data as { review: { next: Record<string, string>; reviewedAt: string } }).review;
    expect((await cardOf(learner.id, question.id))!.due.toISOString()).toBe(next.again);
    // The screen tells "back in …" from the answer's own time (the log's), not from whatever clock renders it.
    expect(new Date(reviewedAt).getTime()).toBe((await logsOf(learner.id)).at(-1)!.reviewedAt.getTime());

    const rated = await rate(learner, session.id, question.id, "easy");
    expect(rated.status).toBe(200);
    expect(rated.body.data).toMatchObject({ rating: "easy", correctedFrom: "again", due: next.easy });
    const card = (await cardOf(learner.id, question.id))!;
    expect(card.due.getTime() - card.lastReview!.getTime()).toBeGreaterThan(0.9 * DAY); // from a learning card FSRS graduates Easy to a day
    const log = (await logsOf(learner.id)).at(-1)!;
    expect([log.rating, log.correctedFrom, log.source]).toEqual([4, 1, "review"]);
    // The same card as ts-fsrs gives for Easy from the state before this review.
    const [before] = await logsOf(learner.id);
    const replayedBefore = review(null, "again", before!.reviewedAt).card;
    expect(card).toMatchObject({ ...review(replayedBefore, "easy", log.reviewedAt).card, due: card.due, lastReview: card.lastReview });

    expect(await rate(learner, session.id, question.id, "good")).toMatchObject({
      status: 409,
      body: { message: REVIEW_MESSAGES.alreadyCorrected },
    });
    expect((await cardOf(learner.id, question.id))!.due).toEqual(card.due);
  });

  it("refuses a rating outside the four, a question outside the session, someone else's session and a timed session", async () => {
    const { quiz, learner, session, question, options } = await dueForReview();
    await answerPractice(learner, session.id, question.id, options.right);
    for (const rating of ["great", "", 3, null])
      expect((await rate(learner, session.id, question.id, rating as string)).body.field, String(rating)).toBe("rating");
    expect((await rate(learner, session.id, "not-a-uuid", "easy")).body.field).toBe("questionId");
    expect((await rate(learner, session.id, crypto.randomUUID(), "easy")).status).toBe(404);
    expect((await rate(await createUser(), session.id, question.id, "easy")).status).toBe(404);
    expect((await rate(learner, crypto.randomUUID(), question.id, "easy")).status).toBe(404);

    const timed = (await startPractice(learner, { mode: "timed", minutes: 5 })).body.data as CreatedPractice;
    await answerPractice(learner, timed.id, timed.questions[0]!.id, optionsOf(quiz, timed.questions[0]!.id).right);
    expect(await rate(learner, timed.id, timed.questions[0]!.id, "easy")).toMatchObject({
      status: 409,
      body: { message: REVIEW_MESSAGES.notReviewable },
    });
    expect((await logsOf(learner.id)).every((log) => log.correctedFrom === null)).toBe(true);
  });

  it("works in tutor sessions, and not once the card has been reviewed again", async () => {
    const { quiz, learner } = await practiceLearner(1);
    const tutor = (await startPractice(learner, { mode: "tutor", count: 1 })).body.data as CreatedPractice;
    const question = tutor.questions[0]!;
    await answerPractice(learner, tutor.id, question.id, optionsOf(quiz, question.id).right);
    await takeQuiz(learner, quiz, [0]);
    expect(await rate(learner, tutor.id, question.id, "hard")).toMatchObject({
      status: 409,
      body: { message: REVIEW_MESSAGES.reviewedSince },
    });

    const again = (await startPractice(learner, { mode: "tutor", count: 1 })).body.data as CreatedPractice;
    await answerPractice(learner, again.id, question.id, optionsOf(quiz, question.id).right);
    expect((await rate(learner, again.id, question.id, "hard")).status).toBe(200);
  });
});

describe("a closed grand test", () => {
  it("reviews every question of every candidate through the job that closes it, not before", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 3 });
    const [early, late] = [await createUser(), await createUser()];
    const earlyAttempt = attemptIdOf(await startGrand(early, test.id));
    await answerGrand(early, earlyAttempt, test.questions[0]!.id, test.questions[0]!.optionsList[0]!.id);
    await endGrand(early, earlyAttempt);
    const lateAttempt = attemptIdOf(await startGrand(late, test.id));
    await answerGrand(late, lateAttempt, test.questions[1]!.id, test.questions[1]!.optionsList[1]!.id);
    expect(await logsOf(early.id)).toHaveLength(0); // the key is sealed until the close

    await setWindow(test.id, -7200, -60);
    expect(await finaliseGrandTest(test.id)).toBe(true);
    const [earlyLogs, lateLogs] = [await logsOf(early.id), await logsOf(late.id)];
    expect(earlyLogs.map((log) => [log.source, log.rating])).toEqual(
      expect.arrayContaining([
        ["grand_test", 3],
        ["grand_test", 1],
        ["grand_test", 1],
      ]),
    );
    expect(lateLogs.filter((log) => log.rating === 1)).toHaveLength(3);
    expect(await finaliseGrandTest(test.id)).toBe(false);
    expect(await logsOf(late.id)).toHaveLength(3);
  });

  it("opens the results before the reviews, and the closing job catches up reviews a stop left undone", async () => {
    const test = await makeGrandTest((await makeSubject()).id, { count: 2 });
    const candidate = await createUser();
    const attempt = attemptIdOf(await startGrand(candidate, test.id));
    await answerGrand(candidate, attempt, test.questions[0]!.id, test.questions[0]!.optionsList[0]!.id);
    await setWindow(test.id, -7200, -60);
    expect(await finaliseGrandTest(test.id)).toBe(true);
    // As if the instance had stopped after the results' transaction and before the reviews'.
    await getDb().delete(reviewLogs).where(eq(reviewLogs.userId, candidate.id));
    await getDb().delete(reviewCards).where(eq(reviewCards.userId, candidate.id));
    await getDb().update(quizzes).set({ reviewsAt: null }).where(eq(quizzes.id, test.id));
    expect(await logsOf(candidate.id)).toHaveLength(0);
    await finaliseDueGrandTests();
    expect((await logsOf(candidate.id)).map((log) => log.source)).toEqual(["grand_test", "grand_test"]);
    await finaliseDueGrandTests();
    expect(await logsOf(candidate.id)).toHaveLength(2);
  });
});
