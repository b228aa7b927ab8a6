import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { answers, attempts, options, practiceAnswers, practiceSessions, quizzes } from "@/db/schema";

/**
 * docs/rules.md, "Readiness": the data of the model is each learner's FIRST answer to each question,
 * from quiz and grand-test attempts (`answers`) and practice (`practice_answers`), right when its
 * option is the correct one. Review sessions do not count (the learner had seen the key). The first
 * answer counts only once its key may be known to the learner (an ended attempt, a grand test whose
 * results are out, an ended or tutor session): a readiness that moved while a grand test or a timed
 * session ran would tell whether an answer was right.
 *
 * `users` is a condition on a column named by its argument (the learner's id column of each source).
 * The statement yields `user_id, question_id, correct, answered_at` for first answers already revealed.
 */
export function firstAnswers(users: (column: SQL) => SQL, before?: Date): SQL {
  const beforeCondition = before ? sql`and f.answered_at < ${before.toISOString()}::timestamptz` : sql``;
  return sql`select f.user_id, f.question_id, f.correct, f.answered_at from (
      select distinct on (e.user_id, e.question_id) e.user_id, e.question_id, e.correct, e.revealed, e.answered_at from (
        select t.user_id, a.question_id, a.answered_at, o.is_correct as correct,
          (t.submitted_at is not null and (q.kind = 'quiz' or q.results_at is not null)) as revealed
        from ${attempts} t join ${answers} a on a.attempt_id = t.id join ${options} o on o.id = a.option_id
          join ${quizzes} q on q.id = t.quiz_id
        where ${users(sql`t.user_id`)}
        union all
        select pa.user_id, pa.question_id, pa.answered_at, o.is_correct, (s.ended_at is not null or s.mode = 'tutor')
        from ${practiceAnswers} pa join ${practiceSessions} s on s.id = pa.session_id join ${options} o on o.id = pa.option_id
        where ${users(sql`pa.user_id`)} and s.mode <> 'review'
      ) e order by e.user_id, e.question_id, e.answered_at
    ) f where f.revealed ${beforeCondition}`;
}

/** One learner's first answers (an index probe per source). */
export const firstAnswersOf = (userId: string, before?: Date): SQL => firstAnswers((column) => sql`${column} = ${userId}::uuid`, before);
