import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { attempts, entitlements, payments, quizzes, subjects } from "@/db/schema";
import { ordinaryQuizzes } from "@/lib/sitting-rules/conditions";
import { runningAt } from "./index";
import { ATTEMPTS_PER_ENTITLEMENT } from "./terms";

/** Running now, bought but not started yet (a renewal waiting), over, or ended by its payment's revocation. */
export type PeriodState = "running" | "queued" | "ended" | "revoked";

export type AccessPeriod = {
  id: string;
  /** Null for the monthly plan (every subject). */
  subjectId: string | null;
  subjectName: string | null;
  startsAt: string;
  endsAt: string;
  state: PeriodState;
  /** Attempts charged to this period, every quiz together. */
  attemptsUsed: number;
  /** Attempts still to take in it: per live quiz it covers, 2 less those charged; null once it has ended. */
  attemptsLeft: number | null;
};

/** An access period with the payment that bought it, as `periodsOf` reads it. */
export type PaymentPeriod = AccessPeriod & { paymentId: string };

const periodRow = {
  id: column.text,
  payment_id: column.text,
  subject_id: column.textOrNull,
  subject_name: column.textOrNull,
  starts_at: column.text,
  ends_at: column.text,
  running: column.boolean,
  revoked: column.boolean,
  attempts_used: column.number,
  attempts_left: column.numberOrNull,
};

/** Whose periods `periodsOf` reads: a learner's, or only those one payment of theirs bought. */
export type PeriodScope = { userId: string; paymentId?: string };

/**
 * The periods of `scope` at `now`, the latest end first, at most `limit`. Attempts are counted as
 * Allowed Quizzes counts them: per quiz, those charged to the period ("Attempted n / 2"); running is
 * `runningAt`, the rule every entitlement check reads. The learner's record and a revocation's
 * account of what it ends (docs/rules.md, "Revoking an approval") both read them here.
 */
export async function periodsOf(db: Executor, scope: PeriodScope, now: Date, limit = 1000): Promise<PaymentPeriod[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await readRows(
    db,
    sql`
    with charged as (
      select ${attempts.entitlementId} as entitlement_id, ${attempts.quizId} as quiz_id, count(*)::int as n
      from ${attempts}
      where ${attempts.userId} = ${scope.userId} and ${attempts.entitlementId} is not null
      group by 1, 2
    )
    select ${entitlements.id} as id, ${entitlements.paymentId} as payment_id, ${entitlements.subjectId} as subject_id,
      ${subjects.name} as subject_name, to_json(${entitlements.startsAt}) as starts_at, to_json(${entitlements.endsAt}) as ends_at,
      ${runningAt(now)} as running, ${payments.status} = 'REVOKED' as revoked,
      (select coalesce(sum(charged.n), 0)::int from charged where charged.entitlement_id = ${entitlements.id}) as attempts_used,
      case when ${entitlements.endsAt} > ${at} then (
        select coalesce(sum(greatest(0, ${ATTEMPTS_PER_ENTITLEMENT} - coalesce(charged.n, 0))), 0)::int
        from ${quizzes}
        left join charged on charged.entitlement_id = ${entitlements.id} and charged.quiz_id = ${quizzes.id}
        where ${quizzes.deletedAt} is null and ${ordinaryQuizzes()}
          and (${entitlements.subjectId} is null or ${quizzes.subjectId} = ${entitlements.subjectId})
      ) end as attempts_left
    from ${entitlements}
    join ${payments} on ${payments.id} = ${entitlements.paymentId}
    left join ${subjects} on ${subjects.id} = ${entitlements.subjectId}
    where ${entitlements.userId} = ${scope.userId} ${scope.paymentId ? sql`and ${entitlements.paymentId} = ${scope.paymentId}` : sql``}
    order by ${entitlements.endsAt} desc, ${entitlements.id}
    limit ${limit}`,
    periodRow,
  );
  return rows.map((row): PaymentPeriod => {
    const startsAt = new Date(row.starts_at);
    return {
      id: row.id,
      paymentId: row.payment_id,
      subjectId: row.subject_id,
      subjectName: row.subject_name,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      state: row.revoked ? "revoked" : row.running ? "running" : startsAt > now ? "queued" : "ended",
      attemptsUsed: row.attempts_used,
      attemptsLeft: row.attempts_left,
    };
  });
}

/**
 * The learner's access periods, the latest end first, at most `limit`, with the total (docs/rules.md,
 * "A learner's record and extending access").
 */
export async function accessPeriods(userId: string, limit: number, now = new Date()): Promise<{ items: AccessPeriod[]; total: number }> {
  const [periods, [total]] = await Promise.all([
    periodsOf(getDb(), { userId }, now, limit),
    getDb().select({ n: count() }).from(entitlements).where(eq(entitlements.userId, userId)),
  ]);
  return { items: periods.map(({ paymentId: _payment, ...period }) => period), total: total!.n };
}
