import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { requireQuizAccess } from "@/lib/entitlements";
import { startGrandTest } from "@/lib/grand-tests/start";
import { startDeadline } from "@/lib/accommodations/extra-time";
import { finaliseOverdueAttempts } from "@/lib/attempts/finish";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import type { StartedAttempt } from "@/lib/attempts/started";

/**
 * Starts an attempt, or resumes the open one: double clicks, two tabs and retries never burn a
 * second attempt. Concurrent starts meet at the partial unique index (one open attempt per user
 * and quiz); the server clock sets start and deadline, the learner's extra time included.
 */
export async function startAttempt(userId: string, quizId: string): Promise<StartedAttempt> {
  const [quiz] = await getDb()
    .select({ time: quizzes.quizTimeMinutes, kind: quizzes.kind, questionCount: quizzes.questionCount })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) throw new DomainError("NotFound", "Quiz not found.");
  if (quiz.kind === "grand_test") return startGrandTest(userId, quizId);
  await finaliseOverdueAttempts(userId, quizId);

  const open = await openAttempt(userId, quizId);
  if (open) return { ...open, quizTime: quiz.time, resumed: true };

  const access = await requireQuizAccess(userId, quizId);
  if (access.attemptsLeft === 0) throw new DomainError("AttemptLimitReached", ATTEMPT_MESSAGES.limit);

  const [created] = await getDb()
    .insert(attempts)
    .values({
      userId,
      quizId,
      entitlementId: access.entitlementId,
      startedAt: sql`now()`,
      deadline: quiz.time > 0 ? startDeadline(userId, quiz.time) : null,
      // Its paper: questions appended later are not part of it (lib/sitting-rules/paper.ts).
      totalQuestions: quiz.questionCount,
    })
    .onConflictDoNothing({ target: [attempts.userId, attempts.quizId], where: sql`${attempts.submittedAt} is null` })
    .returning({ id: attempts.id, startedAt: attempts.startedAt, deadline: attempts.deadline });
  if (created) return { ...created, quizTime: quiz.time, resumed: false };

  // Another request started it a moment ago: resume that one.
  const raced = await openAttempt(userId, quizId);
  if (!raced) throw new DomainError("Raced", "The quiz could not be started. Please try again.");
  return { ...raced, quizTime: quiz.time, resumed: true };
}

async function openAttempt(userId: string, quizId: string) {
  const [row] = await getDb()
    .select({ id: attempts.id, startedAt: attempts.startedAt, deadline: attempts.deadline })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quizId), isNull(attempts.submittedAt)));
  return row;
}
