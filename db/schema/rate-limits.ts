import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/** Fixed-window counters shared by every app instance (login throttling, OTP sends, contact). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: instant("window_started_at").notNull(),
});
