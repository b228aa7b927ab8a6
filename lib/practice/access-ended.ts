import "server-only";
import { sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/db/client";
import { PRACTICE_SESSION_MODES } from "@/db/enums";
import { column, pgArray, readRows } from "@/db/rows";
import { entitlements, practiceQuestions, practiceSessions, questions, quizzes, type RevokedPractice } from "@/db/schema";
import { finalisePracticeIn } from "./finish";

/** How access changes at `at`: the periods that end then, and those that start then instead (renewals moved up). */
export type AccessChange = { userId: string; at: Date; ending: string[]; starting: string[] };

/**
 * The learner's practice sessions still open that hold a question no access of theirs covers once
 * `change` applies (docs/rules.md, "Revoking an approval"): a session draws on the accesses running
 * when it was built, and one whose access was taken back must stop answering with keys. A session
 * whose questions another running access still covers (the monthly plan, another payment's period)
 * runs on. Read only, so the confirmation can name them before anything is written.
 */
export async function practiceLosingAccess(db: Executor, change: AccessChange): Promise<RevokedPractice[]> {
  if (change.ending.length === 0) return [];
  const at = sql`${change.at.toISOString()}::timestamptz`;
  const covered = sql`exists (
    select 1 from ${entitlements} e
    where e.user_id = ${change.userId} and (e.subject_id = z.subject_id or e.subject_id is null)
      and ((e.starts_at <= ${at} and e.ends_at > ${at} and not (e.id = any(${pgArray(change.ending, "uuid")})))
        or e.id = any(${pgArray(change.starting, "uuid")})))`;
  return readRows(
    db,
    sql`select s.id as "sessionId", s.mode, s.total_questions as questions, to_json(s.created_at) as "startedAt"
      from ${practiceSessions} s
      where s.user_id = ${change.userId} and s.ended_at is null
        and exists (
          select 1 from ${practiceQuestions} pq
          join ${questions} q on q.id = pq.question_id
          join ${quizzes} z on z.id = q.quiz_id
          where pq.session_id = s.id and not ${covered})
      order by s.created_at`,
    { sessionId: column.text, mode: column.oneOf(PRACTICE_SESSION_MODES), questions: column.number, startedAt: column.text },
  );
}

/** Ends these sessions in the revoke's transaction, each scored on the answers saved, as its end would. */
export async function endPracticeLosingAccess(tx: Transaction, userId: string, sessions: RevokedPractice[]): Promise<void> {
  for (const session of sessions) await finalisePracticeIn(tx, userId, session.sessionId);
}
