import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, paymentStatements } from "@/db/schema";
import type { FileGrant } from "@/lib/files/access";
import type { SessionUser } from "@/lib/auth/guards";
import { paymentsVisibleTo } from "./read";

/** A payment proof: its owner and admins (the stored files' access, lib/files/access.ts). */
export async function proofFileGrant(viewer: SessionUser, key: string): Promise<FileGrant> {
  const [payment] = await getDb()
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.proofKey, key), paymentsVisibleTo(viewer)));
  return payment ? {} : null;
}

/** A bank statement: admins only, under the name it was uploaded with. */
export async function statementFileGrant(viewer: SessionUser, key: string): Promise<FileGrant> {
  if (!viewer.isAdmin) return null;
  const [statement] = await getDb()
    .select({ fileName: paymentStatements.fileName })
    .from(paymentStatements)
    .where(eq(paymentStatements.fileKey, key));
  return statement ? { fileName: statement.fileName } : null;
}
