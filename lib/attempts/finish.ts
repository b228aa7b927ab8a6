import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { answers, attempts, options, questions, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { sealedUntil } from "@/lib/sitting-rules/conditions";
import { recordAttemptEnded } from "@/lib/report-aggregates/record";
import { reviewEndedAttempt } from "@/lib/reviews/events";
import { endedAtNow, overdue } from "@/lib/sitting-rules/deadline";
import { paperSize } from "@/lib/sitting-rules/paper";
import type { PassMark } from "@/lib/sitting-rules/pass";
import { passMarkOfQuiz } from "@/lib/sitting-rules/pass-marks";
import { computeResult, scoreFigures, ATTEMPT_MESSAGES, type ResultFigures } from "./rules";

type AttemptRow = typeof attempts.$inferSelect;

type StoredFigures = Pick<AttemptRow, "totalQuestions" | "correctCount" | "incorrectCount" | "totalMarks">;

/** The figures of an ended attempt, from what finalisation stored, judged against its quiz's kind's mark (lib/sitting-rules/pass.ts). */
export const resultOf = (attempt: StoredFigures, passMark: PassMark): ResultFigures =>
  computeResult(
    {
      totalQuestions: attempt.totalQuestions ?? 0,
      answered: (attempt.correctCount ?? 0) + (attempt.incorrectCount ?? 0),
      correct: attempt.correctCount ?? 0,
      eachQuestionMarks: attempt.totalQuestions ? (attempt.totalMarks ?? 0) / attempt.totalQuestions : 0,
    },
    passMark,
  );

export type EndedResult = ResultFigures & { quizAttemptId: string; submittedAt: string };

export const endedResult = (attempt: AttemptRow, passMark: PassMark): EndedResult => ({
  quizAttemptId: attempt.id,
  submittedAt: attempt.submittedAt!.toISOString(),
  ...resultOf(attempt, passMark),
});

/** A grand test's attempt ended before its results open: when it ended and when the figures may be read, nothing more. */
export type SealedResult = { quizAttemptId: string; submittedAt: string; resultsAt: string };

/**
 * The learner ends their attempt (idempotent: a repeat answers the result stored the first time).
 * A grand test's score waits for its close (docs/rules.md, "Grand tests").
 */
export async function endAttempt(userId: string, attemptId: string): Promise<EndedResult | SealedResult> {
  const ended = await finaliseAttempt(attemptId, userId);
  const sealed = await sealedUntil(ended.quizId);
  if (sealed) return { quizAttemptId: ended.id, submittedAt: ended.submittedAt!.toISOString(), resultsAt: sealed.toISOString() };
  return endedResult(ended, await passMarkOfQuiz(ended.quizId));
}

/**
 * Ends an attempt once: computes and stores its result from the answers saved in time.
 * Repeats return the stored row. An overdue attempt ends at its deadline.
 */
export async function finaliseAttempt(attemptId: string, ownerId?: string): Promise<AttemptRow> {
  return getDb().transaction((tx) => finaliseAttemptIn(tx, attemptId, ownerId));
}

/** finaliseAttempt in the caller's transaction (a revoked approval ends the open attempts charged to its access). */
export async function finaliseAttemptIn(tx: Transaction, attemptId: string, ownerId?: string): Promise<AttemptRow> {
  const [attempt] = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), ownerId ? eq(attempts.userId, ownerId) : undefined))
    .for("update");
  if (!attempt) throw new DomainError("NotFound", ATTEMPT_MESSAGES.notFound);
  if (attempt.submittedAt) return attempt;

  const figures = await resultFigures(tx, attempt);
  const [ended] = await tx
    .update(attempts)
    .set({
      submittedAt: endedAtNow(attempts.deadline),
      correctCount: figures.correct,
      incorrectCount: figures.incorrect,
      score: figures.score,
      totalMarks: figures.totalMarks,
      totalQuestions: figures.totalQuestions,
    })
    .where(eq(attempts.id, attempt.id))
    .returning();
  await recordAttemptEnded(tx, ended!);
  // A grand test's keys wait for its close: its cards come from the closing job (lib/grand-tests/finalise.ts).
  if (ended!.entitlementId) await reviewEndedAttempt(tx, ended!.id);
  return ended!;
}

async function resultFigures(tx: Executor, attempt: AttemptRow) {
  const [[quiz], [questionCount], [answerCounts]] = await Promise.all([
    tx.select({ marks: quizzes.eachQuestionMarks }).from(quizzes).where(eq(quizzes.id, attempt.quizId)),
    tx.select({ n: count() }).from(questions).where(eq(questions.quizId, attempt.quizId)),
    tx
      .select({ answered: count(), correct: sql<number>`count(*) filter (where ${options.isCorrect})`.mapWith(Number) })
      .from(answers)
      .innerJoin(options, eq(options.id, answers.optionId))
      .where(eq(answers.attemptId, attempt.id)),
  ]);
  return scoreFigures({
    // The paper it started with (lib/sitting-rules/paper.ts).
    totalQuestions: paperSize(attempt.totalQuestions, questionCount!.n),
    answered: answerCounts!.answered,
    correct: answerCounts!.correct,
    eachQuestionMarks: quiz!.marks,
  });
}

/** Lazy finalisation: ends every attempt of the user whose time (plus grace) has run out. */
export async function finaliseOverdueAttempts(userId: string, quizId?: string): Promise<void> {
  const open = await getDb()
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), quizId ? eq(attempts.quizId, quizId) : undefined, isNull(attempts.submittedAt), overdue));
  for (const attempt of open) await finaliseAttempt(attempt.id);
}
