/** Uploaded study notes, a learner's own or an admin's for everyone. */
import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

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
