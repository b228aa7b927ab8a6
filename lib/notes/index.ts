import "server-only";
import { and, eq, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { readCheckedUpload } from "@/lib/files/sniff";
import { storeUploadThen } from "@/lib/files/store";
import { deleteObject } from "@/lib/storage";
import { MAX_NOTE_BYTES } from "@/lib/files/limits";
import { singleLine } from "@/lib/single-line";

export { MAX_NOTE_BYTES } from "@/lib/files/limits";
const NOTE_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
] as const;

export const noteNameSchema = z.object({
  name: z
    .string({ error: "Please add a title." })
    .trim()
    .min(1, "Please add a title.")
    .max(200, "Title is too long (200 characters at most).")
    .pipe(singleLine("Title")),
});

/** The documented note shape (docs/rules.md, "API conventions"); the file is served by /api/files after an access check. */
export type NoteView = {
  id: string;
  name: string;
  fileType: string;
  fileName: string;
  filePath: string;
  createdOn: string;
  isAdminNotes: boolean;
  owner?: { id: string; name: string; email: string };
};

/** An admin's upload is an admin note (seen by every signed-in user); a learner's is private. */
export async function uploadNote(uploader: SessionUser, name: string, file: unknown): Promise<NoteView> {
  const upload = await readCheckedUpload(file, {
    field: "file",
    label: "file",
    maxBytes: MAX_NOTE_BYTES,
    allowed: NOTE_TYPES,
    allowedText: "a PDF, an image (PNG, JPEG, WebP), or a Word or PowerPoint document (DOCX, PPTX)",
  });
  return storeUploadThen("notes", upload, async (fileKey) => {
    const [note] = await getDb()
      .insert(notes)
      .values({
        ownerId: uploader.id,
        name,
        fileKey,
        fileType: upload.type.mime,
        fileName: upload.name,
        sizeBytes: upload.bytes.byteLength,
        isAdminNote: uploader.isAdmin,
      })
      .returning();
    return toView(note!);
  });
}

/** Who may see a note (and its file): its owner, every user for an admin's note, admins all. */
export const notesVisibleTo = (viewer: SessionUser): SQL | undefined =>
  viewer.isAdmin ? undefined : or(eq(notes.ownerId, viewer.id), eq(notes.isAdminNote, true));

/** Learners delete their own notes; admins any note. The file goes with the row. */
export async function deleteNote(viewer: SessionUser, noteId: string): Promise<void> {
  const [deleted] = await getDb()
    .delete(notes)
    .where(and(eq(notes.id, noteId), viewer.isAdmin ? undefined : and(eq(notes.ownerId, viewer.id), eq(notes.isAdminNote, false))))
    .returning({ fileKey: notes.fileKey });
  if (!deleted) throw new DomainError("NotFound", "Note not found.");
  await deleteObject(deleted.fileKey).catch((error) => console.error("Could not delete a note's file", error));
}

export function toView(note: typeof notes.$inferSelect): NoteView {
  return {
    id: note.id,
    name: note.name,
    fileType: note.fileType,
    fileName: note.fileName,
    filePath: `/api/files/${note.fileKey}`,
    createdOn: note.createdAt.toISOString(),
    isAdminNotes: note.isAdminNote,
  };
}
