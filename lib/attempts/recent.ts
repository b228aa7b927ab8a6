import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { QUIZ_KINDS } from "@/db/enums";
import { attempts, quizzes, subjects } from "@/db/schema";
import { overdue } from "@/lib/sitting-rules/deadline";
import { resultOf } from "./finish";
import type { PassMark } from "@/lib/sitting-rules/pass";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";

/** Ended (with its figures), open, or past its deadline and waiting for the learner's next read to end it. */
export type AttemptStatus = "ended" | "open" | "overdue";

export type RecentAttempt = {
  id: string;
  /** `deleted`: the quiz was deleted since; the record marks it "(deleted)" (docs/rules.md, "A learner's record and extending access"). */
  quiz: { id: string; name: string; kind: (typeof QUIZ_KINDS)[number]; deleted: boolean };
  subject: { id: string; name: string };
  startedAt: string;
  submittedAt: string | null;
  status: AttemptStatus;
  /** Only once ended. */
  score: { score: number; totalMarks: number; percentage: number; passed: boolean; passMark: PassMark } | null;
};

/**
 * The learner's attempts, the latest start first, at most `limit`, with the total: quizzes and grand
 * tests alike, for an admin. It only reads: an overdue attempt is shown as such, and ended by the
 * learner's own next read or write as usual (docs/rules.md, "Access, payments and attempts").
 */
export async function recentAttempts(userId: string, limit: number): Promise<{ items: RecentAttempt[]; total: number }> {
  const db = getDb();
  const [rows, [total], marks] = await Promise.all([
    db
      .select({
        attempt: attempts,
        quiz: { id: quizzes.id, name: quizzes.name, kind: quizzes.kind, deletedAt: quizzes.deletedAt },
        subject: { id: subjects.id, name: subjects.name },
        overdue,
      })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .where(eq(attempts.userId, userId))
      .orderBy(desc(attempts.startedAt), desc(attempts.id))
      .limit(limit),
    db.select({ n: count() }).from(attempts).where(eq(attempts.userId, userId)),
    readPassMarks(),
  ]);
  const items = rows.map(({ attempt, quiz, subject, overdue: late }): RecentAttempt => {
    const ended = attempt.submittedAt !== null;
    const figures = ended ? resultOf(attempt, marks[quiz.kind]) : null;
    return {
      id: attempt.id,
      quiz: { id: quiz.id, name: quiz.name, kind: quiz.kind, deleted: quiz.deletedAt !== null },
      subject,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      status: ended ? "ended" : late ? "overdue" : "open",
      score: figures && {
        score: figures.score,
        totalMarks: figures.totalMarks,
        percentage: figures.percentage,
        passed: figures.passed,
        passMark: figures.passMark,
      },
    };
  });
  return { items, total: total!.n };
}
