import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { payments, users, type PaymentStatus } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { sendMail, type MailMessage } from "@/lib/mail";
import { recordPaymentDecision } from "@/lib/report-aggregates/record";
import { approvePendingPayments } from "./approve";
import { approvalMail, rejectionMail } from "./decision-mail";
import { recordConfirmations, requireConfirmations, type Confirmations } from "./approval-confirmations";

/** How a decision already taken is named when a second one is refused. */
const DECIDED_AS = { ACCEPTED: "approved", REJECTED: "rejected", REVOKED: "approved, and the approval revoked" } as const;

export type Decision = { paymentId: string; accepted: boolean; reason?: string } & Confirmations;

/**
 * The desk's decision on one PENDING payment: approval through approvePendingPayments (the same
 * code a bank statement's apply runs), rejection with its reason. Either is one conditional update,
 * so two admins acting at once cannot both succeed. Approving a payment whose proof matches another
 * upload needs `confirmReusedProof`, and one whose proof was read as disagreeing with the order
 * `confirmProofMismatch`; each confirmation given for a reason is kept with the approval. The
 * learner is emailed directly after commit.
 */
export async function decidePayment(adminId: string, decision: Decision): Promise<{ status: "ACCEPTED" | "REJECTED" }> {
  const confirmed = decision.accepted ? await requireConfirmations(decision.paymentId, decision) : [];
  const status = decision.accepted ? "ACCEPTED" : "REJECTED";
  const mail = await getDb().transaction(async (tx) => {
    const decided = decision.accepted ? await approve(tx, adminId, decision.paymentId) : await reject(tx, adminId, decision);
    if (decided) await recordConfirmations(tx, decision.paymentId, adminId, confirmed);
    if (!decided) {
      const [existing] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, decision.paymentId));
      if (!existing) throw new DomainError("NotFound", "Payment not found.");
      throw new DomainError("AlreadyDone", `This payment was already ${DECIDED_AS[existing.status as Exclude<PaymentStatus, "PENDING">]}.`);
    }
    return decided;
  });
  await sendMail(mail).catch((error) => console.error("Could not email the payment decision", error));
  return { status };
}

async function approve(tx: Transaction, adminId: string, paymentId: string): Promise<MailMessage | null> {
  const [approved] = await approvePendingPayments(tx, adminId, [paymentId]);
  return approved ? approvalMail(approved, approved.reference, approved.grants) : null;
}

async function reject(tx: Transaction, adminId: string, decision: Decision): Promise<MailMessage | null> {
  const [payment] = await tx
    .update(payments)
    .set({ status: "REJECTED", decidedBy: adminId, decidedAt: sql`now()`, rejectionReason: decision.reason || null })
    .where(and(eq(payments.id, decision.paymentId), eq(payments.status, "PENDING")))
    .returning({ id: payments.id, userId: payments.userId, reference: payments.reference });
  if (!payment) return null;
  await recordPaymentDecision(tx, payment.id);
  const [learner] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, payment.userId));
  return rejectionMail(learner!, payment.reference, decision.reason);
}
