import "server-only";
import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import { isOnPaper } from "@/lib/sitting-rules/paper";
import { getDb } from "@/db/client";
import { attempts, practiceQuestions, practiceSessions, questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { MARK_MESSAGES, type PaperRef } from "./schemas";

/** The questions an attempt was started with: the first `total_questions` of its quiz (lib/sitting-rules/paper.ts). */
export const attemptPaperQuestions = (attempt: { quizId: string; totalQuestions: number | null }): SQL =>
  and(eq(questions.quizId, attempt.quizId), isOnPaper(questions.position, sql`${attempt.totalQuestions}`))!;

/**
 * A condition on `questions` for the paper: the questions an attempt was started with, or those
 * drawn into a practice session.
 */
async function paperQuestions(userId: string, paper: PaperRef): Promise<SQL | undefined> {
  const db = getDb();
  if (paper.kind === "attempt") {
    const [attempt] = await db
      .select({ quizId: attempts.quizId, totalQuestions: attempts.totalQuestions })
      .from(attempts)
      .where(and(eq(attempts.id, paper.id), eq(attempts.userId, userId)));
    return attempt && attemptPaperQuestions(attempt);
  }
  const [session] = await db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, paper.id), eq(practiceSessions.userId, userId)));
  if (!session) return undefined;
  return exists(
    db
      .select({ id: practiceQuestions.questionId })
      .from(practiceQuestions)
      .where(and(eq(practiceQuestions.sessionId, paper.id), eq(practiceQuestions.questionId, questions.id))),
  );
}

/** The condition of the learner's own paper; someone else's, or none, is a 404 (nothing says which). */
export async function ownPaperQuestions(userId: string, paper: PaperRef): Promise<SQL> {
  const condition = await paperQuestions(userId, paper);
  if (!condition) throw new DomainError("NotFound", MARK_MESSAGES.paperNotFound);
  return condition;
}
