import "server-only";
import { and, count, desc, eq, exists, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { attempts, entitlements, paymentItems, payments, quizzes, subjects } from "@/db/schema";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS, NOT_ENTITLED, type AccessUntil } from "./terms";
import { DomainError } from "@/lib/errors";

export { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS } from "./terms";
const DAY_MS = 24 * 60 * 60 * 1000;

export type QuizAccess =
  | { allowed: false; reason: "no-entitlement" }
  | { allowed: true; entitlementId: string; endsAt: Date; attemptsUsed: number; attemptsLeft: number };

export type Coverage = { id: string; endsAt: Date };

/** The condition "this entitlement is running at `now`": started, not yet ended. */
export const runningAt = (now: Date) => and(lte(entitlements.startsAt, now), gt(entitlements.endsAt, now));

/** Of the user's entitlements, those that cover `subjectId` (a subject id or a column): its own, or the monthly plan. */
const coveringSubject = (userId: string, subjectId: string | typeof quizzes.subjectId) =>
  and(eq(entitlements.userId, userId), or(eq(entitlements.subjectId, subjectId), isNull(entitlements.subjectId)));

/** The condition "a running entitlement of the user covers the outer query's quiz" (the learner's bank). */
export const coversQuiz = (userId: string, now = new Date()) =>
  exists(
    getDb()
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(and(coveringSubject(userId, quizzes.subjectId), runningAt(now))),
  );

/** Entitlements of the user running now that cover the subject (its own, or the monthly plan). */
async function runningCoverage(db: Executor, userId: string, subjectId: string, now: Date): Promise<Coverage[]> {
  return db
    .select({ id: entitlements.id, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(and(coveringSubject(userId, subjectId), runningAt(now)))
    .orderBy(entitlements.endsAt);
}

/**
 * May this user take this quiz now, under which entitlement, with how many attempts used?
 * The next attempt is charged to the running entitlement that ends first and still has
 * attempts left; when all are used up, the one ending first is reported (n / 2 with n = 2).
 */
export async function quizAccess(userId: string, quizId: string, db: Executor = getDb(), now = new Date()): Promise<QuizAccess> {
  const [quiz] = await db
    .select({ subjectId: quizzes.subjectId })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) return { allowed: false, reason: "no-entitlement" };
  const coverage = await runningCoverage(db, userId, quiz.subjectId, now);
  if (coverage.length === 0) return { allowed: false, reason: "no-entitlement" };
  const used = await attemptsPerEntitlement(
    db,
    userId,
    quizId,
    coverage.map((entry) => entry.id),
  );
  return chooseEntitlement(coverage, used);
}

/** quizAccess for callers that need access: a 403 (NotEntitled) with its message when there is none. */
export async function requireQuizAccess(userId: string, quizId: string): Promise<Extract<QuizAccess, { allowed: true }>> {
  const access = await quizAccess(userId, quizId);
  if (!access.allowed) throw new DomainError("NotEntitled", NOT_ENTITLED);
  return access;
}

/** The rule above, pure: `coverage` sorted by end, `used` = attempts per entitlement for the quiz. */
export function chooseEntitlement(coverage: Coverage[], used: Map<string, number>): QuizAccess {
  if (coverage.length === 0) return { allowed: false, reason: "no-entitlement" };
  const chosen = coverage.find((entry) => (used.get(entry.id) ?? 0) < ATTEMPTS_PER_ENTITLEMENT) ?? coverage[0]!;
  const attemptsUsed = used.get(chosen.id) ?? 0;
  return {
    allowed: true,
    entitlementId: chosen.id,
    endsAt: chosen.endsAt,
    attemptsUsed,
    attemptsLeft: Math.max(0, ATTEMPTS_PER_ENTITLEMENT - attemptsUsed),
  };
}

/** Every running entitlement of the user, sorted by end (subjectId null = the monthly plan). */
export function runningEntitlements(userId: string, db: Executor = getDb(), now = new Date()) {
  return db
    .select({ id: entitlements.id, subjectId: entitlements.subjectId, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), runningAt(now)))
    .orderBy(entitlements.endsAt);
}

/** The user's entitlements bought but not yet started (renewals waiting for the running period to end), soonest first. */
export function queuedEntitlements(userId: string, db: Executor = getDb(), now = new Date()) {
  return db
    .select({ id: entitlements.id, subjectId: entitlements.subjectId, startsAt: entitlements.startsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), gt(entitlements.startsAt, now)))
    .orderBy(entitlements.startsAt);
}

