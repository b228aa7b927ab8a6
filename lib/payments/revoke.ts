import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { attempts, paymentRevocations, payments, quizzes, subjects, users, type RevocationEffects, type RevokedAttempt } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { finaliseAttemptIn } from "@/lib/attempts/finish";
import { accessRevocation, revokeAccess } from "@/lib/entitlements/revoke";
import { formatDateTime } from "@/lib/format";
import { enqueueMail } from "@/lib/mail/queue";
import { endPracticeLosingAccess, practiceLosingAccess } from "@/lib/practice/access-ended";
import { recordPaymentRevocation } from "@/lib/report-aggregates/record";
import { reasonSchema } from "@/lib/single-line";
import { revocationMail } from "./decision-mail";
import { mayRevoke, orderNumber } from "./display";
import { endedSummary, endingPeriods, REVOKE_REASON_MISSING } from "./revocation-terms";

/** `POST /api/payment/{id}/revoke`: the reason, as every recorded change of an admin's takes it. */
export const revokeApprovalSchema = z.object({ reason: reasonSchema(REVOKE_REASON_MISSING) });
export type RevokeApprovalInput = z.infer<typeof revokeApprovalSchema>;

export const REVOCATION_MESSAGES = {
  notFound: "Payment not found.",
  PENDING: "This payment is still pending: there is no approval to revoke. Reject it instead.",
  REJECTED: "This payment was rejected: there is no approval to revoke.",
} as const;

type Learner = { id: string; name: string; email: string };
type Subject = { paymentId: string; orderId: string; reference: string; learner: Learner };

/** What revoking the payment now would end and move, for the confirmation (nothing is written). */
export type RevocationPreview = Subject & { effects: RevocationEffects };

/** A revocation that stands: who, when (the database's clock when it took effect), why, and what it ended. */
export type RevocationView = Subject & {
  reason: string;
  revokedAt: string;
  /** The admin; null once their account is gone. */
  revokedBy: { id: string; name: string } | null;
  effects: RevocationEffects;
};

/** The answer of a revoke: the revocation, and `repeated` when it had been revoked already and nothing more was done. */
export type RevocationResult = { revocation: RevocationView; repeated: boolean };

export const revocationMessage = ({ revocation, repeated }: RevocationResult) =>
  repeated
    ? `This approval was already revoked on ${formatDateTime(revocation.revokedAt)}${revocation.revokedBy ? ` by ${revocation.revokedBy.name}` : ""}; nothing more ended.`
    : `Approval of ${revocation.reference} revoked. ${endedSummary(revocation.effects)} ${revocation.learner.name} will be emailed.`;

const admin = alias(users, "revoking_admin");

