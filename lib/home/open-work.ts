import "server-only";
import { and, desc, eq, isNull, not, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { answers, attempts, practiceAnswers, practiceSessions, quizzes } from "@/db/schema";
import { overdue } from "@/lib/sitting-rules/deadline";
import { paperSize } from "@/lib/sitting-rules/paper";
import { practiceOverdue } from "@/lib/practice/finish";
import type { PracticeSessionMode } from "@/lib/practice-rules/terms";

/** Something the learner started and can still carry on with (docs/rules.md, "Learner home"). */
export type OpenWork =
  | {
      kind: "quiz" | "grand_test";
      attemptId: string;
      quizId: string;
      name: string;
      startedAt: string;
      deadline: string | null;
      answered: number;
      total: number;
    }
  | {
      kind: "practice";
      sessionId: string;
      mode: PracticeSessionMode;
      startedAt: string;
      deadline: string | null;
      answered: number;
      total: number;
    };

/** How many open items the home shows: the latest first. */
export const OPEN_WORK_LIMIT = 4;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The learner's open quiz and grand-test attempts and running practice sessions, newest first, at
 * most OPEN_WORK_LIMIT: not ended and not past their deadline's grace. Only reads: an overdue one is
 * left out here and ended by the next read or write of it (docs/rules.md, "Access, payments and attempts").
 */
export async function openWork(userId: string): Promise<OpenWork[]> {
  const db = getDb();
  const [quizRows, practiceRows] = await Promise.all([
    db
      .select({
        attemptId: attempts.id,
        quizId: quizzes.id,
        name: quizzes.name,
        kind: quizzes.kind,
        startedAt: attempts.startedAt,
        deadline: attempts.deadline,
        // The attempt's paper (lib/sitting-rules/paper.ts): questions appended after its start are not on it.
        total: paperSize(attempts.totalQuestions, quizzes.questionCount),
        answered: sql<number>`(select count(*) from ${answers} where ${answers.attemptId} = ${attempts.id})`.mapWith(Number),
      })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .where(and(eq(attempts.userId, userId), isNull(attempts.submittedAt), not(overdue), isNull(quizzes.deletedAt)))
      .orderBy(desc(attempts.startedAt))
      .limit(OPEN_WORK_LIMIT),
    db
      .select({
        sessionId: practiceSessions.id,
        mode: practiceSessions.mode,
        startedAt: practiceSessions.createdAt,
        deadline: practiceSessions.deadline,
        total: practiceSessions.totalQuestions,
        answered:
          sql<number>`(select count(*) from ${practiceAnswers} where ${practiceAnswers.sessionId} = ${practiceSessions.id})`.mapWith(
            Number,
          ),
      })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), isNull(practiceSessions.endedAt), not(practiceOverdue)))
      .orderBy(desc(practiceSessions.createdAt))
      .limit(OPEN_WORK_LIMIT),
  ]);
  const work: OpenWork[] = [
    ...quizRows.map(({ kind, startedAt, deadline, ...row }) => ({
      ...row,
      kind: kind === "grand_test" ? ("grand_test" as const) : ("quiz" as const),
      startedAt: startedAt.toISOString(),
      deadline: iso(deadline),
    })),
    ...practiceRows.map(({ startedAt, deadline, ...row }) => ({
      ...row,
      kind: "practice" as const,
      startedAt: startedAt.toISOString(),
      deadline: iso(deadline),
    })),
  ];
  return work.sort((a, b) => b.startedAt.localeCompare(a.startedAt)).slice(0, OPEN_WORK_LIMIT);
}