async function attemptsPerEntitlement(db: Executor, userId: string, quizId: string, entitlementIds: string[]) {
  const rows = await db
    .select({ entitlementId: attempts.entitlementId, n: count() })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quizId), inArray(attempts.entitlementId, entitlementIds)))
    .groupBy(attempts.entitlementId);
  return new Map(rows.flatMap((row) => (row.entitlementId ? [[row.entitlementId, row.n] as const] : [])));
}

/** Until when the user holds each subject (running and queued periods); `all` for the monthly plan. */
export async function accessUntil(userId: string, now = new Date()): Promise<AccessUntil> {
  const rows = await getDb()
    .select({ subjectId: entitlements.subjectId, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), gt(entitlements.endsAt, now)))
    .orderBy(desc(entitlements.endsAt));
  const subjects = new Map<string, Date>();
  let all: Date | null = null;
  for (const row of rows) {
    if (row.subjectId === null) all ??= row.endsAt;
    else if (!subjects.has(row.subjectId)) subjects.set(row.subjectId, row.endsAt);
  }
  return { all, subjects };
}

/**
 * Subject id → when a renewal of it bought now would start (ISO): the end of the learner's own
 * latest access to it. Subjects held only through the monthly plan are not in it: theirs start at approval.
 */
export async function renewalStarts(userId: string): Promise<Record<string, string>> {
  const { subjects } = await accessUntil(userId);
  return Object.fromEntries([...subjects].map(([id, endsAt]) => [id, endsAt.toISOString()]));
}

/** A period an approval granted: `queued` when it starts later, at the end of the running one (a renewal). */
export type Grant = { paymentId: string; subjectId: string | null; name: string | null; startsAt: Date; endsAt: Date; queued: boolean };

/**
 * Grants 30 days per subject of each payment (every subject, `subject_id` null, for the monthly
 * plan) inside the approving transaction, in one statement however many payments. A renewal starts
 * when the user's latest period for the same thing ends; payments of one user for the same thing
 * approved together follow each other in the order they were placed. Answers what it granted.
 */
export async function grantEntitlementsFor(tx: Transaction, paymentIds: readonly string[], now = new Date()): Promise<Grant[]> {
  if (paymentIds.length === 0) return [];
  const period = sql`(${ENTITLEMENT_DAYS * DAY_MS} * interval '1 millisecond')`;
  const rows = await readRows(
    tx,
    sql`
    with wanted as (
      select ${payments.id} as payment_id, ${payments.userId} as user_id, ${paymentItems.subjectId} as subject_id,
        row_number() over (partition by ${payments.userId}, ${paymentItems.subjectId} order by ${payments.createdAt}, ${payments.id}) as n
      from ${payments}
      left join ${paymentItems} on ${paymentItems.paymentId} = ${payments.id} and not ${payments.isMonthly}
      where ${payments.id} = any(${pgArray(paymentIds, "uuid")}) and (${payments.isMonthly} or ${paymentItems.subjectId} is not null)
    ), started as (
      select wanted.*, greatest(${now.toISOString()}::timestamptz, coalesce(latest.ends_at, ${now.toISOString()}::timestamptz))
        + (wanted.n - 1) * ${period} as starts_at
      from wanted
      left join lateral (
        select max(${entitlements.endsAt}) as ends_at from ${entitlements}
        where ${entitlements.userId} = wanted.user_id and ${entitlements.subjectId} is not distinct from wanted.subject_id
      ) latest on true
    ), granted as (
      insert into ${entitlements} (user_id, subject_id, payment_id, starts_at, ends_at)
      select user_id, subject_id, payment_id, starts_at, starts_at + ${period} from started
      returning payment_id, subject_id, starts_at, ends_at
    )
    select granted.payment_id, granted.subject_id, ${subjects.name} as name, to_json(granted.starts_at) as starts_at,
      to_json(granted.ends_at) as ends_at
    from granted left join ${subjects} on ${subjects.id} = granted.subject_id
    order by granted.starts_at`,
    { payment_id: column.text, subject_id: column.textOrNull, name: column.textOrNull, starts_at: column.text, ends_at: column.text },
  );
  return rows.map((row) => {
    const startsAt = new Date(row.starts_at);
    // Queued: it starts later than the approval, at the end of a running period (a renewal).
    return {
      paymentId: row.payment_id,
      subjectId: row.subject_id,
      name: row.name,
      startsAt,
      endsAt: new Date(row.ends_at),
      queued: startsAt > now,
    };
  });
}
