import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray } from "@/db/rows";
import { createQuiz } from "@/lib/quizzes/admin";
import { entitle, makeSubject, quizPayload } from "./catalogue";
import { createUser, queryRows, type TestUser } from "./db";

/** A deterministic generator (mulberry32): the same answers on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ScaleFixture = { subjectId: string; quizId: string; questionIds: string[]; learners: TestUser[]; abilities: number[] };

/**
 * A bank of `questions` questions (difficulties spread from -2 to 2 logits) answered in a tutor
 * session by each of `learners` entitled learners (abilities spread from -2 to 2), right with the
 * Rasch model's chance, written straight into the tables: enough answers for a scale in a second.
 */
export async function scaleFixture(options: { questions?: number; learners?: number; seed?: number } = {}): Promise<ScaleFixture> {
  const questionCount = options.questions ?? 60;
  const learnerCount = options.learners ?? 40;
  const random = seededRandom(options.seed ?? 7);
  const subject = await makeSubject();
  const { id: quizId } = await createQuiz(quizPayload(subject.id, { count: questionCount }));
  const optionRows = await queryRows<{ questionId: string; right: string; wrong: string }>(
    getDb(),
    sql`select q.id as "questionId", (select o.id from options o where o.question_id = q.id and o.is_correct limit 1) as "right",
      (select o.id from options o where o.question_id = q.id and not o.is_correct limit 1) as "wrong"
      from questions q where q.quiz_id = ${quizId} order by q.position`,
  );
  const learners: TestUser[] = [];
  const abilities: number[] = [];
  for (let p = 0; p < learnerCount; p++) {
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    learners.push(learner);
    abilities.push(-2 + (4 * p) / Math.max(1, learnerCount - 1));
  }
  for (let p = 0; p < learnerCount; p++) {
    const chosen = optionRows.map((row, j) => {
      const difficulty = -2 + (4 * j) / Math.max(1, questionCount - 1);
      return random() < 1 / (1 + Math.exp(difficulty - abilities[p]!)) ? row.right : row.wrong;
    });
    await answerInTutorSession(
      learners[p]!.id,
      optionRows.map((row) => row.questionId),
      chosen,
    );
  }
  return { subjectId: subject.id, quizId, questionIds: optionRows.map((row) => row.questionId), learners, abilities };
}

/** A tutor session of these questions, each answered with the option given (answers an hour ago). */
export async function answerInTutorSession(
  userId: string,
  questionIds: string[],
  optionIds: string[],
  at = new Date(Date.now() - 3_600_000),
) {
  await getDb().execute(sql`with session as (
      insert into practice_sessions (user_id, mode, source, total_questions) values (${userId}, 'tutor', 'all', ${questionIds.length}) returning id
    ), listed as (
      insert into practice_questions (session_id, question_id, position)
      select session.id, q, n from session, unnest(${pgArray(questionIds, "uuid")}) with ordinality as t(q, n)
    )
    insert into practice_answers (session_id, question_id, option_id, user_id, answered_at)
    select session.id, q, o, ${userId}, ${at.toISOString()}::timestamptz
    from session, unnest(${pgArray(questionIds, "uuid")}, ${pgArray(optionIds, "uuid")}) as t(q, o)`);
}
