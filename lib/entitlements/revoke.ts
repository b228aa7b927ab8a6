import "server-only";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/db/client";
import { pgArray } from "@/db/rows";
import { entitlements, subjects, type MovedPeriod, type RevokedPeriod } from "@/db/schema";
import { periodsOf } from "./periods";
import { periodsThatEnd } from "./terms";

/** What revoking a payment does to access: the periods it bought, and the renewals of other payments that waited for them. */
export type AccessRevocation = { periods: RevokedPeriod[]; moved: MovedPeriod[] };

/** The time a period still had at `at`: all of it when it had not started, none once it had ended. */
const remainingMs = (period: { startsAt: string; endsAt: string }, at: Date) =>
  Math.max(0, Date.parse(period.endsAt) - Math.max(Date.parse(period.startsAt), at.getTime()));

/**
 * What revoking the learner's payment at `at` would do to their access (docs/rules.md, "Revoking an
 * approval"), read only: each period it bought, running (it ends at `at`), queued (it never starts) or
 * ended (nothing changes), with the attempts used, which stay, and those left, which go; and each
 * period of another payment for the same access that waits for one of them to end (a renewal), moved
 * earlier by the time the revoked one still had, so it starts when that one now ends.
 */
export async function accessRevocation(db: Executor, scope: { userId: string; paymentId: string }, at: Date): Promise<AccessRevocation> {
  const bought = await periodsOf(db, scope, at);
  const periods = bought
    .map((period): RevokedPeriod => ({
      entitlementId: period.id,
      subjectId: period.subjectId,
      subjectName: period.subjectName,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      state: period.state === "running" || period.state === "queued" ? period.state : "ended",
      attemptsUsed: period.attemptsUsed,
      attemptsLeft: period.attemptsLeft ?? 0,
    }))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const ending = periodsThatEnd(periods);
  if (ending.length === 0) return { periods, moved: [] };

  const waiting = await db
    .select({
      entitlementId: entitlements.id,
      subjectId: entitlements.subjectId,
      subjectName: subjects.name,
      paymentId: entitlements.paymentId,
      startsAt: entitlements.startsAt,
      endsAt: entitlements.endsAt,
    })
    .from(entitlements)
    .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
    .where(and(eq(entitlements.userId, scope.userId), ne(entitlements.paymentId, scope.paymentId), gt(entitlements.startsAt, at)))
    .orderBy(entitlements.startsAt);
  const moved = waiting.flatMap((period): MovedPeriod[] => {
    // A payment buys one period per access, so at most one revoked period comes before this one.
    const before = ending.find((revoked) => revoked.subjectId === period.subjectId && period.startsAt >= new Date(revoked.endsAt));
    const shift = before ? remainingMs(before, at) : 0;
    if (shift === 0) return [];
    return [
      {
        ...period,
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
        newStartsAt: new Date(period.startsAt.getTime() - shift).toISOString(),
        newEndsAt: new Date(period.endsAt.getTime() - shift).toISOString(),
      },
    ];
  });
  return { periods, moved };
}

/**
 * Applies `accessRevocation`'s answer, read under the payment's lock in the same transaction: the
 * renewals move, then the payment's periods that had not ended end at `at` (one that had not started
 * starts and ends there, so it never runs). Attempts charged to them are left as they are.
 */
export async function revokeAccess(tx: Transaction, revocation: AccessRevocation, at: Date) {
  const { moved } = revocation;
  if (moved.length > 0) {
    await tx.execute(sql`
      update ${entitlements} set starts_at = moving.starts_at, ends_at = moving.ends_at
      from unnest(${pgArray(
        moved.map((period) => period.entitlementId),
        "uuid",
      )}, ${pgArray(
        moved.map((period) => period.newStartsAt),
        "text",
      )}::timestamptz[], ${pgArray(
        moved.map((period) => period.newEndsAt),
        "text",
      )}::timestamptz[]) as moving(id, starts_at, ends_at)
      where ${entitlements.id} = moving.id`);
  }
  const ending = periodsThatEnd(revocation.periods).map((period) => period.entitlementId);
  if (ending.length === 0) return;
  const end = sql`${at.toISOString()}::timestamptz`;
  await tx
    .update(entitlements)
    .set({ startsAt: sql`least(${entitlements.startsAt}, ${end})`, endsAt: end })
    .where(inArray(entitlements.id, ending));
}
