import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentItems, payments, subjects, users } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { grantEntitlements, type Grant } from "@/lib/entitlements";
import { grantNote } from "@/lib/entitlements/terms";
import { sendMail } from "@/lib/mail";
import { recordPaymentDecision } from "@/lib/reports/aggregates";
import { requireReuseConfirmation } from "./reuse-check";

export type Decision = { paymentId: string; accepted: boolean; reason?: string; confirmReusedProof?: boolean };

/**
 * Moves a PENDING payment to ACCEPTED or REJECTED with one conditional update, so two admins
 * acting at once cannot both succeed; approval grants the entitlements in the same transaction.
 * Approving a payment with a reused proof needs `confirmReusedProof`.
 */
export async function decidePayment(adminId: string, decision: Decision): Promise<{ status: "ACCEPTED" | "REJECTED" }> {
  if (decision.accepted && !decision.confirmReusedProof) await requireReuseConfirmation(decision.paymentId);
  const status = decision.accepted ? "ACCEPTED" : "REJECTED";
  const decided = await getDb().transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status, decidedBy: adminId, decidedAt: sql`now()`, rejectionReason: decision.accepted ? null : decision.reason || null })
      .where(and(eq(payments.id, decision.paymentId), eq(payments.status, "PENDING")))
      .returning({ id: payments.id, userId: payments.userId, isMonthly: payments.isMonthly });
    if (!payment) {
      const [existing] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, decision.paymentId));
      if (!existing) throw notFound("Payment not found.");
      throw conflict(`This payment was already ${existing.status === "ACCEPTED" ? "approved" : "rejected"}.`);
    }
    await recordPaymentDecision(tx, payment.id);
    if (!decision.accepted) return { ...payment, grants: [] };
    const items = await tx.select({ subjectId: paymentItems.subjectId }).from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    const subjectIds = payment.isMonthly ? [null] : items.map((item) => item.subjectId);
    return { ...payment, grants: await grantEntitlements(tx, { userId: payment.userId, paymentId: payment.id, subjectIds }) };
  });
  await notifyLearner(decided.userId, decision, decided.grants).catch((error) =>
    console.error("Could not email the payment decision", error),
  );
  return { status };
}

/** "Pharmacology: unlocked until …" or, for a renewal, when it starts and its attempts arrive (docs/rules.md, "Access, payments and attempts"). */
async function grantLines(grants: Grant[]): Promise<string[]> {
  const ids = grants.flatMap((grant) => (grant.subjectId ? [grant.subjectId] : []));
  const names = new Map(
    ids.length
      ? (await getDb().select({ id: subjects.id, name: subjects.name }).from(subjects).where(inArray(subjects.id, ids))).map((row) => [
          row.id,
          row.name,
        ])
      : [],
  );
  return grants.map((grant) =>
    grantNote({ ...grant, name: grant.subjectId ? (names.get(grant.subjectId) ?? "Subject") : "Every subject (Monthly Subscription)" }),
  );
}

async function notifyLearner(userId: string, decision: Decision, grants: Grant[]): Promise<void> {
  const [user] = await getDb().select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const text = decision.accepted
    ? `Dear ${user.name},\n\nYour payment has been approved.\n\n${(await grantLines(grants)).join("\n")}\n\nTimes are Pakistan time. Open "Allowed Quizzes" in your profile to start.\n\nAnaesPrep`
    : `Dear ${user.name},\n\nWe could not approve your payment.${decision.reason ? `\nReason: ${decision.reason}` : ""}\n\nPlease check the transfer details and submit the order again, or reply to this email.\n\nAnaesPrep`;
  await sendMail({
    to: user.email,
    subject: decision.accepted ? "Your AnaesPrep payment was approved" : "Your AnaesPrep payment was not approved",
    text,
  });
}
