/** Messages sent through the contact form, and who handled them. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant } from "./columns";

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
