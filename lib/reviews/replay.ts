import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Card, Grade, RecordLogItem } from "ts-fsrs";
import type { Executor } from "@/db/client";
import {
  answers,
  attempts,
  options,
  practiceAnswers,
  practiceQuestions,
  practiceSessions,
  questions,
  quizzes,
  reviewLogs,
} from "@/db/schema";
import { REVIEW_SOURCES } from "@/db/enums";
import { column, readRows, type RowOf } from "@/db/rows";
import { fromCard, fromLog, scheduler, toCard, type StoredCard, type StoredLog } from "./fsrs";
import { storeCards, writeLogs } from "./record";
import { nextTurn } from "@/lib/event-loop";

/** A review as the history or the log has it: rating 1–4 (ts-fsrs Rating), time in epoch milliseconds. */
const historyRow = {
  user_id: column.text,
  question_id: column.text,
  source: column.oneOf(REVIEW_SOURCES),
  source_id: column.text,
  rating: column.number,
  at: column.number,
};
type HistoryRow = RowOf<typeof historyRow>;

/** Rows a statement carries as one jsonb parameter (as lib/reviews/record.ts). */
const CHUNK = 2_000;
/** Reviews computed between two yields to the event loop: a few milliseconds of work. */
const SLICE = 1_000;

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
const ratingOf = (correct: SQL) => sql`case when coalesce(${correct}, false) then 3 else 1 end`;

/**
 * Every review of the learners with lo < id ≤ hi, one row per (event, question), in card and time
 * order: the four kinds of events the history holds (docs/rules.md, "Review") merged with what
 * review_logs already holds. A logged event keeps its logged rating and time (the learner may have
 * corrected it); one only logged (a review session) counts too.
 */
function historyOf(lo: string | null, hi: string): SQL {
  const of = (column: SQL) => sql`${lo === null ? sql`true` : sql`${column} > ${lo}`} and ${column} <= ${hi}`;
  return sql`
    with history as (
      select a.user_id, q.id as question_id,
        case when a.entitlement_id is null then 'grand_test' else 'quiz' end as source, a.id as source_id,
        ${ratingOf(sql`o.is_correct`)} as rating,
        case when a.entitlement_id is null then z.results_at else a.submitted_at end as at
      from ${attempts} a
      join ${quizzes} z on z.id = a.quiz_id
      join ${questions} q on q.quiz_id = a.quiz_id
      left join ${answers} an on an.attempt_id = a.id and an.question_id = q.id
      left join ${options} o on o.id = an.option_id
      where ${of(sql`a.user_id`)} and a.submitted_at is not null and (a.entitlement_id is not null or z.results_at is not null)
      union all
      select s.user_id, pq.question_id, s.mode, s.id, ${ratingOf(sql`o.is_correct`)}, s.ended_at
      from ${practiceSessions} s
      join ${practiceQuestions} pq on pq.session_id = s.id
      left join ${practiceAnswers} pa on pa.session_id = s.id and pa.question_id = pq.question_id
      left join ${options} o on o.id = pa.option_id
      where ${of(sql`s.user_id`)} and s.mode = 'timed' and s.ended_at is not null
      union all
      select s.user_id, pa.question_id, s.mode, s.id, ${ratingOf(sql`o.is_correct`)}, pa.answered_at
      from ${practiceSessions} s
      join ${practiceAnswers} pa on pa.session_id = s.id
      join ${options} o on o.id = pa.option_id
      where ${of(sql`s.user_id`)} and s.mode = 'tutor'
    ), logged as (
      select user_id, question_id, source, source_id, rating, reviewed_at as at from ${reviewLogs} where ${of(sql`user_id`)}
    )
    select coalesce(l.user_id, h.user_id) as user_id, coalesce(l.question_id, h.question_id) as question_id,
      coalesce(l.source, h.source) as source, coalesce(l.source_id, h.source_id) as source_id,
      coalesce(l.rating, h.rating)::int as rating, ${epochMs(sql`coalesce(l.at, h.at)`)} as at
    from history h
    full join logged l on l.source_id = h.source_id and l.question_id = h.question_id
    order by 1, 2, 6, 4`;
}

type Replayed = { row: HistoryRow; log: StoredLog };
type KeyedCard = StoredCard & { userId: string; questionId: string };

/** Feeds each card its reviews in time order, from a new card: the logs (state before each) and the cards after. */
async function replay(rows: HistoryRow[]): Promise<{ logs: Replayed[]; cards: KeyedCard[] }> {
  const logs: Replayed[] = [];
  const cards: KeyedCard[] = [];
  let card: Card | null = null;
  for (let index = 0; index < rows.length; index += 1) {
    if (index % SLICE === SLICE - 1) await nextTurn();
    const row = rows[index]!;
    const at = new Date(row.at);
    const reviewed: RecordLogItem = scheduler.next(card ?? toCard(null, at), at, row.rating as Grade);
    logs.push({ row, log: fromLog(reviewed.log) });
    const next = rows[index + 1];
    if (!next || next.user_id !== row.user_id || next.question_id !== row.question_id) {
      cards.push({ userId: row.user_id, questionId: row.question_id, ...fromCard(reviewed.card) });
      card = null;
    } else card = reviewed.card;
  }
  return { logs, cards };
}

/** Logs every replayed review, restating the state before it of any already logged (lib/reviews/record.ts writeLogs). */
const upsertLogs = (tx: Executor, logs: Replayed[]) =>
  writeLogs(
    tx,
    logs.map(({ row, log }) => ({
      event: { userId: row.user_id, questionId: row.question_id, source: row.source, sourceId: row.source_id },
      log,
    })),
    "restate",
  );

/**
 * Replays the whole history of the learners with lo < id ≤ hi in the caller's transaction, which
 * holds their user rows (lib/reviews/backfill.ts): their cards become what the history gives.
 * Answers the number of reviews replayed.
 */
export async function replayLearners(tx: Executor, lo: string | null, hi: string): Promise<number> {
  const rows = await readRows(tx, historyOf(lo, hi), historyRow);
  const { logs, cards } = await replay(rows);
  for (let start = 0; start < logs.length; start += CHUNK) await upsertLogs(tx, logs.slice(start, start + CHUNK));
  for (let start = 0; start < cards.length; start += CHUNK) await storeCards(tx, cards.slice(start, start + CHUNK));
  return rows.length;
}
