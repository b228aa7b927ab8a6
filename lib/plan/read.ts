import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows, type RowOf } from "@/db/rows";
import { answeredQuestions, answers, practiceAnswers, questions, quizzes, reviewCards, reviewLogs, users } from "@/db/schema";
import { TIME_ZONE } from "@/lib/format";
import { practisableBy } from "@/lib/practice-rules/bank";
import { dueCounts } from "@/lib/plan/due-counts";
import { daysLeft, newPerDay, OVERDUE_GRACE_MS, todayAt, type Day } from "./days";
import { trackOf } from "./track";

/** GET /api/plan's `data` (docs/rules.md, "Study plan"). */
export type StudyPlan = {
  examDate: Day | null;
  daysLeft: number | null;
  unused: number;
  newPerDay: number | null;
  /** Reviews due now and by the end of today: `dueCounts` (lib/plan/due-counts.ts), the header's and Practice's count. */
  dueNow: number;
  dueToday: number;
  today: { new: number; reviews: number };
  /** On track, and the reasons when not (lib/plan/track.ts): cards overdue by more than a day, new questions short of today's share. */
  onTrack: boolean;
  overdue: number;
  newLeft: number;
  streak: number;
};

const planRow = {
  examDate: column.textOrNull,
  unused: column.number,
  overdue: column.number,
  new: column.number,
  reviews: column.number,
  streak: column.number,
};
type PlanRow = RowOf<typeof planRow>;

/**
 * "The learner answered something on this Pakistan day": a review logged that day of a question
 * they chose an option for (its attempt's or session's answer, one primary-key probe each), found
 * down review_logs (user_id, reviewed_at) from the day's first log on.
 */
function answeredOn(userId: string, day: SQL): SQL {
  const from = sql`((${day})::timestamp at time zone ${TIME_ZONE})`;
  const to = sql`(((${day}) + 1)::timestamp at time zone ${TIME_ZONE})`;
  return sql`exists (select 1 from ${reviewLogs} l
    where l.user_id = ${userId} and l.reviewed_at >= ${from} and l.reviewed_at < ${to}
      and (exists (select 1 from ${answers} a where a.attempt_id = l.source_id and a.question_id = l.question_id)
        or exists (select 1 from ${practiceAnswers} pa where pa.session_id = l.source_id and pa.question_id = l.question_id)))`;
}

/** The learner's plan at `now`. */
export async function studyPlan(userId: string, now = new Date()): Promise<StudyPlan> {
  const [[row], due] = await Promise.all([readRows(getDb(), planQuery(userId, now), planRow), dueCounts(userId, now)]);
  return planOf(row!, due, todayAt(now).today);
}

/**
 * The plan's figures in one statement (exported for EXPLAIN: docs/benchmarks.md, "Study plan"). The streak
 * is a recursive walk back from today (or yesterday) that stops at the first day without an
 * answer: one index probe per day.
 */
export function planQuery(userId: string, now: Date): SQL {
  const { today, start, end } = todayAt(now);
  const overdueBefore = new Date(now.getTime() - OVERDUE_GRACE_MS);
  return sql`with recursive streak(day) as (
      (select d from (select ${today}::date as d union all select ${today}::date - 1) first_day
        where ${answeredOn(userId, sql`d`)} order by d desc limit 1)
      union all
      select day - 1 from streak where ${answeredOn(userId, sql`day - 1`)}
    ), cards as (
      select count(*)::int as overdue from ${reviewCards} c join ${questions} on ${questions.id} = c.question_id join ${quizzes} on ${quizzes.id} = ${questions.quizId}
        where c.user_id = ${userId} and c.due < ${overdueBefore.toISOString()}::timestamptz and ${practisableBy(userId, now)}
    ), logged as (
      select count(*) filter (where l.state = 0)::int as new, count(*) filter (where l.state <> 0)::int as reviews
      from ${reviewLogs} l where l.user_id = ${userId} and l.reviewed_at >= ${start.toISOString()}::timestamptz and l.reviewed_at < ${end.toISOString()}::timestamptz
    )
    select (select ${users.examDate}::text from ${users} where ${users.id} = ${userId}) as "examDate",
      (select count(*)::int from ${questions} join ${quizzes} on ${quizzes.id} = ${questions.quizId}
        where ${practisableBy(userId, now)}
          and not exists (select 1 from ${answeredQuestions} aq where aq.user_id = ${userId} and aq.question_id = ${questions.id})) as "unused",
      cards.overdue as "overdue", logged.new as "new", logged.reviews as "reviews",
      (select count(*)::int from streak) as "streak"
    from cards, logged`;
}

function planOf(row: PlanRow, due: { dueNow: number; dueToday: number }, today: Day): StudyPlan {
  const left = daysLeft(row.examDate, today);
  const perDay = newPerDay(row.unused, left);
  return {
    examDate: row.examDate,
    daysLeft: left,
    unused: row.unused,
    newPerDay: perDay,
    dueNow: due.dueNow,
    dueToday: due.dueToday,
    today: { new: row.new, reviews: row.reviews },
    ...trackOf(row.new, perDay, row.overdue),
    streak: row.streak,
  };
}
