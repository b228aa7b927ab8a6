/** Quiz and grand-test attempts, their answers, and every question a learner has answered anywhere. */
import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, primaryKey, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { options, questions, quizzes } from "./catalogue";
import { instant } from "./columns";
import { entitlements } from "./entitlements";

export const attempts = pgTable(
  "attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "restrict" }),
    /** The entitlement charged; null for a grand test's attempt, which is free and one per learner. */
    entitlementId: uuid("entitlement_id").references(() => entitlements.id, { onDelete: "restrict" }),
    startedAt: instant("started_at").notNull().defaultNow(),
    /** Null for an untimed quiz. */
    deadline: instant("deadline"),
    submittedAt: instant("submitted_at"),
    correctCount: integer("correct_count"),
    incorrectCount: integer("incorrect_count"),
    score: integer("score"),
    totalMarks: integer("total_marks"),
    totalQuestions: integer("total_questions"),
    /** A grand test's standing, stored when its results are finalised. */
    rank: integer("rank"),
    percentile: numeric("percentile", { precision: 5, scale: 2, mode: "number" }),
  },
  (t) => [
    uniqueIndex("attempts_one_open_per_quiz_key")
      .on(t.userId, t.quizId)
      .where(sql`${t.submittedAt} is null`),
    // A grand test's attempts are the ones without an entitlement: one per learner, even under concurrent starts.
    uniqueIndex("attempts_one_per_grand_test_key")
      .on(t.userId, t.quizId)
      .where(sql`${t.entitlementId} is null`),
    // A grand test's leaderboard and the learner's standing.
    index("attempts_quiz_rank_idx")
      .on(t.quizId, t.rank)
      .where(sql`${t.rank} is not null`),
    index("attempts_user_idx").on(t.userId, t.startedAt),
    // Practice's "unused" and "incorrect": this learner's attempts of a question's quiz.
    index("attempts_user_quiz_idx").on(t.userId, t.quizId),
    index("attempts_quiz_idx").on(t.quizId),
    // Each learner's first attempt of a quiz, read in order from the index alone: item analysis
    // (lib/analytics/item-analysis.ts firstAttempts) and the dashboard's percentiles (lib/analytics/learner.ts).
    // submitted_at and score trail the key because drizzle cannot declare INCLUDE columns.
    index("attempts_quiz_first_idx").on(t.quizId, t.userId, t.startedAt, t.id, t.submittedAt, t.score),
    // A learner's results, newest first, and their score trends (lib/attempts/read listResults, lib/attempts/results).
    index("attempts_user_ended_idx")
      .on(t.userId, t.submittedAt)
      .where(sql`${t.submittedAt} is not null`),
  ],
);

export const answers = pgTable(
  "answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "restrict" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => options.id, { onDelete: "restrict" }),
    answeredAt: instant("answered_at").notNull().defaultNow(),
  },
  // The key INCLUDEs option_id and answered_at (drizzle/0015_answers_covering_key.sql): an attempt's
  // answers are read from the index alone (lib/analytics).
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * Every question a learner has ever answered, in an attempt or a practice session (practice's
 * `unused` is one primary-key probe). Kept by triggers on `answers` and `practice_answers`
 * (drizzle/0011_answered_questions.sql), whoever writes them; rows are never removed with an answer.
 */
export const answeredQuestions = pgTable(
  "answered_questions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);
