import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Transaction } from "@/db/client";
import { paymentProofMatches, paymentResubmissions, payments } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { storeUploadThen } from "@/lib/files/store";
import { recordPaymentResubmission } from "@/lib/report-aggregates/record";
import { readPaymentProof, TRANSACTION_USED } from "./create";
import { mayResubmit } from "./display";
import { fingerprintAtUpload } from "./proof-fingerprints";
import { recordProofMatches } from "./proof-matches";
import { queueProofReading } from "./proof-reading/queue";
import type { resubmissionFormSchema } from "./schemas";

export const NOT_REJECTED = "Only a rejected order can be sent again: this one is not rejected.";

/**
 * A learner sends their own REJECTED order again with a new proof and transaction number
 * (docs/rules.md, "Resubmitting a rejected order"): same reference, same amount and items, back to
 * PENDING, and what it was when rejected is kept in `payment_resubmissions` for the desk.
 */
export async function resubmitRejectedOrder(
  userId: string,
  paymentId: string,
  form: z.infer<typeof resubmissionFormSchema>,
  proofFile: unknown,
): Promise<{ id: string; reference: string }> {
  const [own] = await getDb()
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  // Another learner's order answers as a missing one: its existence is not theirs to learn.
  if (!own) throw new DomainError("NotFound", "Payment not found.");
  if (!mayResubmit(own.status)) throw new DomainError("Conflict", NOT_REJECTED);
  const proof = await readPaymentProof(proofFile);
  try {
    return await storeUploadThen("proofs", proof, (proofKey) =>
      getDb().transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, "REJECTED")))
          .for("update");
        // Two resubmissions at once: the second finds it PENDING already.
        if (!before) throw new DomainError("Conflict", NOT_REJECTED);
        await tx.insert(paymentResubmissions).values({
          paymentId,
          previousTransactionId: before.transactionId,
          previousProofKey: before.proofKey,
          previousProofContentType: before.proofContentType,
          rejectionReason: before.rejectionReason,
          rejectedBy: before.decidedBy,
          rejectedAt: before.decidedAt,
        });
        await tx
          .update(payments)
          .set({
            status: "PENDING",
            transactionId: form.transactionId,
            bankName: form.bankName || before.bankName,
            accountHolder: form.accountHolder || before.accountHolder,
            proofKey,
            proofContentType: proof.type.mime,
            ...fingerprintAtUpload(proof.bytes, proof.type.mime),
            rejectionReason: null,
            decidedBy: null,
            decidedAt: null,
          })
          .where(eq(payments.id, paymentId));
        await recordPaymentResubmission(tx, paymentId);
        await replaceProofMatches(tx, paymentId);
        // The new proof is read afresh; what was read from the rejected one goes.
        await queueProofReading(tx, paymentId, proofKey);
        return { id: paymentId, reference: before.reference };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("AlreadyExists", TRANSACTION_USED, { field: "transactionId" });
    throw error;
  }
}

/** The old proof's matches no longer describe this payment; the new proof's are recorded. */
async function replaceProofMatches(tx: Transaction, paymentId: string): Promise<void> {
  await tx.execute(sql`delete from ${paymentProofMatches} where payment_id = ${paymentId} or matched_payment_id = ${paymentId}`);
  await recordProofMatches(tx, paymentId);
}

/** How many times each of these payments was sent again after a rejection (0 when never). */
export async function resubmissionCountsOf(paymentIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (paymentIds.length === 0) return counts;
  const rows = await getDb()
    .select({ paymentId: paymentResubmissions.paymentId, n: count() })
    .from(paymentResubmissions)
    .where(inArray(paymentResubmissions.paymentId, paymentIds))
    .groupBy(paymentResubmissions.paymentId);
  for (const row of rows) counts.set(row.paymentId, row.n);
  return counts;
}
