/** A learner's own marks on the questions they are shown: strikes and highlights per paper, a note per question. */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { MARK_PAPER_KINDS } from "../enums";
import { users } from "./accounts";
import { questions } from "./catalogue";
import { instant } from "./columns";

/**
 * Strikes and highlights on one question of one paper: a quiz or grand-test attempt, or a practice
 * session (`paper_id` is that row's id; attempts and sessions are removed only with their learner,
 * whose marks go with them). Highlights are `[start, end)` pairs of character offsets in the
 * question's text as it was when they were saved (`text_md5`): a changed text drops them on read.
 */
export const questionMarks = pgTable(
  "question_marks",
  {
    paperKind: text("paper_kind", { enum: MARK_PAPER_KINDS }).notNull(),
    paperId: uuid("paper_id").notNull(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    struckOptionIds: uuid("struck_option_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    highlights: jsonb("highlights")
      .$type<Array<[number, number]>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    textMd5: text("text_md5"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.questionId] }),
    check("question_marks_paper_kind_check", sql`${t.paperKind} in ('attempt', 'practice')`),
  ],
);

/** A learner's note on a question, one per learner and question, across every paper it appears in. */
export const questionNotes = pgTable(
  "question_notes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // "My question notes", newest first.
    index("question_notes_user_updated_idx").on(t.userId, t.updatedAt),
    check("question_notes_body_check", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
