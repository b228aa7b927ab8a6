import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  GRAND_TEST_ACCESS,
  PRACTICE_SESSION_MODES,
  PRACTICE_SESSION_SOURCES,
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_STATUSES,
  QUIZ_KINDS,
} from "./enums";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    /** Grand-test leaderboards show this learner's name only when true; their initials otherwise. */
    showOnLeaderboard: boolean("show_on_leaderboard").notNull().default(false),
    /** The day of the learner's exam (docs/rules.md, "Study plan"); null when they set none. */
    examDate: date("exam_date", { mode: "string" }),
    /** Extra time on every timed thing, set only by an admin (docs/rules.md, "Extra time"); history in accommodation_changes. */
    extraTimePercent: integer("extra_time_percent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Also orders the admin user list (lib/users/admin listUsers: order by lower(email)).
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // Reports: new learners per week over the last 12 weeks (lib/reports).
    index("users_learner_created_idx")
      .on(t.createdAt)
      .where(sql`not ${t.isAdmin}`),
    // The admin user search (lib/users/admin listUsers: email or name ilike '%text%', and its count) and
    // the payment desk's learner search: trigram indexes, so a search probes them instead of scanning every user.
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("users_extra_time_percent_check", sql`${t.extraTimePercent} between 0 and 100`),
  ],
);

