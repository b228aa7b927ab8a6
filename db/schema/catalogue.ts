/** What is sold and sat: subjects, their quizzes (grand tests included), questions, options and tags. */
import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { GRAND_TEST_ACCESS, QUIZ_KINDS } from "../enums";
import { createdAt, instant } from "./columns";

export const subjects = pgTable(
  "subjects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    pricePaisa: integer("price_paisa").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("subjects_name_lower_key").on(sql`lower(${t.name})`), check("subjects_price_check", sql`${t.pricePaisa} >= 0`)],
);

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    /** 0 means untimed. */
    quizTimeMinutes: integer("quiz_time_minutes").notNull().default(0),
    eachQuestionMarks: integer("each_question_marks").notNull().default(1),
    /**
     * How many questions the quiz has, kept by a trigger on questions (insert, delete, move; see the
     * migration quiz_counts_and_reports) so lists read it instead of counting per request.
     */
    questionCount: integer("question_count").notNull().default(0),
    /** A grand test (docs/rules.md, "Grand tests") is a quiz with a window, one attempt per learner and a ranking. */
    kind: text("kind", { enum: QUIZ_KINDS }).notNull().default("quiz"),
    opensAt: instant("opens_at"),
    closesAt: instant("closes_at"),
    access: text("access", { enum: GRAND_TEST_ACCESS }),
    /** When a grand test's open attempts were ended and its ranks stored (lib/grand-tests/finalise.ts); null before. */
    resultsAt: instant("results_at"),
    /** When the closing job reviewed the participants' cards (lib/grand-tests/finalise.ts), after the results opened; null before. */
    reviewsAt: instant("reviews_at"),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("quizzes_subject_idx").on(t.subjectId),
    // GET /api/grand-tests and the home page's next grand test.
    index("quizzes_grand_test_idx")
      .on(t.opensAt)
      .where(sql`${t.kind} = 'grand_test'`),
    check("quizzes_time_check", sql`${t.quizTimeMinutes} >= 0`),
    check("quizzes_marks_check", sql`${t.eachQuestionMarks} > 0`),
    check("quizzes_kind_check", sql`${t.kind} in ('quiz', 'grand_test')`),
    check(
      "quizzes_schedule_check",
      sql`(${t.kind} = 'quiz' and ${t.opensAt} is null and ${t.closesAt} is null and ${t.access} is null)
        or (${t.kind} = 'grand_test' and ${t.closesAt} > ${t.opensAt} and ${t.access} in ('subscribers', 'registered'))`,
    ),
  ],
);

export const questions = pgTable(
  "questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quizId: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    /** An author's label for the question (GIFT's `::title::`): admins only, never shown to learners. */
    title: text("title"),
    explanation: text("explanation"),
    /** A stored image (lib/images): "images/<uuid>", WebP. */
    imageKey: text("image_key"),
    imageAlt: text("image_alt"),
    /** Where to read more, e.g. "Miller's Anesthesia 9e, ch. 27". */
    reference: text("reference"),
  },
  (t) => [uniqueIndex("questions_quiz_position_key").on(t.quizId, t.position), index("questions_image_idx").on(t.imageKey)],
);

export const options = pgTable(
  "options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    isCorrect: boolean("is_correct").notNull().default(false),
    /** Why this option is right or wrong; shown only where the key may be. */
    explanation: text("explanation"),
  },
  (t) => [uniqueIndex("options_question_position_key").on(t.questionId, t.position)],
);

/** Names 1–40 characters, unique case-insensitively, created on first use. */
export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tags_name_lower_key").on(sql`lower(${t.name})`),
    check("tags_name_check", sql`char_length(${t.name}) between 1 and 40`),
  ],
);

export const questionTags = pgTable(
  "question_tags",
  {
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  // (tag, question): a practice draw by tag reads its questions from the index alone.
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] }), index("question_tags_tag_idx").on(t.tagId, t.questionId)],
);

export const subjectsRelations = relations(subjects, ({ many }) => ({ quizzes: many(quizzes) }));
export const quizzesRelations = relations(quizzes, ({ one, many }) => ({
  subject: one(subjects, { fields: [quizzes.subjectId], references: [subjects.id] }),
  questions: many(questions),
}));
export const questionsRelations = relations(questions, ({ one, many }) => ({
  quiz: one(quizzes, { fields: [questions.quizId], references: [quizzes.id] }),
  options: many(options),
  questionTags: many(questionTags),
}));
export const questionTagsRelations = relations(questionTags, ({ one }) => ({
  question: one(questions, { fields: [questionTags.questionId], references: [questions.id] }),
  tag: one(tags, { fields: [questionTags.tagId], references: [tags.id] }),
}));
export const optionsRelations = relations(options, ({ one }) => ({
  question: one(questions, { fields: [options.questionId], references: [questions.id] }),
}));
