import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/db/client";
import { practiceQuestions } from "@/db/schema";
import { REVIEW_RATINGS, reviewEach, type RatingName, type Reviewed, type StoredCard } from "./fsrs";

/**
 * A question's card before its review in a tutor or review session, and after each rating, as
 * computed when the session was built (`at`). The answer applies one of them in its own statement
 * (lib/practice/answer.ts), shifted by the time between `at` and the answer, so the learning
 * steps count from the answer; a correction applies another (docs/rules.md, "Review").
 */
export type QuestionSchedule = { at: string; before: StoredCard | null } & Record<RatingName, Reviewed>;

/** A card as jsonb carries it (dates as ISO strings). */
export type CardJson = Omit<StoredCard, "due" | "lastReview"> & { due: string; lastReview: string | null };

/** `cardJson` as a statement answers it. */
export const cardJsonSchema: z.ZodType<CardJson> = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  state: z.number(),
  reps: z.number(),
  lapses: z.number(),
  lastReview: z.string().nullable(),
});

/** A stored schedule (practice_questions.schedule), written only by `attachSchedules`: its time and its four outcomes are checked. */
export const questionScheduleSchema = z.custom<QuestionSchedule>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { at?: unknown }).at === "string" &&
    REVIEW_RATINGS.every((rating) => typeof (value as Record<string, unknown>)[rating] === "object"),
);

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

/** A review card as SQL builds it for a schedule: `cardJson(sql\`c\`)` over a `review_cards c` row. */
export const cardJson = (
  card: SQL,
) => sql`json_build_object('due', ${card}.due, 'stability', ${card}.stability, 'difficulty', ${card}.difficulty,
  'elapsedDays', ${card}.elapsed_days, 'scheduledDays', ${card}.scheduled_days, 'learningSteps', ${card}.learning_steps,
  'state', ${card}.state, 'reps', ${card}.reps, 'lapses', ${card}.lapses, 'lastReview', ${card}.last_review)`;

/**
 * Computes and stores the schedule of each question of a new tutor or review session from the
 * learner's cards as the session's statement read them (none yet: a new card).
 */
export async function attachSchedules(db: Executor, sessionId: string, questions: { id: string; card: CardJson | null }[]): Promise<void> {
  if (questions.length === 0) return;
  const at = new Date();
  const rows = questions.map((question) => ({ question_id: question.id, schedule: scheduleFor(cardFromJson(question.card), at) }));
  await db.execute(sql`
    update ${practiceQuestions} pq set schedule = s.schedule
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(question_id uuid, schedule jsonb)
    where pq.session_id = ${sessionId} and pq.question_id = s.question_id`);
}
