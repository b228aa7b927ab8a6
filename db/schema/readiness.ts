/** Calibrated questions and each learner's predicted readiness (docs/rules.md, "Readiness"). */
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { questions, quizzes } from "./catalogue";
import { createdAt, instant } from "./columns";

/** Why a calibration run was asked for. */
export const CALIBRATION_REASONS = ["admin", "nightly", "grandTest"] as const;
export type CalibrationReason = (typeof CALIBRATION_REASONS)[number];

export const CALIBRATION_STATUSES = ["queued", "running", "done", "failed"] as const;
export type CalibrationStatus = (typeof CALIBRATION_STATUSES)[number];

/**
 * A calibration run, the durable job: queued by an admin, the nightly schedule or a grand test's
 * close; claimed by one instance (FOR UPDATE SKIP LOCKED with a lease) and run in a worker thread.
 * At most one run is queued at a time, so asks that arrive while one waits join it.
 */
export const calibrationRuns = pgTable(
  "calibration_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reason: text("reason", { enum: CALIBRATION_REASONS }).notNull(),
    status: text("status", { enum: CALIBRATION_STATUSES }).notNull().default("queued"),
    /** The grand test whose close asked for the run: its coverage is computed after it. */
    grandTestId: uuid("grand_test_id").references(() => quizzes.id, { onDelete: "set null" }),
    requestedAt: createdAt(),
    startedAt: instant("started_at"),
    finishedAt: instant("finished_at"),
    /** A worker's lease on a running run; past: another instance may take it over. */
    claimedUntil: instant("claimed_until"),
    answersUsed: integer("answers_used"),
    itemsOnScale: integer("items_on_scale"),
    learners: integer("learners"),
    /**
     * The reference paper's test characteristic curve: expected percent at abilities on a fixed
     * grid, so a learner's prediction is a lookup, not a pass over every item.
     */
    curve: jsonb("curve").$type<{ from: number; step: number; percents: number[] }>(),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("calibration_runs_one_queued_key")
      .on(t.status)
      .where(sql`${t.status} = 'queued'`),
    index("calibration_runs_finished_idx").on(t.finishedAt),
    check("calibration_runs_reason_check", sql`${t.reason} in ('admin', 'nightly', 'grandTest')`),
    check("calibration_runs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** The figures of each question on the scale (30 answers or more), written by the last run; every read uses them. */
export const itemCalibrations = pgTable("item_calibrations", {
  questionId: uuid("question_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  /** Rasch difficulty in logits. */
  difficulty: doublePrecision("difficulty").notNull(),
  difficultySe: doublePrecision("difficulty_se").notNull(),
  /** Outfit mean-square: about 1 when the item fits; far above 1, answers the model does not expect. */
  outfit: doublePrecision("outfit").notNull(),
  answers: integer("answers").notNull(),
  calibratedAt: instant("calibrated_at").notNull(),
});

/** A learner's ability on the scale (EAP and its posterior SD), kept for the percentile and refreshed when they answer. */
export const learnerAbilities = pgTable(
  "learner_abilities",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ability: doublePrecision("ability").notNull(),
    abilitySe: doublePrecision("ability_se").notNull(),
    /** First answers to questions on the scale. */
    answersUsed: integer("answers_used").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  // The percentile: learners with a readiness below an ability.
  (t) => [
    index("learner_abilities_ability_idx")
      .on(t.ability)
      .where(sql`${t.answersUsed} >= 50`),
  ],
);

/** How many candidates of a grand test scored inside the band their readiness gave before it. */
export const readinessCoverage = pgTable("readiness_coverage", {
  grandTestId: uuid("grand_test_id")
    .primaryKey()
    .references(() => quizzes.id, { onDelete: "cascade" }),
  inside: integer("inside").notNull(),
  candidates: integer("candidates").notNull(),
  computedAt: instant("computed_at").notNull(),
});

/** The admin's readiness settings: one row. */
export const readinessSettings = pgTable(
  "readiness_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Percent on the reference paper; the admin's, since the college publishes none. */
    passMark: integer("pass_mark").notNull().default(70),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("readiness_settings_one_row", sql`${t.id} = 1`),
    check("readiness_settings_pass_mark_check", sql`${t.passMark} between 1 and 100`),
  ],
);
