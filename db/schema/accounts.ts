/** Who signs in: learners and admins, their live sessions, password-reset codes and extra-time history. */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

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

/** Every change of a learner's extra time (docs/rules.md, "Extra time"): who, when, how much and why. */
export const accommodationChanges = pgTable(
  "accommodation_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    extraTimePercent: integer("extra_time_percent").notNull(),
    reason: text("reason").notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: instant("changed_at").notNull().defaultNow(),
  },
  (t) => [index("accommodation_changes_user_idx").on(t.userId, t.changedAt)],
);
