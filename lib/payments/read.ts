import "server-only";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  entitlements,
  paymentItems,
  paymentRevocations,
  payments,
  subjects,
  users,
  type PaymentStatus,
  type RevocationEffects,
} from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { fileUrl } from "@/lib/files/url";
import { fromPaisa } from "@/lib/money";
import { cache } from "react";
import { orderNumber } from "./display";
import { resubmissionCountsOf } from "./resubmit";
import { proofMatchesOf, type ProofMatch } from "./proof-matches";
import { statementMatchesOf, type StatementMatch } from "./statement-matches";
import { proofReadingsOf, type ProofReadingView } from "./proof-reading/reading-view";

export type { ProofMatch };

/** A period an approved payment granted; `queued` when it started later than the approval (a renewal). */
export type PaymentGrant = { subjectId: string | null; name: string | null; startsAt: string; endsAt: string; queued: boolean };

/** A grant starting this long after the approval waited for the running access to end (the two clocks are the server's and the database's). */
const QUEUED_AFTER_MS = 60_000;

export type PaymentView = {
  id: string;
  orderId: string;
  /** What the learner writes in the transfer's description (docs/rules.md, "Payment references"). */
  reference: string;
  amount: number;
  status: PaymentStatus;
  isMonthlySub: "YES" | "NO";
  paymentType: "Bank Transfer";
  transactionId: string;
  bankName: string;
  accountHolder: string;
  bankInfo: string;
  createdAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
  items: { subjectId: string; name: string; price: number }[];
  /** Served by /api/files after checking the caller may see it. */
  imageUrl: string;
  proofType: string;
  user: { id: string; name: string; email: string };
  /** What an approval granted, per subject (name null: the monthly plan): docs/rules.md, "Access, payments and attempts". */
  grants: PaymentGrant[];
  /** Admins only: other payments whose proof is the same file or the same picture (docs/rules.md, "Access, payments and attempts"). */
  proofMatches?: ProofMatch[];
  /**
   * Admins only: false while the proof's picture waits for its fingerprint (the proof worker's,
   * moments after the upload): until then only an identical file is among `proofMatches`.
   */
  proofChecked?: boolean;
  /** Admins only: what the proof reader read from the screenshot, and where it disagrees with the order (docs/rules.md, "Reading payment proofs"). */
  proofReading?: ProofReadingView;
  /** Admins only: the bank statement row that approved it, if one did. */
  statementMatch?: StatementMatch | null;
  /** A REVOKED payment's revocation (docs/rules.md, "Revoking an approval"); null otherwise. */
  revocation: PaymentRevocation | null;
  /** Times it was sent again with a new proof after a rejection (docs/rules.md, "Resubmitting a rejected order"). */
  resubmissions: number;
};

/** Why and when an approval was taken back, and what that ended; the admin's name goes to admins only. */
export type PaymentRevocation = { reason: string; revokedAt: string; revokedBy?: string | null; effects: RevocationEffects };

