import "server-only";
import { and, count, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, entitlements, payments, quizzes, subjects, users } from "@/db/schema";
import { PASS_FRACTION } from "@/lib/attempts/rules";
import { fromPaisa } from "@/lib/money";
import { TIME_ZONE as ZONE } from "@/lib/format";

const monthOf = (column: typeof payments.createdAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone ${sql.raw(`'${ZONE}'`)}), 'YYYY-MM')`;

/** Figures an admin reads first: money, the payment queue, access, quiz outcomes and growth. */
export async function buildReport(now = new Date()) {
  const db = getDb();
  const month = monthOf(payments.createdAt);
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone ${sql.raw(`'${ZONE}'`)}), 'YYYY-MM-DD')`;
  const passed =
    sql<number>`count(*) filter (where ${attempts.score} >= ${attempts.totalMarks} * ${PASS_FRACTION}::numeric and ${attempts.totalMarks} > 0)`.mapWith(
      Number,
    );

  const [byMonth, [queue], access, perQuiz, perWeek] = await Promise.all([
    db
      .select({
        month,
        revenuePaisa: sql<number>`coalesce(sum(${payments.amountPaisa}) filter (where ${payments.status} = 'ACCEPTED'), 0)`.mapWith(Number),
        accepted: sql<number>`count(*) filter (where ${payments.status} = 'ACCEPTED')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${payments.status} = 'PENDING')`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where ${payments.status} = 'REJECTED')`.mapWith(Number),
      })
      .from(payments)
      .where(gt(payments.createdAt, sql`now() - interval '12 months'`))
      .groupBy(month)
      .orderBy(month),
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
      .where(and(lte(entitlements.startsAt, now), gt(entitlements.endsAt, now)))
      .groupBy(subjects.name)
      .orderBy(desc(sql`count(distinct ${entitlements.userId})`)),
    db
      .select({
        quizId: quizzes.id,
        quiz: quizzes.name,
        subject: subjects.name,
        deleted: sql<boolean>`${quizzes.deletedAt} is not null`,
        attempts: count(),
        passed,
      })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .where(isNotNull(attempts.submittedAt))
      .groupBy(quizzes.id, subjects.name)
      .orderBy(desc(count())),
    db
      .select({ week, learners: count() })
      .from(users)
      .where(and(eq(users.isAdmin, false), gt(users.createdAt, sql`now() - interval '12 weeks'`)))
      .groupBy(week)
      .orderBy(week),
  ]);

  return {
    generatedAt: now.toISOString(),
    paymentsByMonth: byMonth.map(({ revenuePaisa, ...row }) => ({ ...row, revenue: fromPaisa(revenuePaisa) })),
    pending: { count: queue!.n, oldestHours: queue!.oldest ? Math.floor((now.getTime() - queue!.oldest.getTime()) / 3_600_000) : null },
    activeEntitlements: access,
    quizzes: perQuiz.map((row) => ({ ...row, passRate: row.attempts ? Math.round((row.passed / row.attempts) * 10_000) / 100 : 0 })),
    newLearnersByWeek: perWeek,
  };
}

export type Report = Awaited<ReturnType<typeof buildReport>>;
