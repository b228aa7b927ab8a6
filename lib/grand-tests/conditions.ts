import "server-only";
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { quizzes } from "@/db/schema";
import { REVEAL_DELAY_SECONDS } from "./terms";

/**
 * Grand tests are listed only on /grand-tests: allowed quizzes, the public catalogue and GET
 * /api/quiz show ordinary quizzes (docs/rules.md "Grand tests").
 */
export const ordinaryQuizzes = (): SQL => eq(quizzes.kind, "quiz");

/**
 * "The key of this quiz may be known": always for an ordinary quiz, for a grand test from its
 * close (plus the save grace) on. The bank, results lists and score trends use it.
 */
export const keyRevealed = (): SQL =>
  sql`(${quizzes.kind} = 'quiz' or ${quizzes.closesAt} + make_interval(secs => ${REVEAL_DELAY_SECONDS}) <= now())`;

/** Until when this quiz's key is sealed: a grand test's closesAt while its results are not open; null otherwise. */
export async function sealedUntil(quizId: string, db: Executor = getDb()): Promise<Date | null> {
  const [row] = await db
    .select({ closesAt: quizzes.closesAt })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), not(keyRevealed())));
  return row?.closesAt ?? null;
}
