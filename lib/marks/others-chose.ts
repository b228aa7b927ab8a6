import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceAnswers, practiceSessions, questions } from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { cachedFigures } from "@/lib/analytics/cache";
import { answersOfEach } from "@/lib/attempts/answers-of-each";
import { firstAttempts } from "@/lib/attempts/first-attempts";
import { DomainError } from "@/lib/errors";

/** Below this many other learners with an answer in a first attempt, a question shows nothing of what others chose. */
export const OTHERS_MINIMUM = 30;
/** How stale the counts may be: they are read with the review, never written by an answer save. */
export const OTHERS_MAX_AGE_SECONDS = 120;

/** question id → option id → percent of the other learners who chose it. */
export type OthersChose = Record<string, Record<string, number>>;

/** Per question and option, how many first ended attempts of the quiz chose it. */
const firstChoices = (quizId: string, userId?: string) =>
  readRows(
    getDb(),
    sql`
    select an.question_id as "questionId", an.option_id as "optionId", count(*)::int as "chosen"
    from (${firstAttempts(sql`a.id, a.submitted_at`, userId ? sql`a.quiz_id = ${quizId} and a.user_id = ${userId}` : sql`a.quiz_id = ${quizId}`)}) f
    ${answersOfEach(sql`f.id`, sql`question_id, option_id`)}
    where f.submitted_at is not null
    group by an.question_id, an.option_id`,
    { questionId: column.text, optionId: column.text, chosen: column.number },
  );

/**
 * What other learners chose in their first attempt of the quiz (docs/rules.md, "Marks and notes on
 * questions"): the counts of everyone, kept at most two minutes, less the viewer's own first
 * attempt, for the questions at least OTHERS_MINIMUM other learners answered. The caller shows them
 * only where the key may be seen.
 */
export async function othersChose(userId: string, quizId: string): Promise<OthersChose> {
  const [everyone, own] = await Promise.all([
    cachedFigures(`others-chose:${quizId}`, "first-ended-attempts", () => firstChoices(quizId), { maxAgeSeconds: OTHERS_MAX_AGE_SECONDS }),
    firstChoices(quizId, userId),
  ]);
  const mine = new Set(own.map((row) => row.optionId));
  const counts = new Map<string, Map<string, number>>();
  for (const row of everyone) {
    const options = counts.get(row.questionId) ?? new Map<string, number>();
    counts.set(row.questionId, options);
    options.set(row.optionId, row.chosen - (mine.has(row.optionId) ? 1 : 0));
  }
  const result: OthersChose = {};
  for (const [questionId, options] of counts) {
    const answered = [...options.values()].reduce((sum, chosen) => sum + chosen, 0);
    if (answered < OTHERS_MINIMUM) continue;
    result[questionId] = Object.fromEntries([...options].map(([optionId, chosen]) => [optionId, Math.round((100 * chosen) / answered)]));
  }
  return result;
}

/**
 * What others chose for one question whose key the learner has already been shown in practice: an
 * answer of theirs in a tutor or review session, or in a timed session that has ended. Anything
 * else (not answered yet, a timed session still running, a question never shown) is the 404 of a
 * question without figures, so the request tells nothing early.
 */
export async function othersChoseAfterPractice(userId: string, questionId: string): Promise<Record<string, number>> {
  const [seen] = await readRows(
    getDb(),
    sql`
    select q.quiz_id as "quizId" from ${practiceAnswers} pa
    join ${practiceSessions} s on s.id = pa.session_id
    join ${questions} q on q.id = pa.question_id
    where pa.user_id = ${userId} and pa.question_id = ${questionId} and (s.mode <> 'timed' or s.ended_at is not null)
    limit 1`,
    { quizId: column.text },
  );
  if (!seen) throw new DomainError("NotFound", "No figures for this question yet: answer it first.");
  return (await othersChose(userId, seen.quizId))[questionId] ?? {};
}
