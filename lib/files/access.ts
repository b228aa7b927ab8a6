import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes, payments } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { assertObjectKey, getObject } from "@/lib/storage";

/**
 * Who may see a stored file: a payment proof its owner and admins; a note its owner, admins,
 * and — for admin notes — every signed-in user. Anyone else gets the 404 of a missing file.
 */
export async function readAuthorisedFile(viewer: SessionUser, key: string) {
  try {
    assertObjectKey(key);
  } catch {
    throw notFound("File not found.");
  }
  const grant = key.startsWith("proofs/") ? await proofGrant(viewer, key) : await noteGrant(viewer, key);
  const file = grant ? await getObject(key) : null;
  if (!file) throw notFound("File not found.");
  return { ...file, fileName: grant!.fileName };
}

type Grant = { fileName?: string } | null;

async function proofGrant(viewer: SessionUser, key: string): Promise<Grant> {
  const [payment] = await getDb().select({ userId: payments.userId }).from(payments).where(eq(payments.proofKey, key));
  return payment && (viewer.isAdmin || payment.userId === viewer.id) ? {} : null;
}

async function noteGrant(viewer: SessionUser, key: string): Promise<Grant> {
  const [note] = await getDb().select({ ownerId: notes.ownerId, isAdminNote: notes.isAdminNote, fileName: notes.fileName }).from(notes).where(eq(notes.fileKey, key));
  return note && (viewer.isAdmin || note.isAdminNote || note.ownerId === viewer.id) ? { fileName: note.fileName } : null;
}
