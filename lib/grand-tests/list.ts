import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, quizzes, subjects } from "@/db/schema";
import { overdue } from "@/lib/sitting-rules/deadline";
import { grandTests, lastDeadline } from "@/lib/sitting-rules/conditions";
import { grandTestStatus, type GrandTestAccess, type GrandTestMine, type GrandTestStatus } from "./terms";

/** One row of `GET /api/grand-tests`. */
export type GrandTestItem = {
  id: string;
  name: string;
  subject: { id: string; name: string };
  opensAt: string;
  closesAt: string;
  quizTime: number;
  totalQuestions: number;
  access: GrandTestAccess;
  status: GrandTestStatus;
  mine: GrandTestMine;
  /** For a learner who sat it, before its results are out: when they open (the last deadline, docs/rules.md "Extra time"). */
  resultsFrom: string | null;
};

/**
 * Every live grand test, the latest to open first, with the caller's part in each (`none` when
 * signed out). Status is told by the database clock, as the start rule does.
 */
export async function listGrandTests(userId: string | null): Promise<GrandTestItem[]> {
  const db = getDb();
  const mine = userId
    ? sql<GrandTestMine>`case when ${attempts.id} is null then 'none'
        when ${attempts.submittedAt} is null and not ${overdue} then 'in_progress' else 'submitted' end`
    : sql<GrandTestMine>`'none'`;
  const rows = await db
    .select({
      id: quizzes.id,
      name: quizzes.name,
      subject: { id: subjects.id, name: subjects.name },
      opensAt: quizzes.opensAt,
      closesAt: quizzes.closesAt,
      quizTime: quizzes.quizTimeMinutes,
      totalQuestions: quizzes.questionCount,
      access: quizzes.access,
      mine,
      // Only for the caller's own attempt of a test whose results are not out: the one row that says when they open.
      resultsFrom: sql<
        string | null
      >`case when ${attempts.id} is not null and ${quizzes.resultsAt} is null then ${lastDeadline()} end`.mapWith((value) =>
        value === null ? null : new Date(value).toISOString(),
      ),
      now: sql<Date>`now()`.mapWith((value) => new Date(value)),
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(attempts, and(eq(attempts.quizId, quizzes.id), eq(attempts.userId, userId ?? sql`null`), isNull(attempts.entitlementId)))
    .where(and(grandTests(), isNull(quizzes.deletedAt)))
    .orderBy(desc(quizzes.opensAt), asc(quizzes.id));
  return rows.map(({ now, opensAt, closesAt, access, ...row }) => ({
    ...row,
    opensAt: opensAt!.toISOString(),
    closesAt: closesAt!.toISOString(),
    access: access!,
    status: grandTestStatus({ opensAt: opensAt!, closesAt: closesAt! }, now),
  }));
}