/**
 * The live sign-ins: a session cookie counts only while its row is here and unexpired. Ending a
 * session (logout, sign out everywhere, a password change or reset) deletes its row; expired rows
 * are deleted whenever someone signs in.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

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

export const PAYMENT_STATUSES = ["PENDING", "ACCEPTED", "REJECTED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Numbers the references of payments that arrive without one (the migration's backfill, demo and fixtures). */
export const paymentReferenceSeq = pgSequence("payment_reference_seq");

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * What the learner writes in the transfer's description ("AP-7KQ3M9", docs/rules.md "Payment
     * references"): random from placeOrder; `payment_reference_from` of the sequence otherwise.
     */
    reference: text("reference")
      .notNull()
      .default(sql`payment_reference_from(nextval('payment_reference_seq'))`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    isMonthly: boolean("is_monthly").notNull().default(false),
    amountPaisa: integer("amount_paisa").notNull(),
    bankName: text("bank_name").notNull().default(""),
    accountHolder: text("account_holder").notNull().default(""),
    /** As the learner typed it, for display. */
    transactionId: text("transaction_id").notNull(),
    /** What the uniqueness rule compares: letters and digits only, upper-cased (`TXN-12 34` = `txn1234`). */
    transactionKey: text("transaction_key")
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(transaction_id, '[^A-Za-z0-9]', '', 'g'))`),
    /**
     * Set by the migration that introduced `transactionKey` on live payments whose numbers were
     * spelt differently but normalise alike: all but one keep their history without the check.
     */
    legacyTransactionDuplicate: boolean("legacy_transaction_duplicate").notNull().default(false),
    proofKey: text("proof_key").notNull(),
    proofContentType: text("proof_content_type").notNull(),
    /** Hex SHA-256 of the proof file. Null until hashed (proofs stored before hashing existed). */
    proofSha256: text("proof_sha256"),
    /** 64-bit perceptual difference hash of a proof image (lib/files/image-hash); null for a PDF. */
    proofDhash: bigint("proof_dhash", { mode: "bigint" }),
    /** When the proof was fingerprinted (also when its file could not be read); null: the start-up backfill will. */
    proofHashedAt: instant("proof_hashed_at"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    rejectionReason: text("rejection_reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // A learner's payments, newest first (listPaymentPage for /profile/pending-order and GET /api/payment).
    index("payments_user_idx").on(t.userId, t.createdAt),
    // The desk and GET /api/payment filtered by status, newest first; the per-status counts.
    index("payments_status_idx").on(t.status, t.createdAt),
    // The desk and GET /api/payment for "All", newest first (order by created_at desc, id desc).
    index("payments_created_idx").on(t.createdAt, t.id),
    // One payment per reference; statement matching looks references up by it.
    uniqueIndex("payments_reference_key").on(t.reference),
    // readAuthorisedFile: who may see the proof with this key (lib/files/access.ts), without a scan.
    index("payments_proof_key_idx").on(t.proofKey),
    // placeOrder: a transaction number may be on one live (not rejected) payment only.
    uniqueIndex("payments_live_transaction_key")
      .on(t.transactionKey)
      .where(sql`${t.status} <> 'REJECTED' and not ${t.legacyTransactionDuplicate}`),
    // The start-up backfill: proofs not yet fingerprinted.
    index("payments_proof_unhashed_idx")
      .on(t.createdAt)
      .where(sql`${t.proofHashedAt} is null`),
    // recordProofMatches: other payments with the same proof file.
    index("payments_proof_sha256_idx").on(t.proofSha256),
    check("payments_status_check", sql`${t.status} in ('PENDING', 'ACCEPTED', 'REJECTED')`),
    check("payments_amount_check", sql`${t.amountPaisa} > 0`),
  ],
);

export const paymentItems = pgTable(
  "payment_items",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    pricePaisa: integer("price_paisa").notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.subjectId] }), check("payment_items_price_check", sql`${t.pricePaisa} >= 0`)],
);

/**
 * Two payments whose proofs are the same file (exact) or the same picture re-encoded (perceptual
 * hashes within SAME_PICTURE_MAX_DISTANCE bits). Stored in both directions when the later proof
 * is fingerprinted, so the payment desk reads them by key instead of comparing every proof.
 */
export const paymentProofMatches = pgTable(
  "payment_proof_matches",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    matchedPaymentId: uuid("matched_payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    exact: boolean("exact").notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.matchedPaymentId] })],
);

/** Access to one subject, or to every subject when subjectId is null (monthly plan). */
export const entitlements = pgTable(
  "entitlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("entitlements_user_idx").on(t.userId, t.endsAt),
    // Reports: learners with running access per subject (lib/reports), only the entitlements not yet ended.
    index("entitlements_ends_idx").on(t.endsAt),
    check("entitlements_period_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

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

export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fileKey: text("file_key").notNull().unique(),
    fileType: text("file_type").notNull(),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    isAdminNote: boolean("is_admin_note").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // A learner's own notes, newest first (lib/notes/list listNotes, scope mine).
    index("notes_owner_idx").on(t.ownerId, t.createdAt),
    // Admin notes (or learners' notes), newest first (listNotes, scope admin / learner).
    index("notes_admin_idx").on(t.isAdminNote, t.createdAt),
    // Every note, newest first (the admin's /admin/notes).
    index("notes_created_idx").on(t.createdAt),
  ],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    failedTries: integer("failed_tries").notNull().default(0),
    verifiedAt: instant("verified_at"),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    handledAt: instant("handled_at"),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Every message, newest first (lib/contact/messages listContactMessages, filter all / handled).
    index("contact_messages_created_idx").on(t.createdAt),
    // The open messages, newest first, and their count in the sidebar (filter open, openMessageCount).
    index("contact_messages_open_idx")
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

/**
 * Report figures kept as events happen (lib/reports), so /admin/reports reads a few rows however
 * long the history: decided payments per month of their creation (in TIME_ZONE, lib/format)…
 */
export const reportPaymentMonths = pgTable("report_payment_months", {
  /** "YYYY-MM". */
  month: text("month").primaryKey(),
  accepted: integer("accepted").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  revenuePaisa: bigint("revenue_paisa", { mode: "number" }).notNull().default(0),
});

/** …and ended attempts per quiz, with how many passed. */
export const reportQuizAttempts = pgTable("report_quiz_attempts", {
  quizId: uuid("quiz_id")
    .primaryKey()
    .references(() => quizzes.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  passed: integer("passed").notNull().default(0),
});

/** Fixed-window counters shared by every app instance (login throttling, OTP sends, contact). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: instant("window_started_at").notNull(),
});

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

/**
 * The durable mail queue (lib/mail/queue.ts): a job commits with the change that causes it and
 * every instance drains the table with FOR UPDATE SKIP LOCKED. `runAt` is when the job may be
 * taken next: its first try, its retry after a backoff, or the end of a claimed job's lease (a
 * worker that died holding it leaves it to be claimed again then).
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One job per key, ever: enqueueing the same key again is a no-op. */
    dedupeKey: text("dedupe_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "claimed", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** Tries started so far (a claim counts as a try). */
    tries: integer("tries").notNull().default(0),
    runAt: instant("run_at").notNull().defaultNow(),
    /** The claim that may finish the job: a worker whose lease ran out cannot overwrite a newer claim. */
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_jobs_dedupe_key_key").on(t.dedupeKey),
    check("mail_jobs_status_check", sql`${t.status} in ('pending', 'claimed', 'sent', 'failed')`),
    // The claim: due jobs in order; sent and failed jobs leave the index.
    index("mail_jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'claimed')`),
  ],
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

/**
 * Figures that cost a pass over many answers (lib/analytics/cache.ts): item analysis counts per
 * quiz and the learner dashboard, each with the fingerprint of what it was computed from.
 */
export const analyticsCache = pgTable("analytics_cache", {
  /** "quiz:<id>" or "learner:<id>". */
  scope: text("scope").primaryKey(),
  payload: jsonb("payload").notNull(),
  computedAt: instant("computed_at").notNull().defaultNow(),
});
