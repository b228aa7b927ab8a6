import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { options, practiceAnswers, practiceSessions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { endedAtNow, overdueAt } from "@/lib/sitting-rules/deadline";
import { reviewEndedTimedPractice } from "@/lib/reviews/events";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type PracticeResult = { correct: number; incorrect: number; unanswered: number; total: number; percentage: number };

/** A timed session past its deadline plus the quizzes' grace: it takes no more answers. */
export const practiceOverdue = overdueAt(practiceSessions.deadline);

/** The figures of an ended session, from what the end stored. */
export function resultOf(session: PracticeSessionRow): PracticeResult {
  const correct = session.correctCount ?? 0;
  const incorrect = session.incorrectCount ?? 0;
  const total = session.totalQuestions;
  return {
    correct,
    incorrect,
    unanswered: total - correct - incorrect,
    total,
    percentage: total === 0 ? 0 : Math.round((correct / total) * 10_000) / 100,
  };
}

/**
 * The learner's session (someone else's is a 404, like a missing one). A timed session found
 * overdue is ended here, at the first read or write that finds it so.
 */
export async function ownedSession(userId: string, sessionId: string): Promise<PracticeSessionRow> {
  const [session] = await getDb()
    .select({ row: practiceSessions, overdue: practiceOverdue })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
  if (!session) throw new DomainError("NotFound", PRACTICE_MESSAGES.notFound);
  return !session.row.endedAt && session.overdue ? finalisePractice(userId, sessionId) : session.row;
}

/** Ends a session once: stores its figures from the answers saved in time. Repeats return the stored row. */
export async function finalisePractice(userId: string, sessionId: string): Promise<PracticeSessionRow> {
  return getDb().transaction((tx) => finalisePracticeIn(tx, userId, sessionId));
}

/** finalisePractice within the caller's transaction (a revoke ends the sessions its access opened in its own). */
export async function finalisePracticeIn(tx: Transaction, userId: string, sessionId: string): Promise<PracticeSessionRow> {
  const [session] = await tx
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
    .for("update");
  if (!session) throw new DomainError("NotFound", PRACTICE_MESSAGES.notFound);
  if (session.endedAt) return session;
  // The key rows these answers are judged by: a regrade writing a new key (lib/regrade) finishes
  // first, and the count below reads its key; a regrade that comes after finds this session ended.
  await tx.execute(sql`
    select 1 from ${options} where ${options.id} in (select ${practiceAnswers.optionId} from ${practiceAnswers} where ${practiceAnswers.sessionId} = ${sessionId})
    for share`);
  const [figures] = await tx
    .select({ answered: count(), correct: sql<number>`count(*) filter (where ${options.isCorrect})`.mapWith(Number) })
    .from(practiceAnswers)
    .innerJoin(options, eq(options.id, practiceAnswers.optionId))
    .where(eq(practiceAnswers.sessionId, sessionId));
  const [ended] = await tx
    .update(practiceSessions)
    .set({
      endedAt: endedAtNow(practiceSessions.deadline),
      correctCount: figures!.correct,
      incorrectCount: figures!.answered - figures!.correct,
    })
    .where(eq(practiceSessions.id, sessionId))
    .returning();
  // A timed session shows its keys at the end; tutor and review sessions reviewed each card as it was answered.
  if (ended!.mode === "timed") await reviewEndedTimedPractice(tx, sessionId);
  return ended!;
}

/** The learner ends their session (idempotent: a repeat answers the stored result). */
export async function endPractice(userId: string, sessionId: string): Promise<PracticeResult> {
  await ownedSession(userId, sessionId);
  return resultOf(await finalisePractice(userId, sessionId));
}

/** Before listing: ends every overdue timed session of the learner. */
export async function finaliseOverduePractice(userId: string): Promise<void> {
  const open = await getDb()
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), isNull(practiceSessions.endedAt), practiceOverdue));
  for (const session of open) await finalisePractice(userId, session.id);
}
