import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { answeredQuestions, itemCalibrations, questions, quizzes, subjects } from "@/db/schema";
import { runningEntitlements } from "@/lib/entitlements";
import { bankQuizzes } from "@/lib/practice-rules/bank";
import type { CountingQuestions } from "./schemas";

/** How many subjects the card names when the calibrated questions are all outside the learner's. */
const ELSEWHERE_SUBJECTS = 3;

/**
 * Which questions move the learner's prediction (CountingQuestions): one statement over the calibrated
 * questions, grouped by subject; the running access decides which are the learner's.
 */
export async function countingQuestions(userId: string): Promise<CountingQuestions> {
  const running = await runningEntitlements(userId);
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const held = running.flatMap((entitlement) => (entitlement.subjectId ? [entitlement.subjectId] : []));
  const heldCondition = everySubject ? sql`true` : sql`${quizzes.subjectId} = any(${pgArray(held, "uuid")})`;
  const rows = await readRows(
    getDb(),
    sql`select ${subjects.id} as id, ${subjects.name} as name, count(*)::int as questions, bool_or(${heldCondition}) as held,
        (count(*) filter (where ${heldCondition} and not exists (
          select 1 from ${answeredQuestions} where ${answeredQuestions.userId} = ${userId} and ${answeredQuestions.questionId} = ${questions.id})))::int as unanswered
      from ${itemCalibrations} join ${questions} on ${questions.id} = ${itemCalibrations.questionId}
        join ${quizzes} on ${quizzes.id} = ${questions.quizId} join ${subjects} on ${subjects.id} = ${quizzes.subjectId}
      where ${bankQuizzes()}
      group by ${subjects.id}, ${subjects.name}
      order by count(*) desc, ${subjects.name}`,
    { id: column.text, name: column.text, questions: column.number, unanswered: column.number, held: column.boolean },
  );
  const mine = rows.filter((row) => row.held);
  return {
    inSubjects: mine.reduce((sum, row) => sum + row.questions, 0),
    unanswered: mine.reduce((sum, row) => sum + row.unanswered, 0),
    elsewhere: rows
      .filter((row) => !row.held)
      .slice(0, ELSEWHERE_SUBJECTS)
      .map(({ id, name, questions: count }) => ({ id, name, questions: count })),
  };
}
