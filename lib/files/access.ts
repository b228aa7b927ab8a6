import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes, payments, paymentStatements } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { notesVisibleTo } from "@/lib/notes";
import { paymentsVisibleTo } from "@/lib/payments/read";
import { assertObjectKey, getObject } from "@/lib/storage";
import { mayViewQuestionImage } from "@/lib/images";

/**
 * Who may see a stored file: a payment proof its owner and admins; a bank statement admins; a note
 * its owner, admins, and — for admin notes — every signed-in user. Anyone else gets the 404 of a missing file.
 */
export async function readAuthorisedFile(viewer: SessionUser, key: string) {
  try {
    assertObjectKey(key);
  } catch {
    throw new DomainError("NotFound", "File not found.");
  }
  const grant = key.startsWith("proofs/")
    ? await proofGrant(viewer, key)
    : key.startsWith("images/")
      ? await questionImageGrant(viewer, key)
      : key.startsWith("statements/")
        ? await statementGrant(viewer, key)
        : await noteGrant(viewer, key);
  const file = grant ? await getObject(key) : null;
  if (!file) throw new DomainError("NotFound", "File not found.");
  return { ...file, fileName: grant!.fileName };
}

type Grant = { fileName?: string } | null;

async function proofGrant(viewer: SessionUser, key: string): Promise<Grant> {
  const [payment] = await getDb()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.proofKey, key), paymentsVisibleTo(viewer)));
  return payment ? {} : null;
}

/** A bank statement: admins only, under the name it was uploaded with. */
async function statementGrant(viewer: SessionUser, key: string): Promise<Grant> {
  if (!viewer.isAdmin) return null;
  const [statement] = await getDb()
    .select({ fileName: paymentStatements.fileName })
    .from(paymentStatements)
    .where(eq(paymentStatements.fileKey, key));
  return statement ? { fileName: statement.fileName } : null;
}

async function noteGrant(viewer: SessionUser, key: string): Promise<Grant> {
  const [note] = await getDb()
    .select({ fileName: notes.fileName })
    .from(notes)
    .where(and(eq(notes.fileKey, key), notesVisibleTo(viewer)));
  return note ? { fileName: note.fileName } : null;
}

async function questionImageGrant(viewer: SessionUser, key: string): Promise<Grant> {
  return (await mayViewQuestionImage(viewer, key)) ? {} : null;
}
