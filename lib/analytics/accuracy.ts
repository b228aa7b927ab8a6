import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, options, practiceAnswers, practiceSessions, questions, questionTags, quizzes, subjects, tags } from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { answersOfEach } from "@/lib/attempts/answers-of-each";
import { keyRevealed } from "@/lib/sitting-rules/conditions";
import { TREND_DAYS, type AccuracyCounts } from "./learner-figures";

/** The learner's ended attempts whose key may be known (a grand test's only from its close: keyRevealed). */
export const revealedAttempts = (userId: string) => sql`(
  select a.id, a.started_at from ${attempts} a join ${quizzes} on ${quizzes.id} = a.quiz_id
  where a.user_id = ${userId} and a.submitted_at is not null and ${keyRevealed()})`;

/**
 * The learner's answers whose key they may already see (their correctness is no secret): answers
 * of ended attempts whose key is revealed, and practice answers of ended sessions or tutor
 * sessions (the key shows on answering).
 */
const visibleAnswers = (userId: string) => sql`
  select an.option_id, an.answered_at from ${revealedAttempts(userId)} r ${answersOfEach(sql`r.id`, sql`option_id, answered_at`)}
  union all
  select pa.option_id, pa.answered_at
  from ${practiceAnswers} pa join ${practiceSessions} s on s.id = pa.session_id
  where pa.user_id = ${userId} and (s.ended_at is not null or s.mode <> 'timed')`;

export type AccuracyRow = AccuracyCounts & { kind: "subject" | "tag"; id: string; name: string };

const accuracyRow = {
  kind: column.oneOf(["subject", "tag"]),
  id: column.text,
  name: column.text,
  answered: column.number,
  correct: column.number,
  recentAnswered: column.number,
  recentCorrect: column.number,
  previousAnswered: column.number,
  previousCorrect: column.number,
};

const DAY_MS = 86_400_000;

/**
 * The learner's answered / correct counts per subject and per tag, overall, in the last TREND_DAYS
 * days and in the TREND_DAYS before, correctness following the current key. One pass over the
 * answers: they are counted per option and period (0 older, 1 previous, 2 recent) first, so the
 * key, the questions and their tags are joined on one row per option and period (~34,000 for
 * 101,000 answers in bench/analytics), not on every answer.
 */
export function accuracyCounts(userId: string, now: Date): Promise<AccuracyRow[]> {
  // ISO strings: postgres.js does not bind a Date inside a raw statement.
  const recentFrom = new Date(now.getTime() - TREND_DAYS * DAY_MS).toISOString();
  const previousFrom = new Date(now.getTime() - 2 * TREND_DAYS * DAY_MS).toISOString();
  const counts = sql`
    coalesce(sum(p.answered), 0)::int as "answered", coalesce(sum(p.correct), 0)::int as "correct",
    coalesce(sum(p.recent_answered), 0)::int as "recentAnswered", coalesce(sum(p.recent_correct), 0)::int as "recentCorrect",
    coalesce(sum(p.previous_answered), 0)::int as "previousAnswered", coalesce(sum(p.previous_correct), 0)::int as "previousCorrect"`;
  return readRows(
    getDb(),
    sql`
    with per_option as (
      select m.option_id, (m.answered_at > ${recentFrom}::timestamptz)::int + (m.answered_at > ${previousFrom}::timestamptz)::int as period,
        count(*) as n
      from (${visibleAnswers(userId)}) m group by 1, 2
    ), per_question as materialized (
      select o.question_id, sum(n) as answered, sum(n) filter (where o.is_correct) as correct,
        sum(n) filter (where period = 2) as recent_answered, sum(n) filter (where period = 2 and o.is_correct) as recent_correct,
        sum(n) filter (where period = 1) as previous_answered, sum(n) filter (where period = 1 and o.is_correct) as previous_correct
      from per_option p join ${options} o on o.id = p.option_id group by o.question_id
    )
    select 'subject' as "kind", sj.id as "id", sj.name as "name", ${counts}
    from per_question p join ${questions} q on q.id = p.question_id join ${quizzes} z on z.id = q.quiz_id join ${subjects} sj on sj.id = z.subject_id
    group by sj.id, sj.name
    union all
    select 'tag', t.id, t.name, ${counts}
    from per_question p join ${questionTags} qt on qt.question_id = p.question_id join ${tags} t on t.id = qt.tag_id
    group by t.id, t.name`,
    accuracyRow,
  );
}
