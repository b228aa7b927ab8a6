import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { questions, quizzes, reviewCards } from "@/db/schema";
import { todayAt } from "@/lib/plan/days";
import { practisableBy } from "@/lib/practice-rules/bank";

/**
 * What is due, the one count behind the header's "N due", Practice's reviews and the Today card
 * (docs/rules.md, "Review"): `dueNow` is what a review session would take at `now` (cards due by
 * then, of questions the learner may practise now); `dueToday` adds those due later this Pakistan
 * day, so it is never below `dueNow`.
 */
export async function dueCounts(userId: string, now = new Date()): Promise<{ dueNow: number; dueToday: number }> {
  const { end } = todayAt(now);
  const [row] = await readRows(
    getDb(),
    sql`select (count(*) filter (where c.due <= ${now.toISOString()}::timestamptz))::int as due_now, count(*)::int as due_today
      from ${reviewCards} c join ${questions} on ${questions.id} = c.question_id join ${quizzes} on ${quizzes.id} = ${questions.quizId}
      where c.user_id = ${userId} and c.due < ${end.toISOString()}::timestamptz and ${practisableBy(userId, now)}`,
    { due_now: column.number, due_today: column.number },
  );
  return { dueNow: row!.due_now, dueToday: row!.due_today };
}
