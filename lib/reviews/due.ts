import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { questions, quizzes, reviewCards, reviewLogs } from "@/db/schema";
import { practisableBy } from "@/lib/practice-rules/bank";
import { dueCounts } from "@/lib/plan/due-counts";

const summaryRow = {
  cards: column.number,
  due_week: column.number,
  next_due: column.textOrNull,
  reviews: column.number,
  remembered: column.number,
};

/**
 * The learner's cards and what is due (docs/rules.md, "Review"): due counts are of the cards a
 * review session would take (questions they may still practise), now and today from `dueCounts`,
 * the one count the header and the Today card read too; `nextDueAt` is the earliest due time
 * among them (in the past when some are due now); retention is the share of the last 30 days'
 * reviews rated other than "again" (null without any).
 */
export async function reviewSummary(userId: string, now = new Date()) {
  const practicable = practisableBy(userId, now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [[row], due] = await Promise.all([
    readRows(
      getDb(),
      sql`select (select count(*) from ${reviewCards} where user_id = ${userId})::int as cards, due.*, logs.*,
        (select to_json(c.due) from ${reviewCards} c join ${questions} q on q.id = c.question_id join ${quizzes} on ${quizzes.id} = q.quiz_id
          where c.user_id = ${userId} and ${practicable} order by c.due limit 1) as next_due
      from (select count(*)::int as due_week
        from ${reviewCards} c join ${questions} q on q.id = c.question_id join ${quizzes} on ${quizzes.id} = q.quiz_id
        where c.user_id = ${userId} and c.due < ${at} + interval '7 days' and ${practicable}) due,
      (select count(*)::int as reviews, (count(*) filter (where rating > 1))::int as remembered
        from ${reviewLogs} where user_id = ${userId} and reviewed_at > ${at} - interval '30 days') logs`,
      summaryRow,
    ),
    dueCounts(userId, now),
  ]);
  return {
    cards: row!.cards,
    dueNow: due.dueNow,
    dueToday: due.dueToday,
    dueThisWeek: row!.due_week,
    nextDueAt: row!.next_due,
    retention: row!.reviews === 0 ? null : Math.round((row!.remembered / row!.reviews) * 1000) / 1000,
  };
}
export type ReviewSummary = Awaited<ReturnType<typeof reviewSummary>>;
