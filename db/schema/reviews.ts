/** Spaced repetition (FSRS): each learner's cards, every review, and the backfill's progress. */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { REVIEW_SOURCES } from "../enums";
import { users } from "./accounts";
import { questions } from "./catalogue";
import { instant } from "./columns";

/** The FSRS memory state of a card, as ts-fsrs's Card holds it (lib/reviews/fsrs.ts converts). */
const memory = {
  due: instant("due").notNull(),
  stability: doublePrecision("stability").notNull(),
  difficulty: doublePrecision("difficulty").notNull(),
  elapsedDays: integer("elapsed_days").notNull(),
  scheduledDays: integer("scheduled_days").notNull(),
  learningSteps: integer("learning_steps").notNull(),
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs State). */
  state: smallint("state").notNull(),
};

/**
 * One card per (learner, question) from the moment the learner has seen the question's key
 * (docs/rules.md, "Review"): when it is due again and what FSRS knows of it.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    ...memory,
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    lastReview: instant("last_review"),
  },
  // The learner's due cards, most overdue first (lib/reviews/due.ts, lib/practice/review-session.ts).
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("review_cards_user_due_idx").on(t.userId, t.due)],
);

/**
 * Every review: which event showed the key (one per source and question, so a replayed event is a
 * no-op), the rating, and the card's state before it (ts-fsrs ReviewLog).
 */
export const reviewLogs = pgTable(
  "review_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    source: text("source", { enum: REVIEW_SOURCES }).notNull(),
    /** The attempt or practice session. */
    sourceId: uuid("source_id").notNull(),
    /** 1 again, 2 hard, 3 good, 4 easy (ts-fsrs Rating). */
    rating: smallint("rating").notNull(),
    /** The rating the outcome gave, when the learner corrected it (once). */
    correctedFrom: smallint("corrected_from"),
    reviewedAt: instant("reviewed_at").notNull(),
    ...memory,
    lastElapsedDays: integer("last_elapsed_days").notNull(),
  },
  (t) => [
    uniqueIndex("review_logs_source_question_key").on(t.sourceId, t.questionId),
    // The plan's "today" and streak, the 30-day retention (lib/plan, lib/reviews/due.ts).
    index("review_logs_user_time_idx").on(t.userId, t.reviewedAt),
    check("review_logs_rating_check", sql`${t.rating} between 1 and 4`),
    check("review_logs_source_check", sql`${t.source} in ('quiz', 'grand_test', 'tutor', 'timed', 'review')`),
  ],
);

/** How far the one-time backfill of cards from earlier history has got (lib/reviews/backfill.ts). */
export const reviewBackfill = pgTable("review_backfill", {
  id: integer("id").primaryKey(),
  /** The last learner whose history is done, in id order; null before the first batch. */
  lastUserId: uuid("last_user_id"),
  finishedAt: instant("finished_at"),
});
