import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { practiceAnswers, practiceSessions, questionKeyChanges, quizzes, subjects } from "@/db/schema";
import { answersOfEach } from "@/lib/attempts/answers-of-each";
import { finaliseOverdueAttempts } from "@/lib/attempts/finish";
import { firstAttempts } from "@/lib/attempts/first-attempts";
import { keyRevealed } from "@/lib/sitting-rules/conditions";
import { percentileSql } from "@/lib/grand-tests/percentile";
import { accuracyCounts, revealedAttempts, type AccuracyRow } from "./accuracy";
import { cachedFigures } from "./cache";
import { accuracyOf, MIN_PERCENTILE_ATTEMPTS, percentOf, weakestOf, type Accuracy } from "./learner-figures";

export type AccuracyGroup = { id: string; name: string } & Accuracy;

/** A run averaging more than this many seconds a question was left open (a break), not worked: pace leaves it out. */
export const MAX_SECONDS_PER_QUESTION = 600;

/**
 * Seconds per question: per ended attempt or counted practice session, the time from its start to
 * its last saved answer over its number of answers; runs above MAX_SECONDS_PER_QUESTION a question
 * (left open, a break) are left out; the average weighs every answer alike.
 */
async function pace(userId: string) {
  const [row] = await readRows(
    getDb(),
    sql`
    with runs as (
      select a.started_at as began, max(an.answered_at) as last_at, count(*) as answers
      from ${revealedAttempts(userId)} a ${answersOfEach(sql`a.id`, sql`answered_at`)} group by a.id, a.started_at
      union all
      select s.created_at, max(pa.answered_at), count(*)
      from ${practiceSessions} s join ${practiceAnswers} pa on pa.session_id = s.id
      where s.user_id = ${userId} and (s.ended_at is not null or s.mode <> 'timed') group by s.id
    ), counted as (
      select greatest(0, extract(epoch from last_at - began)) as seconds, answers from runs
      where extract(epoch from last_at - began) <= ${MAX_SECONDS_PER_QUESTION} * answers
    )
    select coalesce(sum(answers), 0)::int as "answers", (sum(seconds) / nullif(sum(answers), 0))::float8 as "seconds" from counted`,
    { answers: column.number, seconds: column.numberOrNull },
  );
  return {
    answers: row?.answers ?? 0,
    seconds: row?.seconds === null || row?.seconds === undefined ? null : Math.round(row.seconds * 10) / 10,
  };
}

const percentileRow = {
  id: column.text,
  name: column.text,
  subject: column.text,
  score: column.number,
  totalMarks: column.number,
  participants: column.number,
  /** Null below MIN_PERCENTILE_ATTEMPTS participants. */
  percentile: column.numberOrNull,
};

const percentileOfMine = percentileSql({ lower: sql`s.lower`, equal: sql`s.equal`, participants: sql`s.participants` });

/** Per quiz whose first attempt the learner ended (a grand test once closed): where it stands among every learner's first ended attempt. */
function percentiles(userId: string) {
  return readRows(
    getDb(),
    sql`
    with my_firsts as (
      ${firstAttempts(
        sql`a.quiz_id, a.score, a.total_marks, a.submitted_at`,
        sql`a.user_id = ${userId} and a.quiz_id in (select ${quizzes.id} from ${quizzes} where ${keyRevealed()})`,
      )}
    )
    select z.id as "id", z.name as "name", sj.name as "subject", m.score::int as "score", m.total_marks::int as "totalMarks",
      s.participants::int as "participants",
      (case when s.participants >= ${MIN_PERCENTILE_ATTEMPTS} then ${percentileOfMine}::float8 end) as "percentile"
    from my_firsts m
    -- Per quiz, its first attempts read in index order (a plan that sorts them all is 3× slower).
    cross join lateral (
      select count(*) as participants, count(*) filter (where f.score < m.score) as lower, count(*) filter (where f.score = m.score) as equal
      from (${firstAttempts(sql`a.score, a.submitted_at`, sql`a.quiz_id = m.quiz_id`)}) f
      where f.submitted_at is not null
    ) s
    join ${quizzes} z on z.id = m.quiz_id join ${subjects} sj on sj.id = z.subject_id
    where m.submitted_at is not null
    order by sj.name, z.name, z.id`,
    percentileRow,
  );
}

/** The shape of the kept figures: a new shape (version 2 added `trend` and `upperBound`) must not be served from an old entry. */
const FIGURES_VERSION = 2;

/** Figures older than this are recomputed even when the learner's own work has not changed (others' attempts, the 30-day windows, renamed tags). */
export const DASHBOARD_MAX_AGE_SECONDS = 600;

/**
 * GET /api/analytics/me (docs/rules.md, "Learner dashboard"): the learner's own figures, every one an SQL aggregate, kept
 * (lib/analytics/cache.ts) while the learner's ended attempts with a revealed key, practice answers and ended sessions
 * and the key changes of the bank are what they were, and for at most DASHBOARD_MAX_AGE_SECONDS.
 */
export async function learnerAnalytics(userId: string, now = new Date()) {
  await finaliseOverdueAttempts(userId);
  const [figures] = await readRows(
    getDb(),
    sql`
    select concat_ws('|', ${FIGURES_VERSION}::int,
      (select count(*) || ':' || coalesce(max(r.started_at)::text, '') from ${revealedAttempts(userId)} r),
      (select count(*) from ${practiceAnswers} where user_id = ${userId}),
      (select count(*) || ':' || coalesce(max(ended_at)::text, '') from ${practiceSessions} where user_id = ${userId} and ended_at is not null),
      (select count(*) || ':' || coalesce(max(${questionKeyChanges.changedAt})::text, '') from ${questionKeyChanges})) as "fingerprint"`,
    { fingerprint: column.text },
  );
  // A select without a from answers exactly one row.
  return cachedFigures(`learner:${userId}`, figures!.fingerprint, () => computeLearnerAnalytics(userId, now), {
    maxAgeSeconds: DASHBOARD_MAX_AGE_SECONDS,
  });
}

async function computeLearnerAnalytics(userId: string, now: Date) {
  const [accuracyRows, paceFigures, quizzes] = await Promise.all([accuracyCounts(userId, now), pace(userId), percentiles(userId)]);
  const grouped = (kind: AccuracyRow["kind"]): AccuracyGroup[] =>
    accuracyRows
      .filter((row) => row.kind === kind)
      .map(({ kind: _kind, id, name, ...counts }) => ({ id, name, ...accuracyOf(counts) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const subjects = grouped("subject");
  const tags = grouped("tag");
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
    weakestTags: weakestOf(tags).map(({ id, name, answered, accuracy, upperBound }) => ({ id, name, answered, accuracy, upperBound })),
    quizzes,
  };
}

export type LearnerAnalytics = Awaited<ReturnType<typeof computeLearnerAnalytics>>;
