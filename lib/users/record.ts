import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, users, type PaymentStatus } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { recentAttempts, type RecentAttempt } from "@/lib/attempts/recent";
import {
  EXTENSION_MESSAGES,
  extendableAccesses,
  extensionsOf,
  type AccessExtensionView,
  type ExtendableAccess,
} from "@/lib/entitlements/extend";
import { accessPeriods, type AccessPeriod } from "@/lib/entitlements/periods";
import { accessName } from "@/lib/entitlements/terms";
import { loadPayments } from "@/lib/payments/read";

/** How many of each list the record shows, latest first; `total` says how many there are. */
export const RECORD_LIMITS = { payments: 50, periods: 50, extensions: 20, attempts: 50 } as const;

export type Latest<T> = { items: T[]; total: number };

export type RecordPayment = {
  id: string;
  orderId: string;
  reference: string;
  createdAt: string;
  decidedAt: string | null;
  amount: number;
  status: PaymentStatus;
  transactionId: string;
  /** What it bought: its subjects' names, or the monthly plan. */
  bought: string[];
};

export type LearnerRecord = {
  user: { id: string; name: string; email: string; phone: string; disabled: boolean; extraTimePercent: number; createdAt: string };
  payments: Latest<RecordPayment>;
  periods: Latest<AccessPeriod>;
  extensions: Latest<AccessExtensionView>;
  attempts: Latest<RecentAttempt>;
  /** What Extend access offers: every running access, whatever the bounds of `periods`. */
  extendable: ExtendableAccess[];
};

async function latestPayments(viewer: SessionUser, userId: string): Promise<Latest<RecordPayment>> {
  const ofLearner = eq(payments.userId, userId);
  const [views, [total]] = await Promise.all([
    loadPayments(viewer, ofLearner, { limit: RECORD_LIMITS.payments }),
    getDb().select({ n: count() }).from(payments).where(ofLearner),
  ]);
  const items = views.map((payment) => ({
    id: payment.id,
    orderId: payment.orderId,
    reference: payment.reference,
    createdAt: payment.createdAt,
    decidedAt: payment.decidedAt,
    amount: payment.amount,
    status: payment.status,
    transactionId: payment.transactionId,
    bought: payment.isMonthlySub === "YES" ? [accessName(null)] : payment.items.map((item) => item.name),
  }));
  return { items, total: total!.n };
}

/**
 * `GET /api/users/{id}/record`: what an admin needs to answer a learner about their account
 * (docs/rules.md, "A learner's record and extending access"): their payments, access periods (with
 * attempts as Allowed Quizzes counts them), the extensions made and their attempts, each list latest
 * first and bounded.
 * An unknown account is a 404; an admin's a 409, as admins neither buy nor sit quizzes.
 */
export async function learnerRecord(viewer: SessionUser, userId: string): Promise<LearnerRecord> {
  const [found] = await getDb()
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        disabled: users.disabled,
        extraTimePercent: users.extraTimePercent,
        createdAt: users.createdAt,
      },
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!found) throw new DomainError("NotFound", EXTENSION_MESSAGES.userNotFound);
  if (found.isAdmin) throw new DomainError("NotALearner", "Admins neither buy nor sit quizzes: there is no record to show.");
  const [paid, periods, extensions, attempts, extendable] = await Promise.all([
    latestPayments(viewer, userId),
    accessPeriods(userId, RECORD_LIMITS.periods),
    extensionsOf(userId, RECORD_LIMITS.extensions),
    recentAttempts(userId, RECORD_LIMITS.attempts),
    extendableAccesses(userId),
  ]);
  const user = { ...found.user, createdAt: found.user.createdAt.toISOString() };
  return { user, payments: paid, periods, extensions, attempts, extendable };
}
