import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema";
import type { FileGrant } from "@/lib/files/access";
import type { SessionUser } from "@/lib/auth/guards";
import { notesVisibleTo } from "./index";

/** A note's file: its owner, admins and, for admin notes, every signed-in user (lib/files/access.ts). */
export async function noteFileGrant(viewer: SessionUser, key: string): Promise<FileGrant> {
  const [note] = await getDb()
    .select({ fileName: notes.fileName })
    .from(notes)
    .where(and(eq(notes.fileKey, key), notesVisibleTo(viewer)));
  return note ? { fileName: note.fileName } : null;
}
