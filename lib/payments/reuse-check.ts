import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { firstUpload, reuses, uploadText, type ProofUpload } from "./display";
import { proofMatchesOf } from "./proof-matches";

/**
 * Approving a pending payment whose proof matches another payment's (the picture, or the transaction
 * number read from it) needs the admin's explicit confirmation (docs/rules.md, "Reused proofs" and
 * "Reading payment proofs"): without it, a 409 on `confirmReusedProof` that
 * names the first upload of the picture, and nothing changes.
 */
export async function requireReuseConfirmation(paymentId: string): Promise<void> {
  const [own] = await getDb()
    .select({ status: payments.status, createdAt: payments.createdAt, userName: users.name })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (own?.status !== "PENDING") return; // missing or decided: the decision itself answers 404 / 409
  // Look-alikes read with different transaction numbers are listed last, so every reuse is among these.
  const matches = reuses((await proofMatchesOf([paymentId])).get(paymentId) ?? []);
  if (matches.length === 0) return;
  const first: ProofUpload = firstUpload({ paymentId, userName: own.userName, uploadedAt: own.createdAt.toISOString() }, matches);
  const which = first.paymentId === paymentId ? "this payment's" : uploadText(first, formatDateTime(first.uploadedAt));
  // Matched by what is written, not by the picture: say so, since the pictures may differ.
  const what = matches.some((match) => match.samePicture) ? "This proof" : "The transaction number on this proof";
  throw new DomainError(
    "NeedsConfirmation",
    `${what} is also on ${matches.length === 1 ? "another payment" : `${matches.length} other payments`}; the first upload is ${which}. Confirm to approve anyway.`,
    { field: "confirmReusedProof", details: { firstUpload: first } },
  );
}
