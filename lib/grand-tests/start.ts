import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { overdue } from "@/lib/sitting-rules/deadline";
import { finaliseAttempt } from "@/lib/attempts/finish";
import type { StartedAttempt } from "@/lib/attempts/started";
import { startDeadline } from "@/lib/accommodations/extra-time";
import { loadGrandTest, mayEnter } from "./load";
import { GRAND_TEST_MESSAGES as M } from "@/lib/sitting-rules/messages";
import { grandTestStatus } from "./terms";

/**
 * Starts the learner's one attempt of a grand test, or resumes it while it runs. The window is
 * checked on the database clock; the deadline is min(start + T(1 + p), closesAt + Tp) for a quiz time T
 * and the learner's extra time p (docs/rules.md, "Extra time"; closesAt when untimed). Concurrent
 * starts meet at the unique index attempts_one_per_grand_test_key: exactly one row is written.
 */
export async function startGrandTest(userId: string, quizId: string): Promise<StartedAttempt> {
  const test = await loadGrandTest(quizId);
  if (!test) throw new DomainError("NotFound", M.notFound);
  const status = grandTestStatus(test, test.now);
  if (status === "upcoming") throw new DomainError("WindowClosed", M.notOpen(test.opensAt));
  if (status === "closed") throw new DomainError("WindowClosed", M.closed);
  if (!(await mayEnter(userId, test))) throw new DomainError("NotEntitled", M.subscribersOnly);

  const closesAt = sql`${test.closesAt.toISOString()}::timestamptz`;
  const [created] = await getDb()
    .insert(attempts)
    .values({
      userId,
      quizId: test.id,
      entitlementId: null,
      startedAt: sql`now()`,
      deadline: test.quizTime > 0 ? startDeadline(userId, test.quizTime, test.closesAt) : closesAt,
    })
    .onConflictDoNothing()
    .returning({ id: attempts.id, startedAt: attempts.startedAt, deadline: attempts.deadline });
  if (created) return { ...created, quizTime: test.quizTime, closesAt: test.closesAt, resumed: false };

  const [existing] = await getDb()
    .select({ id: attempts.id, startedAt: attempts.startedAt, deadline: attempts.deadline, submittedAt: attempts.submittedAt, overdue })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.quizId, test.id), isNull(attempts.entitlementId)));
  if (!existing) throw new DomainError("Raced", "The grand test could not be started. Please try again.");
  if (existing.overdue && !existing.submittedAt) await finaliseAttempt(existing.id);
  if (existing.submittedAt || existing.overdue) throw new DomainError("AlreadyDone", M.alreadySat);
  return {
    id: existing.id,
    startedAt: existing.startedAt,
    deadline: existing.deadline,
    quizTime: test.quizTime,
    closesAt: test.closesAt,
    resumed: true,
  };
}
