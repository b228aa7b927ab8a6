import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { queryRows } from "@/db/rows";
import { REVIEW_RATINGS, reviewEach, type RatingName, type Reviewed, type StoredCard } from "./fsrs";

/**
 * A question's card before its review in a tutor or review session, and after each rating, as
 * computed when the session was built (`at`). The answer applies one of them in its own statement
 * (lib/practice/answer.ts), shifted by the time between `at` and the answer, so the learning
 * steps count from the answer; a correction applies another (docs/rules.md, "Review").
 */
export type QuestionSchedule = { at: string; before: StoredCard | null } & Record<RatingName, Reviewed>;

/** A card as jsonb carries it (dates as ISO strings). */
type CardJson = Omit<StoredCard, "due" | "lastReview"> & { due: string; lastReview: string | null };

export const cardFromJson = (card: CardJson | null): StoredCard | null =>
  card && { ...card, due: new Date(card.due), lastReview: card.lastReview ? new Date(card.lastReview) : null };

export function scheduleFor(card: StoredCard | null, at: Date): QuestionSchedule {
  return { at: at.toISOString(), before: card, ...reviewEach(card, at) };
}

/** When the card would come back after each rating, had the question been answered at `answeredAt`. */
export function nextDueTimes(schedule: QuestionSchedule, answeredAt: Date): Record<RatingName, string> {
  const shift = answeredAt.getTime() - Date.parse(schedule.at);
  return Object.fromEntries(
    REVIEW_RATINGS.map((rating) => [rating, new Date(Date.parse(String(schedule[rating].card.due)) + shift).toISOString()]),
  ) as Record<RatingName, string>;
}

/**
 * Computes and stores the schedule of each question of a new tutor or review session from the
 * learner's cards as they are now (none yet: a new card).
 */
export async function attachSchedules(db: Executor, sessionId: string, userId: string, questionIds: string[]): Promise<void> {
  if (questionIds.length === 0) return;
  const at = new Date();
  const cards = await queryRows<{ question_id: string; card: CardJson }>(
    db,
    sql`select question_id, json_build_object('due', due, 'stability', stability, 'difficulty', difficulty,
        'elapsedDays', elapsed_days, 'scheduledDays', scheduled_days, 'learningSteps', learning_steps, 'state', state,
        'reps', reps, 'lapses', lapses, 'lastReview', last_review) as card
      from review_cards where user_id = ${userId} and question_id in (select jsonb_array_elements_text(${JSON.stringify(questionIds)}::jsonb)::uuid)`,
  );
  const byQuestion = new Map(cards.map((row) => [row.question_id, cardFromJson(row.card)]));
  const rows = questionIds.map((questionId) => ({
    question_id: questionId,
    schedule: scheduleFor(byQuestion.get(questionId) ?? null, at),
  }));
  await db.execute(sql`
    update practice_questions pq set schedule = s.schedule
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(question_id uuid, schedule jsonb)
    where pq.session_id = ${sessionId} and pq.question_id = s.question_id`);
}
