import "server-only";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { entitlements, payments, quizzes, reportPaymentMonths, reportQuizAttempts, subjects, users } from "@/db/schema";
import { runningAt } from "@/lib/entitlements";
import { fromPaisa } from "@/lib/money";
import { TIME_ZONE as ZONE } from "@/lib/format";
import { DEFAULT_PAGE_SIZE, offsetOf, pageInfo, pageOf, type PageParams } from "@/lib/pagination";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";
import { monthOf } from "@/lib/report-aggregates/record";
import { passRateOf } from "./pass-rate";
import { REPORT_MONTHS, REPORT_WEEKS } from "./windows";

// The report's windows (lib/reports/windows): constants of the code, written into the SQL as literals.
const monthsBack = sql.raw(`interval '${REPORT_MONTHS} months'`);
const weeksBack = sql.raw(`interval '${REPORT_WEEKS} weeks'`);

/** The month key of REPORT_MONTHS months ago: the payment charts show the months after it. */
const windowStartMonth = sql`to_char(date_trunc('month', (now() - ${monthsBack}) at time zone ${sql.raw(`'${ZONE}'`)}), 'YYYY-MM')`;

/**
 * Figures an admin reads first: money, the payment queue, access, quiz outcomes and growth. Every
 * query reads running aggregates (lib/reports/aggregates) or rows bounded by what is live now (the
 * pending queue, running entitlements, recent sign-ups), never the whole history. The per-quiz
 * figures are paged (`quizPage`).
 */
export async function buildReport(now = new Date(), quizPage: PageParams = { page: 1, pageSize: DEFAULT_PAGE_SIZE }) {
  const db = getDb();
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone ${sql.raw(`'${ZONE}'`)}), 'YYYY-MM-DD')`;
  const pendingMonth = monthOf(payments.createdAt);

  const [decidedByMonth, pendingByMonth, [queue], access, perQuiz, [quizTotal], perWeek, passMarks] = await Promise.all([
    db.select().from(reportPaymentMonths).where(gt(reportPaymentMonths.month, windowStartMonth)).orderBy(reportPaymentMonths.month),
    db
      .select({ month: pendingMonth, pending: count() })
      .from(payments)
      .where(and(eq(payments.status, "PENDING"), gt(payments.createdAt, sql`now() - ${monthsBack}`)))
      .groupBy(pendingMonth),
    db
      .select({ n: count(), oldest: sql<Date | null>`min(${payments.createdAt})`.mapWith((value) => (value ? new Date(value) : null)) })
      .from(payments)
      .where(eq(payments.status, "PENDING")),
    db
      .select({
        subject: sql<string>`coalesce(${subjects.name}, 'Monthly plan (all subjects)')`,
        learners: sql<number>`count(distinct ${entitlements.userId})`.mapWith(Number),
      })
      .from(entitlements)
      .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
      .where(runningAt(now))
      .groupBy(subjects.name)
      .orderBy(desc(sql`count(distinct ${entitlements.userId})`)),
    db
      .select({
        quizId: quizzes.id,
        quiz: quizzes.name,
        subject: subjects.name,
        deleted: sql<boolean>`${quizzes.deletedAt} is not null`,
        attempts: reportQuizAttempts.attempts,
        passed: reportQuizAttempts.passed,
      })
      .from(reportQuizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, reportQuizAttempts.quizId))
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .orderBy(desc(reportQuizAttempts.attempts), quizzes.name, quizzes.id)
      .limit(quizPage.pageSize)
      .offset(offsetOf(quizPage)),
    db.select({ n: count() }).from(reportQuizAttempts),
    db
      .select({ week, learners: count() })
      .from(users)
      .where(and(eq(users.isAdmin, false), gt(users.createdAt, sql`now() - ${weeksBack}`)))
      .groupBy(week)
      .orderBy(week),
    readPassMarks(),
  ]);

  const pendingOf = new Map(pendingByMonth.map((row) => [row.month, row.pending]));
  const months = [...new Set([...decidedByMonth.map((row) => row.month), ...pendingOf.keys()])].sort();
  const decidedOf = new Map(decidedByMonth.map((row) => [row.month, row]));
  return {
    generatedAt: now.toISOString(),
    paymentsByMonth: months.map((month) => {
      const decided = decidedOf.get(month);
      return {
        month,
        accepted: decided?.accepted ?? 0,
        pending: pendingOf.get(month) ?? 0,
        rejected: decided?.rejected ?? 0,
        revoked: decided?.revoked ?? 0,
        revenue: fromPaisa(decided?.revenuePaisa ?? 0),
      };
    }),
    pending: { count: queue!.n, oldestHours: queue!.oldest ? Math.floor((now.getTime() - queue!.oldest.getTime()) / 3_600_000) : null },
    activeEntitlements: access,
    quizzes: perQuiz.map((row) => ({ ...row, passRate: passRateOf(row.passed, row.attempts) ?? 0 })),
    quizzesPage: pageInfo(pageOf([], quizTotal!.n, quizPage)),
    /** What `passed` counts against: each quiz kind's mark (lib/sitting-rules/pass.ts). */
    passMarks,
    newLearnersByWeek: perWeek,
  };
}

export type Report = Awaited<ReturnType<typeof buildReport>>;
