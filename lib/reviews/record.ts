import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import type { REVIEW_SOURCES } from "@/db/enums";
import { reviewBackfill, reviewCards, reviewLogs, users } from "@/db/schema";
import { review, type RatingName, type StoredCard, type StoredLog } from "./fsrs";

export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A question whose key a learner has just seen, and how they did (docs/rules.md, "Review"). */
export type ReviewEvent = { userId: string; questionId: string; source: ReviewSource; sourceId: string; rating: RatingName; at: Date };

/** Wrong or unanswered → again; right → good. */
export const ratingOfOutcome = (correct: boolean): RatingName => (correct ? "good" : "again");

/** Rows a statement carries as one jsonb parameter: big enough to be few, small enough to parse fast. */
const CHUNK = 2_000;

const cardKey = (userId: string, questionId: string) => `${userId}:${questionId}`;

/**
 * Reviews these cards in the caller's transaction: locks the cards there are, applies the events
 * in time order (a card seen twice is reviewed twice), logs each review with the state before it
 * and stores the cards. An event already logged (same source and question) is not logged again.
 */
export async function recordReviews(tx: Executor, events: ReviewEvent[]): Promise<void> {
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  await lockLearners(
    tx,
    ordered.map((event) => event.userId),
  );
  for (let start = 0; start < ordered.length; start += CHUNK) await recordChunk(tx, ordered.slice(start, start + CHUNK));
}

/**
 * While the backfill of earlier history runs (lib/reviews/backfill.ts), a live review waits for the
 * batch that holds its learner (FOR SHARE against the batch's FOR NO KEY UPDATE, in id order), so
 * that it reads the replayed card and the replay reads its commit (docs/rules.md, "Review").
 * Once the backfill has finished this locks nothing.
 */
export async function lockLearners(tx: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = JSON.stringify([...new Set(userIds)]);
  await tx.execute(sql`
    select u.id from ${users} u
    where u.id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)
      and not exists (select 1 from ${reviewBackfill} b where b.finished_at is not null)
    order by u.id for share of u`);
}

async function recordChunk(tx: Executor, events: ReviewEvent[]): Promise<void> {
  const cards = await lockCards(tx, events);
  const logs: Logged[] = [];
  for (const event of events) {
    const key = cardKey(event.userId, event.questionId);
    const { card, log } = review(cards.get(key), event.rating, event.at);
    cards.set(key, card);
    logs.push({ event, log });
  }
  await insertLogs(tx, logs);
  await storeCards(
    tx,
    [...cards.entries()].map(([key, card]) => {
      const [userId, questionId] = key.split(":");
      return { userId: userId!, questionId: questionId!, ...card };
    }),
  );
}

async function lockCards(tx: Executor, events: ReviewEvent[]): Promise<Map<string, StoredCard>> {
  const keys = JSON.stringify(events.map(({ userId, questionId }) => ({ user_id: userId, question_id: questionId })));
  const rows = await tx
    .select()
    .from(reviewCards)
    .where(
      sql`(${reviewCards.userId}, ${reviewCards.questionId}) in (select user_id, question_id from jsonb_to_recordset(${keys}::jsonb) as k(user_id uuid, question_id uuid))`,
    )
    .orderBy(reviewCards.userId, reviewCards.questionId)
    .for("update");
  return new Map(rows.map((row) => [cardKey(row.userId, row.questionId), storedCardOf(row)]));
}

/** A review_cards row less its keys. */
export const storedCardOf = ({ userId: _user, questionId: _question, ...card }: typeof reviewCards.$inferSelect): StoredCard => card;

/** A review to log: whose card, which event, and the card's state before it. */
export type LogRow = { event: Pick<ReviewEvent, "userId" | "questionId" | "source" | "sourceId">; log: StoredLog };
type Logged = LogRow;

const insertLogs = (tx: Executor, logs: LogRow[]) => writeLogs(tx, logs, "keep");

/**
 * Logs reviews in one statement. An event already logged (same source and question) is kept as it
 * is (`keep`), or keeps its rating, time and correction but takes this state before it (`restate`,
 * the backfill's replay: docs/rules.md, "Review").
 */
export async function writeLogs(tx: Executor, logs: LogRow[], onConflict: "keep" | "restate"): Promise<void> {
  if (logs.length === 0) return;
  const rows = JSON.stringify(
    logs.map(({ event, log }) => ({
      user_id: event.userId,
      question_id: event.questionId,
      source: event.source,
      source_id: event.sourceId,
      rating: log.rating,
      reviewed_at: log.reviewedAt,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsedDays,
      last_elapsed_days: log.lastElapsedDays,
      scheduled_days: log.scheduledDays,
      learning_steps: log.learningSteps,
      state: log.state,
    })),
  );
  const conflict =
    onConflict === "keep"
      ? sql`do nothing`
      : sql`do update set due = excluded.due, stability = excluded.stability,
      difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days, last_elapsed_days = excluded.last_elapsed_days,
      scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, state = excluded.state
    where (l.due, l.stability, l.difficulty, l.elapsed_days, l.last_elapsed_days, l.scheduled_days, l.learning_steps, l.state)
      is distinct from (excluded.due, excluded.stability, excluded.difficulty, excluded.elapsed_days, excluded.last_elapsed_days,
      excluded.scheduled_days, excluded.learning_steps, excluded.state)`;
  await tx.execute(sql`
    insert into ${reviewLogs} as l (user_id, question_id, source, source_id, rating, reviewed_at, due, stability, difficulty,
      elapsed_days, last_elapsed_days, scheduled_days, learning_steps, state)
    select * from jsonb_to_recordset(${rows}::jsonb) as r(user_id uuid, question_id uuid, source text, source_id uuid, rating smallint,
      reviewed_at timestamptz, due timestamptz, stability float8, difficulty float8, elapsed_days int, last_elapsed_days int,
      scheduled_days int, learning_steps int, state smallint)
    on conflict (source_id, question_id) ${conflict}`);
}

/** Inserts or overwrites cards (the caller holds their locks, or they are new). */
export async function storeCards(tx: Executor, cards: (StoredCard & { userId: string; questionId: string })[]): Promise<void> {
  if (cards.length === 0) return;
  const rows = JSON.stringify(
    cards.map((card) => ({
      user_id: card.userId,
      question_id: card.questionId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsedDays,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      state: card.state,
      reps: card.reps,
      lapses: card.lapses,
      last_review: card.lastReview,
    })),
  );
  await tx.execute(sql`
    insert into ${reviewCards} (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses, last_review)
    select * from jsonb_to_recordset(${rows}::jsonb) as c(user_id uuid, question_id uuid, due timestamptz, stability float8,
      difficulty float8, elapsed_days int, scheduled_days int, learning_steps int, state smallint, reps int, lapses int, last_review timestamptz)
    on conflict (user_id, question_id) do update set due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
      elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
      state = excluded.state, reps = excluded.reps, lapses = excluded.lapses, last_review = excluded.last_review`);
}