/** One page of payments, newest first (payments_created_idx, payments_status_idx, payments_user_idx). */
export async function loadPayments(
  viewer: SessionUser,
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<PaymentView[]> {
  const rows = await getDb()
    .select({ payment: payments, user: { id: users.id, name: users.name, email: users.email } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const ids = rows.map((row) => row.payment.id);
  const items = ids.length
    ? await getDb()
        .select({
          paymentId: paymentItems.paymentId,
          subjectId: paymentItems.subjectId,
          name: subjects.name,
          pricePaisa: paymentItems.pricePaisa,
        })
        .from(paymentItems)
        .innerJoin(subjects, eq(subjects.id, paymentItems.subjectId))
        .where(inArray(paymentItems.paymentId, ids))
    : [];
  const [grants, revocations, [matches, statements, readings], resubmissions] = await Promise.all([
    ids.length
      ? getDb()
          .select({
            paymentId: entitlements.paymentId,
            subjectId: entitlements.subjectId,
            name: subjects.name,
            startsAt: entitlements.startsAt,
            endsAt: entitlements.endsAt,
          })
          .from(entitlements)
          .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
          .where(inArray(entitlements.paymentId, ids))
          .orderBy(entitlements.startsAt)
      : [],
    revocationsOf(
      viewer,
      rows.filter((row) => row.payment.status === "REVOKED").map((row) => row.payment.id),
    ),
    viewer.isAdmin
      ? Promise.all([
          proofMatchesOf(ids),
          statementMatchesOf(ids),
          proofReadingsOf(
            rows.map(({ payment }) => ({
              id: payment.id,
              proofKey: payment.proofKey,
              reference: payment.reference,
              transactionKey: payment.transactionKey,
              amountPaisa: payment.amountPaisa,
              placedAt: payment.createdAt,
            })),
          ),
        ])
      : [null, null, null],
    resubmissionCountsOf(ids),
  ]);
  return rows.map(({ payment, user }) => ({
    id: payment.id,
    orderId: orderNumber(payment.id),
    reference: payment.reference,
    amount: fromPaisa(payment.amountPaisa),
    status: payment.status,
    isMonthlySub: payment.isMonthly ? "YES" : "NO",
    paymentType: "Bank Transfer",
    transactionId: payment.transactionId,
    bankName: payment.bankName,
    accountHolder: payment.accountHolder,
    bankInfo: [payment.bankName, payment.accountHolder].filter(Boolean).join(" · "),
    createdAt: payment.createdAt.toISOString(),
    decidedAt: payment.decidedAt?.toISOString() ?? null,
    rejectionReason: payment.rejectionReason,
    items: items
      .filter((item) => item.paymentId === payment.id)
      .map((item) => ({ subjectId: item.subjectId, name: item.name, price: fromPaisa(item.pricePaisa) })),
    grants: grants
      .filter((grant) => grant.paymentId === payment.id)
      .map(({ subjectId, name, startsAt, endsAt }) => ({
        subjectId,
        name,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        queued: payment.decidedAt !== null && startsAt.getTime() - payment.decidedAt.getTime() > QUEUED_AFTER_MS,
      })),
    imageUrl: fileUrl(payment.proofKey),
    proofType: payment.proofContentType,
    user,
    ...(matches ? { proofMatches: matches.get(payment.id) ?? [], proofChecked: payment.proofHashedAt !== null } : {}),
    ...(statements ? { statementMatch: statements.get(payment.id) ?? null } : {}),
    ...(readings ? { proofReading: readings.get(payment.id)! } : {}),
    revocation: revocations.get(payment.id) ?? null,
    resubmissions: resubmissions.get(payment.id) ?? 0,
  }));
}

/** The revocations of these payments, by payment id. */
async function revocationsOf(viewer: SessionUser, ids: string[]): Promise<Map<string, PaymentRevocation>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .select({
      paymentId: paymentRevocations.paymentId,
      reason: paymentRevocations.reason,
      revokedAt: paymentRevocations.revokedAt,
      adminName: users.name,
      effects: paymentRevocations.effects,
    })
    .from(paymentRevocations)
    .leftJoin(users, eq(users.id, paymentRevocations.revokedBy))
    .where(inArray(paymentRevocations.paymentId, ids));
  return new Map(
    rows.map(({ paymentId, adminName, revokedAt, ...row }) => [
      paymentId,
      { ...row, revokedAt: revokedAt.toISOString(), ...(viewer.isAdmin ? { revokedBy: adminName } : {}) },
    ]),
  );
}

/** Who may see a payment (and its proof): its owner and admins. */
export const paymentsVisibleTo = (viewer: SessionUser): SQL | undefined => (viewer.isAdmin ? undefined : eq(payments.userId, viewer.id));

/** The owner or an admin; anyone else gets the same 404 as for a payment that does not exist. */
export async function getPayment(viewer: SessionUser, paymentId: string): Promise<PaymentView> {
  const [payment] = await loadPayments(viewer, and(eq(payments.id, paymentId), paymentsVisibleTo(viewer)), { limit: 1 });
  if (!payment) throw new DomainError("NotFound", "Payment not found.");
  return payment;
}

/** Once per server render: the admin layout (sidebar badges) and the admin home both show it. */
export const pendingPaymentCount = cache(async (): Promise<number> => {
  const [row] = await getDb().select({ n: count() }).from(payments).where(eq(payments.status, "PENDING"));
  return row!.n;
});

/** Subjects on the learner's orders still waiting for a decision (Buy Quiz marks them). */
export async function subjectsAwaitingApproval(userId: string): Promise<Set<string>> {
  const rows = await getDb()
    .selectDistinct({ subjectId: paymentItems.subjectId })
    .from(payments)
    .innerJoin(paymentItems, eq(paymentItems.paymentId, payments.id))
    .where(and(eq(payments.userId, userId), eq(payments.status, "PENDING")));
  return new Set(rows.map((row) => row.subjectId));
}