/** The revocation of `paymentId`, if it has one. */
async function readRevocation(db: Executor, paymentId: string): Promise<RevocationView | null> {
  const [row] = await db
    .select({
      reference: payments.reference,
      learner: { id: users.id, name: users.name, email: users.email },
      reason: paymentRevocations.reason,
      revokedAt: paymentRevocations.revokedAt,
      adminId: admin.id,
      adminName: admin.name,
      effects: paymentRevocations.effects,
    })
    .from(paymentRevocations)
    .innerJoin(payments, eq(payments.id, paymentRevocations.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(admin, eq(admin.id, paymentRevocations.revokedBy))
    .where(eq(paymentRevocations.paymentId, paymentId));
  if (!row) return null;
  const { adminId, adminName, revokedAt, ...rest } = row;
  return {
    ...rest,
    paymentId,
    orderId: orderNumber(paymentId),
    revokedAt: revokedAt.toISOString(),
    revokedBy: adminId ? { id: adminId, name: adminName! } : null,
  };
}

/** The payment with its learner, locked for the rest of the transaction when `lock`; a 404 when there is none. */
async function paymentOf(db: Executor, paymentId: string, lock: boolean) {
  const query = db
    .select({ status: payments.status, reference: payments.reference, learner: { id: users.id, name: users.name, email: users.email } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  const [payment] = await (lock ? query.for("update", { of: payments }) : query);
  if (!payment) throw new DomainError("NotFound", REVOCATION_MESSAGES.notFound);
  return { ...payment, paymentId, orderId: orderNumber(paymentId) };
}

/** Only an approved payment has an approval to take back; a revoked one answers its revocation instead. */
function requireApproved(status: string): void {
  // A revoked one is answered before this; the others are pending or rejected.
  if (!mayRevoke(status)) throw new DomainError("Conflict", REVOCATION_MESSAGES[status as "PENDING" | "REJECTED"]);
}

/** The attempts still open in the periods that end, with what the confirmation and the audit name them by. */
async function openAttempts(db: Executor, userId: string, entitlementIds: string[]): Promise<RevokedAttempt[]> {
  if (entitlementIds.length === 0) return [];
  return db
    .select({ attemptId: attempts.id, quizId: quizzes.id, quizName: quizzes.name, subjectName: subjects.name })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .where(and(eq(attempts.userId, userId), inArray(attempts.entitlementId, entitlementIds), isNull(attempts.submittedAt)))
    .orderBy(attempts.startedAt);
}

/** Everything revoking the payment at `at` would end and move (docs/rules.md, "Revoking an approval"). */
async function effectsAt(db: Executor, scope: { userId: string; paymentId: string }, at: Date): Promise<Required<RevocationEffects>> {
  const access = await accessRevocation(db, scope, at);
  const ending = endingPeriods(access).map((period) => period.entitlementId);
  // A renewal moved up to start at once covers its subject from the moment the revoked period ends.
  const starting = access.moved.filter((period) => Date.parse(period.newStartsAt) <= at.getTime()).map((period) => period.entitlementId);
  const open = await openAttempts(db, scope.userId, ending);
  const practice = await practiceLosingAccess(db, { userId: scope.userId, at, ending, starting });
  return { ...access, attempts: open, practice };
}

/** What the confirmation names before an admin revokes: read at this moment, nothing locked or written. */
export async function revocationPreview(paymentId: string, now = new Date()): Promise<RevocationPreview> {
  const payment = await paymentOf(getDb(), paymentId, false);
  if (payment.status === "REVOKED")
    throw new DomainError("AlreadyDone", revocationMessage({ revocation: (await readRevocation(getDb(), paymentId))!, repeated: true }));
  requireApproved(payment.status);
  const { status: _status, ...subject } = payment;
  return { ...subject, effects: await effectsAt(getDb(), { userId: payment.learner.id, paymentId }, now) };
}

/**
 * An admin takes back an approval (docs/rules.md, "Revoking an approval"), in one transaction under
 * a lock of the payment and then of the learner (an extension of their access queues behind it): the
 * payment becomes REVOKED, the periods it bought end now (one not started never starts), the
 * renewals waiting for them move up, attempts still open in them and practice sessions that drew on
 * them are ended, the month's figures move, the audit row and the learner's email are written. A payment revoked already — a double
 * click, a resend, a second admin — answers that revocation with `repeated` and changes nothing.
 */
export async function revokeApproval(adminId: string, paymentId: string, input: RevokeApprovalInput): Promise<RevocationResult> {
  return getDb().transaction(async (tx) => {
    const payment = await paymentOf(tx, paymentId, true);
    if (payment.status === "REVOKED") return { revocation: (await readRevocation(tx, paymentId))!, repeated: true };
    requireApproved(payment.status);
    const scope = { userId: payment.learner.id, paymentId };
    await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for("update");
    const at = await effectiveTime(tx);

    const effects = await effectsAt(tx, scope, at);
    await revokeAccess(tx, effects, at);
    for (const attempt of effects.attempts) await finaliseAttemptIn(tx, attempt.attemptId);
    await endPracticeLosingAccess(tx, scope.userId, effects.practice);
    await tx.update(payments).set({ status: "REVOKED" }).where(eq(payments.id, paymentId));
    await recordPaymentRevocation(tx, paymentId);
    await tx
      .insert(paymentRevocations)
      .values({ paymentId, userId: scope.userId, reason: input.reason, revokedBy: adminId, revokedAt: at, effects });
    const revocation = (await readRevocation(tx, paymentId))!;
    await enqueueMail(tx, [{ ...revocationMail(payment.learner, revocation), dedupeKey: `payment-revoked:${paymentId}` }]);
    return { revocation, repeated: false };
  });
}

/**
 * When the revocation takes effect: the database's clock read under the locks (not now(), the
 * transaction's start), to the millisecond so the periods' end and the audit row hold the same instant.
 */
async function effectiveTime(tx: Transaction): Promise<Date> {
  const [row] = await readRows(tx, sql`select to_json(date_trunc('milliseconds', clock_timestamp())) as at`, { at: column.text });
  return new Date(row!.at);
}
