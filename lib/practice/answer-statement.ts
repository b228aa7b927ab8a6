import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import {
  options,
  practiceAnswers,
  practiceQuestions,
  practiceSessions,
  questions,
  reviewCards,
  reviewLogs,
  sessions,
  users,
} from "@/db/schema";
import { liveSession } from "@/lib/auth/sessions";
import { CARD_COLUMNS, cardAssignments, cardValues, LOG_COLUMNS, logValues } from "@/lib/reviews/schedule-sql";
import { questionScheduleSchema, type QuestionSchedule } from "@/lib/reviews/schedule";
import { practiceOverdue } from "./finish";
import { PRACTICE_SESSION_MODES, type PracticeSessionMode } from "@/lib/practice-rules/terms";

export type AnswerStatementInput = { userId: string; authSessionId: string; sessionId: string; questionId: string; optionId: string };

const storedKeySchema = z.object({
  explanation: z.string().nullable(),
  reference: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), isCorrect: z.boolean(), explanation: z.string().nullable() })),
});
type StoredKey = z.infer<typeof storedKeySchema>;

const savedRow = {
  optionId: column.text,
  answeredAt: column.text,
  mode: column.oneOf(PRACTICE_SESSION_MODES),
  correct: column.boolean,
  reviewed: column.boolean,
  schedule: column.jsonOrNull(questionScheduleSchema),
  key: column.jsonOrNull(storedKeySchema),
};

export type SavedAnswer = {
  optionId: string;
  answeredAt: string;
  mode: PracticeSessionMode;
  correct: boolean;
  /** Tutor and review: the key, now shown. */
  key: StoredKey | null;
  schedule: QuestionSchedule | null;
  /** The card was reviewed in this statement (false: its schedule is missing or the card moved since; see answer.ts). */
  reviewed: boolean;
};

/**
 * One answer in one statement (one round trip, like the quiz answer save): only for an enabled
 * learner whose session is current, owns the running session, the question is in it and the
 * option is the question's. Tutor and review: the first answer is final, the statement returns the
 * key and reviews the card from the session's schedule (docs/rules.md, "Review"); timed: the
 * answer may change until the deadline plus grace.
 */
export async function saveAnswerStatement(input: AnswerStatementInput): Promise<SavedAnswer | undefined> {
  const db = getDb();
  const s = practiceSessions;
  const eligible = sql`select ${s.id} as session_id, pq.question_id, o.id as option_id, date_trunc('milliseconds', now()) as answered_at, ${s.userId} as user_id,
      ${s.mode} as mode, o.is_correct
    from ${s}
    join ${users} on ${users.id} = ${s.userId} and not ${users.disabled} and not ${users.isAdmin}
      and exists (select 1 from ${sessions} where ${liveSession(input.authSessionId, users.id)})
    join ${practiceQuestions} pq on pq.session_id = ${s.id} and pq.question_id = ${input.questionId}
    join ${options} o on o.question_id = pq.question_id and o.id = ${input.optionId}
    where ${s.id} = ${input.sessionId} and ${s.userId} = ${input.userId} and ${s.endedAt} is null and not ${practiceOverdue}`;

  const outcome = sql`o.schedule->(o.rating)`;
  const shift = sql`o.shift`;
  const [saved] = await readRows(
    db,
    sql`with eligible as (${eligible}),
    saved as (
      insert into ${practiceAnswers} (session_id, question_id, option_id, answered_at, user_id)
      select session_id, question_id, option_id, answered_at, user_id from eligible
      on conflict (session_id, question_id) do update set option_id = excluded.option_id, answered_at = excluded.answered_at
        -- tutor and review: the first answer is final (its key has been shown)
        where exists (select 1 from ${practiceSessions} s where s.id = ${practiceAnswers.sessionId} and s.mode = 'timed')
      returning session_id, question_id, answered_at, user_id
    ),
    o as (
      select saved.*, pq.schedule, case when e.is_correct then 'good' else 'again' end as rating,
        saved.answered_at - (pq.schedule->>'at')::timestamptz as shift
      from saved join eligible e on true
      join ${practiceQuestions} pq on pq.session_id = saved.session_id and pq.question_id = saved.question_id
      where e.mode <> 'timed' and pq.schedule is not null
    ),
    updated as (
      update ${reviewCards} c set ${cardAssignments(outcome, shift)}
      from o where c.user_id = o.user_id and c.question_id = o.question_id and jsonb_typeof(o.schedule->'before') = 'object'
        -- to the millisecond, as the schedule's JSON holds it
        and date_trunc('milliseconds', c.last_review) is not distinct from (o.schedule->'before'->>'lastReview')::timestamptz
      returning c.question_id
    ),
    created as (
      insert into ${reviewCards} (user_id, question_id, ${CARD_COLUMNS})
      select o.user_id, o.question_id, ${cardValues(outcome, shift)} from o where jsonb_typeof(o.schedule->'before') = 'null'
      on conflict (user_id, question_id) do nothing
      returning question_id
    ),
    logged as (
      insert into ${reviewLogs} (user_id, question_id, source, source_id, reviewed_at, ${LOG_COLUMNS})
      select o.user_id, o.question_id, case when e.mode = 'review' then 'review' else 'tutor' end, o.session_id, o.answered_at, ${logValues(outcome)}
      from o join eligible e on true
      where exists (select 1 from updated) or exists (select 1 from created)
      on conflict (source_id, question_id) do nothing
    )
    select e.option_id as "optionId", to_json(saved.answered_at) as "answeredAt", e.mode, e.is_correct as correct,
      (exists (select 1 from updated) or exists (select 1 from created)) as reviewed,
      (select o.schedule from o) as schedule,
      case when e.mode <> 'timed' then (select json_build_object('explanation', q.explanation, 'reference', q.reference,
          'options', (select json_agg(json_build_object('id', op.id, 'isCorrect', op.is_correct, 'explanation', op.explanation) order by op.position)
            from ${options} op where op.question_id = q.id))
        from ${questions} q where q.id = saved.question_id) end as key
    from saved join eligible e on true`,
    savedRow,
  );
  return saved;
}
