import { reviewCards, reviewLogs } from "@/db/schema";
import { getDb } from "@/db/client";
import { makeQuiz, makeSubject } from "./catalogue";
import { entitledLearner, seedAttempt } from "./analytics";

/** FSRS figures a row needs; the plan reads only times and states. */
const memory = { stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 0, learningSteps: 0 };

/** A review log written straight to the database, at `at`, with the card's state before it (0 = new). */
export async function logReview(row: { userId: string; questionId: string; sourceId: string; at: Date; state?: number }) {
  await getDb()
    .insert(reviewLogs)
    .values({
      userId: row.userId,
      questionId: row.questionId,
      source: "quiz",
      sourceId: row.sourceId,
      rating: 3,
      reviewedAt: row.at,
      due: row.at,
      state: row.state ?? 0,
      lastElapsedDays: 0,
      ...memory,
    });
}

/** A card of the learner's, due at `due`. */
export async function cardDue(userId: string, questionId: string, due: Date) {
  await getDb()
    .insert(reviewCards)
    .values({ userId, questionId, due, state: 2, reps: 1, lapses: 0, lastReview: null, ...memory });
}

/**
 * A learner entitled to subject A (a quiz of `held` questions) and not to subject B (a quiz of
 * `notHeld` questions): the plan's banks are A's.
 */
export async function planLearner(held = 6, notHeld = 4) {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id, { count: held });
  const other = await makeSubject();
  const otherQuiz = notHeld > 0 ? await makeQuiz(other.id, { count: notHeld }) : null;
  const learner = await entitledLearner(subject.id);
  return { learner, quiz, otherQuiz, other };
}

type Planned = Awaited<ReturnType<typeof planLearner>>;

/**
 * A learner's session on a day: an ended attempt written straight to the database that answers
 * the quiz's questions marked "A" in `letters` ("-" leaves one unanswered), with a review log at
 * `at` for every question it names.
 */
export async function workedAt({ learner, quiz }: Planned, at: Date, letters: string, state = 0) {
  const attemptId = await seedAttempt(learner, quiz, letters, { startedAt: at, submittedAt: at });
  for (const [index] of [...letters].entries())
    await logReview({ userId: learner.id, questionId: quiz.questions[index]!.id, sourceId: attemptId, at, state });
  return attemptId;
}
