import { sql, type SQL } from "drizzle-orm";

/**
 * SQL over a stored QuestionSchedule (./schedule.ts): the card columns of one rating's outcome,
 * shifted by the time between the schedule's computation and the answer, in review_cards order
 * (due … last_review); and the log columns of that outcome (review_logs, state before).
 */
export const CARD_COLUMNS = sql.raw(
  "due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, state, reps, lapses, last_review",
);

export function cardValues(outcome: SQL, shift: SQL): SQL {
  const card = sql`(${outcome})->'card'`;
  return sql`(${card}->>'due')::timestamptz + ${shift}, (${card}->>'stability')::float8, (${card}->>'difficulty')::float8,
    (${card}->>'elapsedDays')::int, (${card}->>'scheduledDays')::int, (${card}->>'learningSteps')::int, (${card}->>'state')::smallint,
    (${card}->>'reps')::int, (${card}->>'lapses')::int, (${card}->>'lastReview')::timestamptz + ${shift}`;
}

/** `set due = …, …` of an update to one rating's outcome. */
export function cardAssignments(outcome: SQL, shift: SQL): SQL {
  return sql`(${CARD_COLUMNS}) = (select ${cardValues(outcome, shift)})`;
}

export const LOG_COLUMNS = sql.raw(
  "rating, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, state",
);

export function logValues(outcome: SQL): SQL {
  const log = sql`(${outcome})->'log'`;
  return sql`(${log}->>'rating')::smallint, (${log}->>'due')::timestamptz, (${log}->>'stability')::float8,
    (${log}->>'difficulty')::float8, (${log}->>'elapsedDays')::int, (${log}->>'lastElapsedDays')::int,
    (${log}->>'scheduledDays')::int, (${log}->>'learningSteps')::int, (${log}->>'state')::smallint`;
}
