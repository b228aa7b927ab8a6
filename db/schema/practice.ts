/** Practice sessions drawn from the question bank, their questions and answers, and learners' flags. */
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PRACTICE_SESSION_MODES, PRACTICE_SESSION_SOURCES } from "../enums";
import { users } from "./accounts";
import { options, questions } from "./catalogue";
import { createdAt, instant } from "./columns";

/** A learner's flag on a question; unflagging keeps the row (flagged = false) with its time. */
export const questionFlags = pgTable(
  "question_flags",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    flagged: boolean("flagged").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** A practice session (docs/rules.md, "Practice sessions"): questions drawn from the bank, never charged to a paid attempt. */
export const practiceSessions = pgTable(
  "practice_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: PRACTICE_SESSION_MODES }).notNull(),
    source: text("source", { enum: PRACTICE_SESSION_SOURCES }).notNull(),
    /** Timed sessions only. */
    deadline: instant("deadline"),
    createdAt: createdAt(),
    endedAt: instant("ended_at"),
    /** Stored once at the end. */
    correctCount: integer("correct_count"),
    incorrectCount: integer("incorrect_count"),
    totalQuestions: integer("total_questions").notNull(),
  },
  (t) => [
    index("practice_sessions_user_idx").on(t.userId, t.createdAt),
    check("practice_sessions_mode_check", sql`${t.mode} in ('tutor', 'timed', 'review')`),
    check("practice_sessions_deadline_check", sql`(${t.mode} = 'timed') = (${t.deadline} is not null)`),
  ],
);

/** The questions of a session, fixed at its creation. */
export const practiceQuestions = pgTable(
  "practice_questions",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /**
     * Tutor and review sessions: the question's card before and after each rating, computed when the
     * session was built (lib/reviews/schedule.ts), so the answer updates the card in its one statement.
     */
    schedule: jsonb("schedule"),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] }), uniqueIndex("practice_questions_position_key").on(t.sessionId, t.position)],
);

/** One answer per (session, question): a question outside the session cannot be answered (the foreign key). */
export const practiceAnswers = pgTable(
  "practice_answers",
  {
    sessionId: uuid("session_id").notNull(),
    questionId: uuid("question_id").notNull(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => options.id, { onDelete: "cascade" }),
    answeredAt: instant("answered_at").notNull().defaultNow(),
    /** The session's learner, copied so that "has this learner answered this question" is one index probe. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionId] }),
    index("practice_answers_user_question_idx").on(t.userId, t.questionId),
    foreignKey({
      columns: [t.sessionId, t.questionId],
      foreignColumns: [practiceQuestions.sessionId, practiceQuestions.questionId],
    }).onDelete("cascade"),
  ],
);
