import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { queryRows } from "@/db/rows";
import { questionKeyChanges } from "@/db/schema";
import { finaliseOverdueAttempts } from "@/lib/attempts/finish";
import { firstAttempts } from "@/lib/attempts/first-attempts";
import { keyRevealed } from "@/lib/grand-tests/conditions";
import { percentileSql } from "@/lib/grand-tests/percentile";
import {
  accuracyOf,
  MIN_PERCENTILE_ATTEMPTS,
  percentOf,
  TREND_DAYS,
  weakestOf,
  type Accuracy,
  type AccuracyCounts,
} from "./learner-figures";
import { cachedFigures } from "./cache";

/** Answers whose correctness (the key) has reached more than this many seconds per question are a break, not work. */
export const MAX_SECONDS_PER_QUESTION = 600;

/** The learner's ended attempts whose key may be known (a grand test's only from its close: keyRevealed). */
const revealedAttempts = (userId: string) => sql`(
  select a.id, a.started_at from attempts a join quizzes on quizzes.id = a.quiz_id
  where a.user_id = ${userId} and a.submitted_at is not null and ${keyRevealed()})`;

/**
 * The learner's answers whose key they may already see (their correctness is no secret): answers
 * of ended attempts whose key is revealed, and practice answers of ended sessions or tutor
 * sessions (the key shows on answering). Correctness follows the current key.
 */
const visibleAnswers = (userId: string) => sql`
  select an.question_id, o.is_correct, an.answered_at
  from answers an join options o on o.id = an.option_id
  where an.attempt_id in (select r.id from ${revealedAttempts(userId)} r)
  union all
  select pa.question_id, o.is_correct, pa.answered_at
  from practice_answers pa join practice_sessions s on s.id = pa.session_id join options o on o.id = pa.option_id
  where pa.user_id = ${userId} and (s.ended_at is not null or s.mode = 'tutor')`;

type GroupRow = AccuracyCounts & { id: string; name: string };
export type AccuracyGroup = { id: string; name: string } & Accuracy;

/** Counts per group: `columns` names its id and name, `joins` reaches it from a question. */
function accuracyBy(userId: string, now: Date, group: { columns: SQL; joins: SQL; by: SQL }) {
  // An ISO string: postgres.js does not bind a Date inside a raw statement.
  const at = now.toISOString();
  const recent = sql`m.answered_at > ${at}::timestamptz - make_interval(days => ${TREND_DAYS})`;
  const previous = sql`m.answered_at > ${at}::timestamptz - make_interval(days => ${2 * TREND_DAYS}) and not (${recent})`;
  return queryRows<GroupRow>(
    getDb(),
    sql`
    with mine as (${visibleAnswers(userId)})
    select ${group.columns},
      count(*)::int as "answered",
      (count(*) filter (where m.is_correct))::int as "correct",
      (count(*) filter (where ${recent}))::int as "recentAnswered",
      (count(*) filter (where ${recent} and m.is_correct))::int as "recentCorrect",
      (count(*) filter (where ${previous}))::int as "previousAnswered",
      (count(*) filter (where ${previous} and m.is_correct))::int as "previousCorrect"
    from mine m join questions q on q.id = m.question_id ${group.joins}
    group by ${group.by}`,
  );
}

/**
 * Seconds per question: per ended attempt or counted practice session, the time from its start to
 * its last saved answer over its number of answers; runs above MAX_SECONDS_PER_QUESTION a question
 * (left open, a break) are left out; the average weighs every answer alike.
 */
async function pace(userId: string) {
  const [row] = await queryRows<{ answers: number; seconds: number | null }>(
    getDb(),
    sql`
    with runs as (
      select a.started_at as began, max(an.answered_at) as last_at, count(*) as answers
      from ${revealedAttempts(userId)} a join answers an on an.attempt_id = a.id group by a.id, a.started_at
      union all
      select s.created_at, max(pa.answered_at), count(*)
      from practice_sessions s join practice_answers pa on pa.session_id = s.id
      where s.user_id = ${userId} and (s.ended_at is not null or s.mode = 'tutor') group by s.id
    ), counted as (
      select greatest(0, extract(epoch from last_at - began)) as seconds, answers from runs
      where extract(epoch from last_at - began) <= ${MAX_SECONDS_PER_QUESTION} * answers
    )
    select coalesce(sum(answers), 0)::int as "answers", (sum(seconds) / nullif(sum(answers), 0))::float8 as "seconds" from counted`,
  );
  return {
    answers: row?.answers ?? 0,
    seconds: row?.seconds === null || row?.seconds === undefined ? null : Math.round(row.seconds * 10) / 10,
  };
}

type PercentileRow = {
  id: string;
  name: string;
  subject: string;
  score: number;
  totalMarks: number;
  participants: number;
  /** Null below MIN_PERCENTILE_ATTEMPTS participants. */
  percentile: number | null;
};

