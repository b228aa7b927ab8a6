import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceQuestions, reviewCards } from "@/db/schema";
import { ratingOfOutcome, recordReviews, storedCardOf } from "./record";
import { scheduleFor, type QuestionSchedule } from "./schedule";

type LateAnswer = {
  userId: string;
  sessionId: string;
  questionId: string;
  correct: boolean;
  answeredAt: Date;
  mode: "tutor" | "review" | "timed";
};

/**
 * The answer's statement could not review the card from the session's schedule: the card was
 * reviewed by something else since the session was built (or the session predates schedules).
 * Reviews it here from the card as it is now, and stores the schedule that a correction will use.
 */
export async function reviewLateAnswer(answer: LateAnswer): Promise<QuestionSchedule> {
  return getDb().transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, answer.userId), eq(reviewCards.questionId, answer.questionId)))
      .for("update");
    const schedule = scheduleFor(found ? storedCardOf(found) : null, answer.answeredAt);
    await tx
      .update(practiceQuestions)
      .set({ schedule: sql`${JSON.stringify(schedule)}::jsonb` })
      .where(and(eq(practiceQuestions.sessionId, answer.sessionId), eq(practiceQuestions.questionId, answer.questionId)));
    await recordReviews(tx, [
      {
        userId: answer.userId,
        questionId: answer.questionId,
        source: answer.mode === "review" ? "review" : "tutor",
        sourceId: answer.sessionId,
        rating: ratingOfOutcome(answer.correct),
        at: answer.answeredAt,
      },
    ]);
    return schedule;
  });
}
