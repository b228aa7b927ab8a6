import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { paymentApprovalConfirmations, payments, users, type ApprovalConfirmation } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { fromPaisa } from "@/lib/money";
import { firstUpload, reuses, uploadText, type ProofUpload } from "./display";
import { proofMatchesOf } from "./proof-matches";
import { mismatchesToConfirm, mismatchSentence } from "./proof-reading/mismatch-words";
import { proofReadingsOf } from "./proof-reading/reading-view";

/** Something an approval must be confirmed for: the flag that confirms it, the server's words and facts. */
export type NeededConfirmation = {
  kind: ApprovalConfirmation;
  field: "confirmReusedProof" | "confirmProofMismatch";
  message: string;
  details: Record<string, unknown>;
};

export type Confirmations = { confirmReusedProof?: boolean; confirmProofMismatch?: boolean };

/**
 * What approving a pending payment whose proof matches another payment's (the picture, or the
 * transaction number read from it) must confirm (docs/rules.md, "Reused proofs" and "Reading
 * payment proofs"): `confirmReusedProof`, naming the first upload of the picture. Null when
 * there is no reuse, or the payment is missing or decided (the decision itself answers those).
 */
export async function reusedProofConfirmation(paymentId: string): Promise<NeededConfirmation | null> {
  const [own] = await getDb()
    .select({ status: payments.status, createdAt: payments.createdAt, userName: users.name })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (own?.status !== "PENDING") return null;
  // Look-alikes read with different transaction numbers are listed last, so every reuse is among these.
  const matches = reuses((await proofMatchesOf([paymentId])).get(paymentId) ?? []);
  if (matches.length === 0) return null;
  const first: ProofUpload = firstUpload({ paymentId, userName: own.userName, uploadedAt: own.createdAt.toISOString() }, matches);
  const which = first.paymentId === paymentId ? "this payment's" : uploadText(first, formatDateTime(first.uploadedAt));
  // Matched by what is written, not by the picture: say so, since the pictures may differ.
  const what = matches.some((match) => match.samePicture) ? "This proof" : "The transaction number on this proof";
  return {
    kind: "reused-proof",
    field: "confirmReusedProof",
    message: `${what} is also on ${matches.length === 1 ? "another payment" : `${matches.length} other payments`}; the first upload is ${which}. Confirm to approve anyway.`,
    details: { firstUpload: first },
  };
}

/**
 * What approving a pending payment whose proof was read as disagreeing with what the learner typed
 * or the order holds (the transaction number, the amount, the reference) must confirm
 * (docs/rules.md, "What the desk and matching do with a reading"): `confirmProofMismatch`, naming
 * each disagreement. A field not read asks nothing; nor does a reading pending, unreadable or failed.
 */
export async function proofMismatchConfirmation(paymentId: string): Promise<NeededConfirmation | null> {
  const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== "PENDING") return null;
  const reading = (
    await proofReadingsOf([
      {
        id: payment.id,
        proofKey: payment.proofKey,
        reference: payment.reference,
        transactionKey: payment.transactionKey,
        amountPaisa: payment.amountPaisa,
        placedAt: payment.createdAt,
      },
    ])
  ).get(payment.id)!;
  const order = { transactionId: payment.transactionId, amount: fromPaisa(payment.amountPaisa), reference: payment.reference };
  const mismatches = mismatchesToConfirm(reading, order);
  if (mismatches.length === 0) return null;
  return {
    kind: "proof-mismatch",
    field: "confirmProofMismatch",
    message: `${mismatchSentence(mismatches)} Confirm to approve anyway.`,
    details: { disagreements: mismatches.map(({ kind, read, expected }) => ({ kind, read, expected })) },
  };
}

/**
 * Every confirmation approving this payment needs, refused (409 naming the first flag missing, and
 * nothing changes) unless each is given. Answers those given, for the audit.
 */
export async function requireConfirmations(paymentId: string, given: Confirmations): Promise<NeededConfirmation[]> {
  const needed = (await Promise.all([reusedProofConfirmation(paymentId), proofMismatchConfirmation(paymentId)])).filter(
    (confirmation) => confirmation !== null,
  );
  const missing = needed.find((confirmation) => !given[confirmation.field]);
  if (missing) throw new DomainError("NeedsConfirmation", missing.message, { field: missing.field, details: missing.details });
  return needed;
}

/** The audit: what the admin approved in spite of, in the approval's transaction. */
export async function recordConfirmations(tx: Transaction, paymentId: string, adminId: string, confirmed: readonly NeededConfirmation[]) {
  if (confirmed.length === 0) return;
  await tx.insert(paymentApprovalConfirmations).values(
    confirmed.map((confirmation) => ({
      paymentId,
      kind: confirmation.kind,
      confirmedBy: adminId,
      details: { message: confirmation.message, ...confirmation.details },
    })),
  );
}
