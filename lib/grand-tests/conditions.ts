import "server-only";
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { quizzes } from "@/db/schema";
import { overdueAt } from "@/lib/attempts/deadline";

/**
 * Grand tests are listed only on /grand-tests: allowed quizzes, the public catalogue and GET
 * /api/quiz show ordinary quizzes (docs/rules.md "Grand tests").
 */
export const ordinaryQuizzes = (): SQL => eq(quizzes.kind, "quiz");

/** A condition on `quizzes`: the grand tests (ordinaryQuizzes: the others). */
export const grandTests = (): SQL => eq(quizzes.kind, "grand_test");

/**
 * "The key of this quiz may be known": always for an ordinary quiz; for a grand test once its close
 * is overdue, the same rule that stops taking answers (deadline plus the save grace), so no answer
 * can still be saved once the key is out. The bank, results lists, score trends and results use it.
 */
export const keyRevealed = (): SQL => sql`(${quizzes.kind} = 'quiz' or ${overdueAt(quizzes.closesAt)})`;

/** Until when this quiz's key is sealed: a grand test's closesAt while its results are not open; null otherwise. */
export async function sealedUntil(quizId: string, db: Executor = getDb()): Promise<Date | null> {
  const [row] = await db
    .select({ closesAt: quizzes.closesAt })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), not(keyRevealed())));
  return row?.closesAt ?? null;
}
