import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { answers, attempts, options, practiceAnswers, practiceQuestions, practiceSessions, questions } from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { ratingOfOutcome, recordReviews, type ReviewEvent, type ReviewSource } from "./record";

const outcomeRow = { user_id: column.text, question_id: column.text, source_id: column.text, correct: column.boolean, at: column.text };

/** Every question of these ended attempts, answered or not, reviewed when the attempt ended (or at `at`). */
const attemptOutcomes = (where: SQL, at?: Date) => sql`
  select a.user_id, q.id as question_id, a.id as source_id, coalesce(o.is_correct, false) as correct,
    to_json(${at ? at.toISOString() : sql`a.submitted_at`}::timestamptz) as at
  from ${attempts} a
  join ${questions} q on q.quiz_id = a.quiz_id
  left join ${answers} an on an.attempt_id = a.id and an.question_id = q.id
  left join ${options} o on o.id = an.option_id
  where a.submitted_at is not null and ${where}`;

async function recordOutcomes(tx: Executor, source: ReviewSource, query: SQL): Promise<void> {
  const rows = await readRows(tx, query, outcomeRow);
  const events: ReviewEvent[] = rows.map((row) => ({
    userId: row.user_id,
    questionId: row.question_id,
    source,
    sourceId: row.source_id,
    rating: ratingOfOutcome(row.correct),
    at: new Date(row.at),
  }));
  await recordReviews(tx, events);
}

/** An ordinary quiz attempt has ended: its every question is reviewed (docs/rules.md, "Review"). */
export const reviewEndedAttempt = (tx: Executor, attemptId: string) =>
  recordOutcomes(tx, "quiz", attemptOutcomes(sql`a.id = ${attemptId}`));

/** A grand test has closed: every question of every attempt that sat it, reviewed at the close. */
export const reviewClosedGrandTest = (tx: Executor, quizId: string, closedAt: Date) =>
  recordOutcomes(tx, "grand_test", attemptOutcomes(sql`a.quiz_id = ${quizId}`, closedAt));

/** A timed practice session has ended: every question of it, answered or not. */
export const reviewEndedTimedPractice = (tx: Executor, sessionId: string) =>
  recordOutcomes(
    tx,
    "timed",
    sql`
      select s.user_id, pq.question_id, s.id as source_id, coalesce(o.is_correct, false) as correct, to_json(s.ended_at) as at
      from ${practiceSessions} s
      join ${practiceQuestions} pq on pq.session_id = s.id
      left join ${practiceAnswers} pa on pa.session_id = s.id and pa.question_id = pq.question_id
      left join ${options} o on o.id = pa.option_id
      where s.id = ${sessionId} and s.mode = 'timed' and s.ended_at is not null`,
  );
