import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { pgArray } from "@/db/rows";
import { attempts, payments, quizzes, reportPaymentMonths, reportQuizAttempts } from "@/db/schema";
import { meetsPassMark, QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { passMarkOfQuiz } from "@/lib/sitting-rules/pass-marks";
import { readPassMark } from "@/lib/sitting-rules/exam-pass-mark";
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
  const accepted = sql`(${payments.status} = 'ACCEPTED')::int`;
  await addToPaymentMonths(tx, paymentIds, {
    accepted,
    rejected: sql`(${payments.status} = 'REJECTED')::int`,
    revoked: sql`0`,
    revenuePaisa: sql`${payments.amountPaisa} * ${accepted}`,
  });
}

/**
 * An approved payment revoked (call once, in the transaction that revokes it): its month counts it as
 * revoked, no longer as accepted, and its amount leaves the revenue (docs/rules.md, "Revoking an approval").
 */
export async function recordPaymentRevocation(tx: Executor, paymentId: string): Promise<void> {
  await addToPaymentMonths(tx, [paymentId], {
    accepted: sql`-1`,
    rejected: sql`0`,
    revoked: sql`1`,
    revenuePaisa: sql`-${payments.amountPaisa}`,
  });
}

/** A rejected payment sent again (call once, in that transaction): no longer counted rejected; its next decision counts. */
export async function recordPaymentResubmission(tx: Executor, paymentId: string): Promise<void> {
  await addToPaymentMonths(tx, [paymentId], { accepted: sql`0`, rejected: sql`-1`, revoked: sql`0`, revenuePaisa: sql`0` });
}

type MonthChange = Record<"accepted" | "rejected" | "revoked" | "revenuePaisa", SQL>;

/**
 * Adds `change` (each figure an expression over the payment's row) for each of `paymentIds` to the
 * month the payment was placed in: one upsert, so concurrent events add up. A figure never falls
 * below 0 (a month counted before these figures existed may hold less than is taken away).
 */
async function addToPaymentMonths(tx: Executor, paymentIds: readonly string[], change: MonthChange): Promise<void> {
  if (paymentIds.length === 0) return;
  const month = monthOf(payments.createdAt);
  const added = (figure: keyof MonthChange) =>
    sql`greatest(${reportPaymentMonths[figure]} + excluded.${sql.identifier(reportPaymentMonths[figure].name)}, 0)`;
  await tx
    .insert(reportPaymentMonths)
    .select(
      tx
        .select({
          month: month.as("month"),
          accepted: sql<number>`sum(${change.accepted})::int`.as("accepted"),
          rejected: sql<number>`sum(${change.rejected})::int`.as("rejected"),
          revoked: sql<number>`sum(${change.revoked})::int`.as("revoked"),
          revenuePaisa: sql<number>`sum(${change.revenuePaisa})`.as("revenue_paisa"),
        })
        .from(payments)
        .where(sql`${payments.id} = any(${pgArray(paymentIds, "uuid")})`)
        .groupBy(month),
    )
    .onConflictDoUpdate({
      target: reportPaymentMonths.month,
      set: { accepted: added("accepted"), rejected: added("rejected"), revoked: added("revoked"), revenuePaisa: added("revenuePaisa") },
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

/**
 * Attempts of one quiz ended together (a grand test's finalisation): one upsert for them all. Each
 * counts as passed against its quiz kind's mark, as the learner's result says (lib/sitting-rules/pass.ts).
 */
export async function recordAttemptsEnded(tx: Executor, quizId: string, ended: EndedFigures[]): Promise<void> {
  if (ended.length === 0) return;
  const mark = await passMarkOfQuiz(quizId, tx);
  const passed = ended.filter(({ score, totalMarks }) => meetsPassMark(score ?? 0, totalMarks ?? 0, mark)).length;
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
 * The passes of every ended attempt of each quiz, grouped by quiz: lib/sitting-rules/pass.ts's rule in
 * SQL, score × 100 ≥ total × the kind's percent, with the exam pass mark given.
 */
const passCounts = (examPassMark: number, only: SQL = sql`true`) => sql`
  select ${attempts.quizId} as quiz_id, count(*) as attempts,
    count(*) filter (where ${attempts.totalMarks} > 0 and ${attempts.score} * 100 >= ${attempts.totalMarks} *
      (case when ${quizzes.kind} = 'grand_test' then ${examPassMark}::int else ${QUIZ_PASS_PERCENT}::int end)) as passed
  from ${attempts} join ${quizzes} on ${quizzes.id} = ${attempts.quizId}
  where ${attempts.submittedAt} is not null and ${only} group by ${attempts.quizId}`;

/**
 * The admin moved the exam pass mark: every grand test's pass count follows it (in the transaction
 * that saves it). Grand tests are few; their attempts are counted by quiz.
 */
export async function recountGrandTestPasses(tx: Executor, examPassMark: number): Promise<void> {
  await tx.execute(sql`update ${reportQuizAttempts} set passed = counted.passed
    from (${passCounts(examPassMark, sql`${quizzes.kind} = 'grand_test'`)}) counted
    where ${reportQuizAttempts.quizId} = counted.quiz_id`);
}

/**
 * Recomputes every running figure from the history (what the migration did once): for an
 * operator after a bulk import or a manual fix, and for the scale bench after seeding with SQL.
 */
export async function rebuildReportAggregates(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(reportQuizAttempts);
    await tx.execute(
      sql`insert into ${reportQuizAttempts} (quiz_id, attempts, passed) select quiz_id, attempts, passed from (${passCounts(await readPassMark(tx))}) counted`,
    );
    await tx.delete(reportPaymentMonths);
    await tx.execute(sql`
      insert into ${reportPaymentMonths} (month, accepted, rejected, revoked, revenue_paisa)
      select ${monthOf(payments.createdAt)}, count(*) filter (where ${payments.status} = 'ACCEPTED'),
        count(*) filter (where ${payments.status} = 'REJECTED'), count(*) filter (where ${payments.status} = 'REVOKED'),
        coalesce(sum(${payments.amountPaisa}) filter (where ${payments.status} = 'ACCEPTED'), 0)
      from ${payments} where ${payments.status} <> 'PENDING' group by 1`);
  });
}
