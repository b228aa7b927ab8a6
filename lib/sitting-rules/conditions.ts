import "server-only";
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { alias } from "drizzle-orm/pg-core";
import { attempts, quizzes } from "@/db/schema";
import { overdueAt } from "@/lib/sitting-rules/deadline";

/**
 * Grand tests are listed only on /grand-tests: allowed quizzes, the public catalogue and GET
 * /api/quiz show ordinary quizzes (docs/rules.md "Grand tests").
 */
export const ordinaryQuizzes = (): SQL => eq(quizzes.kind, "quiz");

/** A condition on `quizzes`: the grand tests (ordinaryQuizzes: the others). */
export const grandTests = (): SQL => eq(quizzes.kind, "grand_test");

// Aliases (written `${attempts} as ${alias}`): the conditions are used inside statements that read `attempts` themselves.
// The subqueries are SQL of their own: drizzle writes a single-table select's top-level columns unqualified,
// which inside a subquery would name the subquery's own table.
const sitting = alias(attempts, "sitting_attempt");
const late = alias(attempts, "late_attempt");

/**
 * When a grand test's last answer is due: its close, or later when a candidate with extra time
 * started late enough that their deadline passes it (docs/rules.md, "Extra time"). Starts happen
 * only before the close, so from the close on this moment no longer moves.
 */
export const lastDeadline = (): SQL<Date> => {
  const latest = sql`(select max(${sitting.deadline}) from ${attempts} as ${sitting} where ${sitting.quizId} = ${quizzes.id})`;
  return sql<Date>`greatest(${quizzes.closesAt}, ${latest})`;
};

/** An attempt of the grand test whose deadline is past its close and still running, with the grace. */
const lateAttemptRunning = () =>
  sql`exists (select 1 from ${attempts} as ${late} where ${late.quizId} = ${quizzes.id} and ${late.deadline} > ${quizzes.closesAt}
    and not ${overdueAt(late.deadline)})`;

/**
 * "The key of this quiz may be known": always for an ordinary quiz; for a grand test once its last
 * answer is overdue (lastDeadline plus the save grace, the rule that stops taking answers), so no
 * answer can still be saved once the key is out: once its results are out, or when its close is
 * overdue and no attempt's deadline past the close is still running. The bank, results lists,
 * score trends, results and the closing job use it.
 */
export const keyRevealed = (): SQL =>
  sql`(${quizzes.kind} = 'quiz' or ${quizzes.resultsAt} is not null or (${overdueAt(quizzes.closesAt)} and not ${lateAttemptRunning()}))`;

/** Until when this quiz's key is sealed: a grand test's last deadline (lastDeadline) while it is; null otherwise. */
export async function sealedUntil(quizId: string, db: Executor = getDb()): Promise<Date | null> {
  const [row] = await db
    .select({ until: lastDeadline().mapWith((value) => new Date(value as string)) })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), not(keyRevealed())));
  return row?.until ?? null;
}
