/** What a learner may use and until when, and every extension an admin granted. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { subjects } from "./catalogue";
import { createdAt, instant } from "./columns";
import { payments } from "./payments";

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
    // Equal only for a renewal whose approval was revoked before it started: it never runs (docs/rules.md, "Revoking an approval").
    check("entitlements_period_check", sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * Every extension of a learner's running access by an admin (docs/rules.md, "A learner's record and
 * extending access"): the period it lengthened, by how many days, why, who did it and when, with its
 * end before and after.
 */
export const accessExtensions = pgTable(
  "access_extensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entitlementId: uuid("entitlement_id")
      .notNull()
      .references(() => entitlements.id, { onDelete: "cascade" }),
    days: integer("days").notNull(),
    reason: text("reason").notNull(),
    oldEndsAt: instant("old_ends_at").notNull(),
    newEndsAt: instant("new_ends_at").notNull(),
    /** The admin; null once their account is gone. */
    extendedBy: uuid("extended_by").references(() => users.id, { onDelete: "set null" }),
    extendedAt: instant("extended_at").notNull().defaultNow(),
  },
  (t) => [
    index("access_extensions_user_idx").on(t.userId, t.extendedAt),
    check("access_extensions_days_check", sql`${t.days} between 1 and 365`),
    check("access_extensions_later_check", sql`${t.newEndsAt} > ${t.oldEndsAt}`),
  ],
);
