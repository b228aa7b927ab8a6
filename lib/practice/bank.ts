import "server-only";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { questions, questionTags, quizzes, subjects, tags } from "@/db/schema";
import { AppError, badRequest } from "@/lib/api/errors";
import { runningEntitlements } from "@/lib/entitlements";
import type { PracticeFilters } from "./schemas";
import { PRACTICE_MESSAGES } from "./schemas";
import type { PracticeSource } from "./terms";

/**
 * The bank rule (DESIGN §5), as one SQL condition on `quizzes`: every question of the quizzes
 * that are not deleted. Grand tests (DESIGN §7) extend it here, once: a grand-test paper still
 * open or upcoming is not in the bank.
 */
export const bankQuizzes = (): SQL => isNull(quizzes.deletedAt);

/** Resolved filters: the subjects to draw from (null = every subject, the monthly plan) and tag ids. */
export type PracticeScope = { userId: string; subjectIds: string[] | null; tagIds: string[] | null; source: PracticeSource };

/**
 * Checks the filters against the learner's running entitlements (the one access rule): a subject
 * or tag outside them is a 403, an unknown one a 400, both naming the field.
 */
export async function resolveScope(userId: string, filters: PracticeFilters): Promise<PracticeScope> {
  const running = await runningEntitlements(userId);
  if (running.length === 0) throw new AppError(403, PRACTICE_MESSAGES.noAccess);
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const held = running.map((entitlement) => entitlement.subjectId).filter((subjectId): subjectId is string => subjectId !== null);
  const subjectIds = filters.subjectIds?.length ? await checkSubjects(filters.subjectIds, everySubject, held) : everySubject ? null : held;
  const tagIds = filters.tags?.length ? await checkTags(filters.tags, everySubject ? null : held) : null;
  return { userId, subjectIds, tagIds, source: filters.source };
}

async function checkSubjects(wanted: string[], everySubject: boolean, held: string[]): Promise<string[]> {
  const found = await getDb().select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, wanted));
  if (found.length < wanted.length) throw badRequest(PRACTICE_MESSAGES.unknownSubject, "subjectIds");
  if (!everySubject && wanted.some((subjectId) => !held.includes(subjectId)))
    throw new AppError(403, PRACTICE_MESSAGES.subjectOutsideAccess, "subjectIds");
  return wanted;
}

/** Tag names → ids; a tag must carry at least one question of the banks the learner may use (null: every subject). */
async function checkTags(names: string[], subjectIds: string[] | null): Promise<string[]> {
  const rows = await getDb()
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const missing = names.find((name) => !rows.some((row) => row.name.toLowerCase() === name.toLowerCase()));
  if (missing) throw badRequest(`${PRACTICE_MESSAGES.unknownTag} (${missing})`, "tags");
  const usable = await getDb()
    .selectDistinct({ tagId: questionTags.tagId })
    .from(questionTags)
    .innerJoin(questions, eq(questions.id, questionTags.questionId))
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(
      and(
        inArray(
          questionTags.tagId,
          rows.map((row) => row.id),
        ),
        bankQuizzes(),
        subjectIds ? inArray(quizzes.subjectId, subjectIds) : undefined,
      ),
    );
  const outside = rows.find((row) => !usable.some((entry) => entry.tagId === row.id));
  if (outside) throw new AppError(403, `${PRACTICE_MESSAGES.tagOutsideAccess} (${outside.name})`, "tags");
  return rows.map((row) => row.id);
}

/** The questions a scope matches, as a condition on `questions` joined with `quizzes`. */
export function matchingQuestions(scope: PracticeScope): SQL {
  return and(
    bankQuizzes(),
    scope.subjectIds ? inArray(quizzes.subjectId, scope.subjectIds) : undefined,
    scope.tagIds
      ? sql`exists (select 1 from ${questionTags} where ${questionTags.questionId} = ${questions.id} and ${inArray(questionTags.tagId, scope.tagIds)})`
      : undefined,
    sourceCondition(scope.userId, scope.source, scope.tagIds !== null),
  )!;
}

/**
 * "Never answered by this learner". With a tag filter the candidates are few: index probes per
 * candidate (the learner's attempts of its quiz, then the answer's key) beat reading all their
 * answers; without one, one hash anti-join over their answers beats 20,000 probes (bench/practice.mjs).
 */
const unusedByProbes = (userId: string) =>
  sql`not exists (select 1 from attempts t join answers a on a.attempt_id = t.id and a.question_id = ${questions.id}
      where t.user_id = ${userId} and t.quiz_id = ${questions.quizId})
    and not exists (select 1 from practice_answers pa where pa.user_id = ${userId} and pa.question_id = ${questions.id})`;
const unusedByAntiJoin = (userId: string) =>
  sql`${questions.id} not in (select a.question_id from answers a join attempts t on t.id = a.attempt_id where t.user_id = ${userId})
    and ${questions.id} not in (select pa.question_id from practice_answers pa where pa.user_id = ${userId})`;

function sourceCondition(userId: string, source: PracticeSource, narrow: boolean): SQL | undefined {
  switch (source) {
    case "all":
      return undefined;
    case "unused":
      return narrow ? unusedByProbes(userId) : unusedByAntiJoin(userId);
    case "incorrect":
      return sql`${questions.id} in (select question_id from (
          select distinct on (question_id) question_id, is_correct from (${revealedAnswers(userId)}) revealed
          order by question_id, answered_at desc) last where not is_correct)`;
    case "flagged":
      return sql`exists (select 1 from question_flags f where f.user_id = ${userId} and f.question_id = ${questions.id} and f.flagged)`;
  }
}

/**
 * The learner's answers whose key they have seen: of ended attempts, of ended sessions and tutor
 * answers. An answer still in play (open attempt, running timed session) must not tell, through
 * `incorrect`, whether it is wrong.
 */
function revealedAnswers(userId: string): SQL {
  return sql`select a.question_id, a.answered_at, o.is_correct from answers a
      join attempts t on t.id = a.attempt_id join options o on o.id = a.option_id
      where t.user_id = ${userId} and t.submitted_at is not null
    union all
    select pa.question_id, pa.answered_at, o.is_correct from practice_answers pa
      join practice_sessions s on s.id = pa.session_id join options o on o.id = pa.option_id
      where pa.user_id = ${userId} and (s.ended_at is not null or s.mode = 'tutor')`;
}

/** How many questions match (the builder's live count). */
export async function countMatches(scope: PracticeScope): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(matchingQuestions(scope));
  return row?.n ?? 0;
}
