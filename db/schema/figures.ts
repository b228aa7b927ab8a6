/** Figures kept ahead of their readers: report counters and the analytics cache. */
import { bigint, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { quizzes } from "./catalogue";
import { instant } from "./columns";

/**
 * Report figures kept as events happen (lib/reports), so /admin/reports reads a few rows however
 * long the history: decided payments per month of their creation (in TIME_ZONE, lib/format)…
 */
export const reportPaymentMonths = pgTable("report_payment_months", {
  /** "YYYY-MM". */
  month: text("month").primaryKey(),
  accepted: integer("accepted").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  /** Approved, then revoked: out of `accepted` and the revenue (docs/rules.md, "Revoking an approval"). */
  revoked: integer("revoked").notNull().default(0),
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
