import "server-only";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { pgArray } from "@/db/rows";
import { attempts, payments, reportPaymentMonths, reportQuizAttempts } from "@/db/schema";
import { isPass, PASS_FRACTION } from "@/lib/attempts/rules";
import { TIME_ZONE } from "@/lib/format";

/**
 * The report's running figures, updated in the transaction of the event that changes them, so
 * the report reads a few rows however long the history (the migration quiz_counts_and_reports
 * filled them from the history before). Each is one upsert: concurrent events add up.
 */

/** The month ("YYYY-MM", in TIME_ZONE) a timestamp column falls in: payments are reported by the month they were made. */
export const monthOf = (column: typeof payments.createdAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM')`;

/** A payment left PENDING (call once, in the transaction that decides it). */
export const recordPaymentDecision = (tx: Executor, paymentId: string) => recordPaymentDecisions(tx, [paymentId]);

/** Payments decided together (a bank statement's approvals): one upsert, summed per month. */
export async function recordPaymentDecisions(tx: Executor, paymentIds: readonly string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const accepted = sql`(${payments.status} = 'ACCEPTED')::int`;
  const month = monthOf(payments.createdAt);
  await tx
    .insert(reportPaymentMonths)
    .select(
      tx
        .select({
          month: month.as("month"),
          accepted: sql<number>`sum(${accepted})::int`.as("accepted"),
          rejected: sql<number>`sum((${payments.status} = 'REJECTED')::int)::int`.as("rejected"),
          revoked: sql<number>`0`.as("revoked"),
          revenuePaisa: sql<number>`sum(${payments.amountPaisa} * ${accepted})`.as("revenue_paisa"),
        })
        .from(payments)
        .where(sql`${payments.id} = any(${pgArray(paymentIds, "uuid")})`)
        .groupBy(month),
    )
    .onConflictDoUpdate({
      target: reportPaymentMonths.month,
      set: {
        accepted: sql`${reportPaymentMonths.accepted} + excluded.accepted`,
        rejected: sql`${reportPaymentMonths.rejected} + excluded.rejected`,
        revenuePaisa: sql`${reportPaymentMonths.revenuePaisa} + excluded.revenue_paisa`,
      },
    });
}

/**
 * An approved payment revoked (call once, in the transaction that revokes it): its month counts it as
 * revoked, no longer as accepted, and its amount leaves the revenue (docs/rules.md, "Revoking an approval").
 */
export async function recordPaymentRevocation(tx: Executor, paymentId: string): Promise<void> {
  const month = monthOf(payments.createdAt);
  await tx
    .insert(reportPaymentMonths)
    .select(
      tx
        .select({
          month: month.as("month"),
          accepted: sql<number>`-1`.as("accepted"),
          rejected: sql<number>`0`.as("rejected"),
          revoked: sql<number>`1`.as("revoked"),
          revenuePaisa: sql<number>`-${payments.amountPaisa}`.as("revenue_paisa"),
        })
        .from(payments)
        .where(sql`${payments.id} = ${paymentId}`),
    )
    .onConflictDoUpdate({
      target: reportPaymentMonths.month,
      set: {
        accepted: sql`${reportPaymentMonths.accepted} + excluded.accepted`,
        revoked: sql`${reportPaymentMonths.revoked} + excluded.revoked`,
        revenuePaisa: sql`${reportPaymentMonths.revenuePaisa} + excluded.revenue_paisa`,
      },
    });
}

type EndedFigures = Pick<typeof attempts.$inferSelect, "score" | "totalMarks">;

/** An attempt ended with its result stored (call once, in the transaction that finalises it). */
export async function recordAttemptEnded(
  tx: Executor,
  attempt: EndedFigures & Pick<typeof attempts.$inferSelect, "quizId">,
): Promise<void> {
  await recordAttemptsEnded(tx, attempt.quizId, [attempt]);
}

/** Attempts of one quiz ended together (a grand test's finalisation): one upsert for them all. */
export async function recordAttemptsEnded(tx: Executor, quizId: string, ended: EndedFigures[]): Promise<void> {
  if (ended.length === 0) return;
  const passed = ended.filter(({ score, totalMarks }) => isPass(score ?? 0, totalMarks ?? 0)).length;
  await tx
    .insert(reportQuizAttempts)
    .values({ quizId, attempts: ended.length, passed })
    .onConflictDoUpdate({
      target: reportQuizAttempts.quizId,
      set: {
        attempts: sql`${reportQuizAttempts.attempts} + excluded.attempts`,
        passed: sql`${reportQuizAttempts.passed} + excluded.passed`,
      },
    });
}

/**
 * Recomputes every running figure from the history (what the migration did once): for an
 * operator after a bulk import or a manual fix, and for the scale bench after seeding with SQL.
 */
export async function rebuildReportAggregates(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(reportQuizAttempts);
    await tx.execute(sql`
      insert into ${reportQuizAttempts} (quiz_id, attempts, passed)
      select ${attempts.quizId}, count(*), count(*) filter (where ${attempts.totalMarks} > 0 and ${attempts.score} >= ${attempts.totalMarks} * ${PASS_FRACTION}::numeric)
      from ${attempts} where ${attempts.submittedAt} is not null group by ${attempts.quizId}`);
    await tx.delete(reportPaymentMonths);
    await tx.execute(sql`
      insert into ${reportPaymentMonths} (month, accepted, rejected, revoked, revenue_paisa)
      select ${monthOf(payments.createdAt)}, count(*) filter (where ${payments.status} = 'ACCEPTED'),
        count(*) filter (where ${payments.status} = 'REJECTED'), count(*) filter (where ${payments.status} = 'REVOKED'),
        coalesce(sum(${payments.amountPaisa}) filter (where ${payments.status} = 'ACCEPTED'), 0)
      from ${payments} where ${payments.status} <> 'PENDING' group by 1`);
  });
}