const percentileOfMine = percentileSql({
  lower: sql`count(*) filter (where f.score < m.score)`,
  equal: sql`count(*) filter (where f.score = m.score)`,
  participants: sql`count(*)`,
});

/** Per quiz whose first attempt the learner ended (a grand test once closed): where it stands among every learner's first ended attempt. */
function percentiles(userId: string) {
  return queryRows<PercentileRow>(
    getDb(),
    sql`
    with my_firsts as (
      ${firstAttempts(
        sql`a.quiz_id, a.score, a.total_marks, a.submitted_at`,
        sql`a.user_id = ${userId} and a.quiz_id in (select quizzes.id from quizzes where ${keyRevealed()})`,
      )}
    ), firsts as (
      ${firstAttempts(sql`a.quiz_id, a.score, a.submitted_at`, sql`a.quiz_id in (select quiz_id from my_firsts where submitted_at is not null)`)}
    )
    select z.id as "id", z.name as "name", sj.name as "subject", m.score::int as "score", m.total_marks::int as "totalMarks",
      count(*)::int as "participants",
      (case when count(*) >= ${MIN_PERCENTILE_ATTEMPTS} then ${percentileOfMine}::float8 end) as "percentile"
    from my_firsts m
    join firsts f on f.quiz_id = m.quiz_id and f.submitted_at is not null
    join quizzes z on z.id = m.quiz_id join subjects sj on sj.id = z.subject_id
    where m.submitted_at is not null
    group by z.id, z.name, sj.name, m.score, m.total_marks
    order by sj.name, z.name, z.id`,
  );
}

/** Figures older than this are recomputed even when the learner's own work has not changed (others' attempts, the 30-day windows, renamed tags). */
export const DASHBOARD_MAX_AGE_SECONDS = 600;

/**
 * GET /api/analytics/me (DESIGN §8): the learner's own figures, every one an SQL aggregate, kept
 * (lib/analytics/cache.ts) while the learner's ended attempts with a revealed key, practice answers and ended sessions
 * and the key changes of the bank are what they were, and for at most DASHBOARD_MAX_AGE_SECONDS.
 */
export async function learnerAnalytics(userId: string, now = new Date()) {
  await finaliseOverdueAttempts(userId);
  const [{ fingerprint }] = (await queryRows<{ fingerprint: string }>(
    getDb(),
    sql`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(r.started_at)::text, '') from ${revealedAttempts(userId)} r),
      (select count(*) from practice_answers where user_id = ${userId}),
      (select count(*) || ':' || coalesce(max(ended_at)::text, '') from practice_sessions where user_id = ${userId} and ended_at is not null),
      (select count(*) || ':' || coalesce(max(${questionKeyChanges.changedAt})::text, '') from ${questionKeyChanges})) as "fingerprint"`,
  )) as [{ fingerprint: string }];
  return cachedFigures(`learner:${userId}`, fingerprint, () => computeLearnerAnalytics(userId, now), {
    maxAgeSeconds: DASHBOARD_MAX_AGE_SECONDS,
  });
}

async function computeLearnerAnalytics(userId: string, now: Date) {
  const [subjectRows, tagRows, paceFigures, quizzes] = await Promise.all([
    accuracyBy(userId, now, {
      columns: sql`sj.id as "id", sj.name as "name"`,
      joins: sql`join quizzes z on z.id = q.quiz_id join subjects sj on sj.id = z.subject_id`,
      by: sql`sj.id, sj.name`,
    }),
    accuracyBy(userId, now, {
      columns: sql`t.id as "id", t.name as "name"`,
      joins: sql`join question_tags qt on qt.question_id = q.id join tags t on t.id = qt.tag_id`,
      by: sql`t.id, t.name`,
    }),
    pace(userId),
    percentiles(userId),
  ]);
  const grouped = (rows: GroupRow[]): AccuracyGroup[] =>
    rows.map(({ id, name, ...counts }) => ({ id, name, ...accuracyOf(counts) })).sort((a, b) => a.name.localeCompare(b.name));
  const subjects = grouped(subjectRows);
  const tags = grouped(tagRows);
  const total = subjects.reduce((sum, subject) => ({ answered: sum.answered + subject.answered, correct: sum.correct + subject.correct }), {
    answered: 0,
    correct: 0,
  });
  return {
    answered: total.answered,
    accuracy: percentOf(total.correct, total.answered),
    secondsPerQuestion: paceFigures.seconds,
    subjects,
    tags,
    weakestTags: weakestOf(tags).map(({ id, name, answered, accuracy }) => ({ id, name, answered, accuracy })),
    quizzes,
  };
}

export type LearnerAnalytics = Awaited<ReturnType<typeof computeLearnerAnalytics>>;
