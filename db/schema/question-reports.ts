/** Learners' error reports on questions, and the key changes of regrades. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { QUESTION_REPORT_REASONS, QUESTION_REPORT_STATUSES } from "../enums";
import { users } from "./accounts";
import { options, questions } from "./catalogue";
import { createdAt, instant } from "./columns";

/** A learner's error report on a question they were shown, worked by the admins. */
export const questionReports = pgTable(
  "question_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: QUESTION_REPORT_REASONS }).notNull(),
    message: text("message").notNull(),
    /** The learner's latest answer to the question when they reported it (an ended attempt or practice), if any. */
    answerOptionId: uuid("answer_option_id").references(() => options.id, { onDelete: "set null" }),
    status: text("status", { enum: QUESTION_REPORT_STATUSES }).notNull().default("open"),
    reply: text("reply"),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: instant("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per learner and question (a second one is a 409).
    uniqueIndex("question_reports_one_open_key")
      .on(t.userId, t.questionId)
      .where(sql`${t.status} = 'open'`),
    // The admin queue by status, oldest first; and the sidebar's open count.
    index("question_reports_status_idx").on(t.status, t.createdAt),
    index("question_reports_question_idx").on(t.questionId),
    check("question_reports_reason_check", sql`${t.reason} in ('wrong_key', 'typo', 'outdated', 'unclear', 'other')`),
    check("question_reports_status_check", sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);

/** Every key change by a regrade (docs/rules.md, "Error reports and regrade"): who, when, the old and new key and what it changed. */
export const questionKeyChanges = pgTable(
  "question_key_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: createdAt(),
    oldOptionIds: uuid("old_option_ids").array().notNull(),
    newOptionIds: uuid("new_option_ids").array().notNull(),
    attempts: integer("attempts").notNull(),
    scoreChanged: integer("score_changed").notNull(),
    passToFail: integer("pass_to_fail").notNull(),
    failToPass: integer("fail_to_pass").notNull(),
  },
  (t) => [index("question_key_changes_question_idx").on(t.questionId, t.changedAt)],
);
