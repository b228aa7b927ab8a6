import { timestamp } from "drizzle-orm/pg-core";

/** A point in time, stored with its time zone (`timestamptz`); every time column of the schema is one. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written, set by the database. */
export const createdAt = () => instant("created_at").notNull().defaultNow();
