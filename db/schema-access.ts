import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entitlements, users } from "./schema";

const instant = (name: string) => timestamp(name, { withTimezone: true });

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
