import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { notes, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/guards";
import { containsPattern, offsetOf, pageOf, pageParamsSchema, searchTextSchema, type Page, type PageParams } from "@/lib/pagination";
import { notesVisibleTo, toView, type NoteView } from "./index";

/**
 * Which of the caller's visible notes: `mine` (uploaded by the caller), `admin` (shared by
 * admins with everyone), `learner` (kept by learners for themselves: for a learner, their own).
 */
export const NOTE_SCOPES = ["all", "mine", "admin", "learner"] as const;
export type NoteScope = (typeof NOTE_SCOPES)[number];

export const noteListSchema = pageParamsSchema.extend({
  scope: z.enum(NOTE_SCOPES, { error: `must be one of ${NOTE_SCOPES.join(", ")}.` }).default("all"),
  search: searchTextSchema,
});
export type NoteListQuery = PageParams & { scope: NoteScope; search: string };

const scopeCondition = (viewer: SessionUser, scope: NoteScope): SQL | undefined =>
  ({
    all: undefined,
    mine: eq(notes.ownerId, viewer.id),
    admin: eq(notes.isAdminNote, true),
    learner: eq(notes.isAdminNote, false),
  })[scope];

/**
 * One page of the notes the viewer may see, newest first, with the total. A learner sees their
 * own notes and the admin notes; an admin sees every note with its owner, and may search titles,
 * file names and owners.
 */
export async function listNotes(viewer: SessionUser, query: NoteListQuery): Promise<Page<NoteView>> {
  const pattern = containsPattern(query.search);
  const matches = query.search
    ? or(
        ilike(notes.name, pattern),
        ilike(notes.fileName, pattern),
        viewer.isAdmin ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      )
    : undefined;
  const where = and(notesVisibleTo(viewer), scopeCondition(viewer, query.scope), matches);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({ note: notes, owner: { id: users.id, name: users.name, email: users.email } })
      .from(notes)
      .innerJoin(users, eq(users.id, notes.ownerId))
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(notes).innerJoin(users, eq(users.id, notes.ownerId)).where(where),
  ]);
  const items = rows.map(({ note, owner }) => ({ ...toView(note), ...(viewer.isAdmin ? { owner } : {}) }));
  return pageOf(items, total!.n, query);
}
