import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import {
  answeredQuestions,
  answers,
  attempts,
  itemCalibrations,
  options,
  practiceAnswers,
  practiceQuestions,
  practiceSessions,
  questionFlags,
  questions,
  questionTags,
  quizzes,
  reviewCards,
} from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { startDeadline } from "@/lib/accommodations/extra-time";
import { DomainError } from "@/lib/errors";
import { bankQuizzes, type PracticeScope } from "@/lib/practice-rules/bank";
import { PRACTICE_MESSAGES, type CreatePracticeInput } from "@/lib/practice-rules/schemas";
import { attachSchedules, cardJson, cardJsonSchema, type CardJson } from "@/lib/reviews/schedule";
import {
  PRACTICE_SESSION_MODES,
  revealsOnAnswer,
  type PracticeSessionMode,
  type PracticeSessionSource,
  type PracticeSource,
} from "@/lib/practice-rules/terms";

/** The questions a scope matches, as a condition on `questions` joined with `quizzes`. */
export function matchingQuestions(scope: PracticeScope): SQL {
  return and(
    bankQuizzes(),
    scope.subjectIds ? inArray(quizzes.subjectId, scope.subjectIds) : undefined,
    scope.tags
      ? sql`exists (select 1 from ${questionTags} qt where qt.question_id = ${questions.id} and qt.tag_id in ${tagIds(scope)})`
      : undefined,
    sourceCondition(scope.userId, scope.source),
  )!;
}

const tagIds = (scope: PracticeScope) =>
  sql`(${sql.join(
    scope.tags!.map((tag) => sql`${tag.id}::uuid`),
    sql`, `,
  )})`;

function sourceCondition(userId: string, source: PracticeSource): SQL | undefined {
  switch (source) {
    case "all":
      return undefined;
    case "unused":
      // One primary-key probe (or one anti-join) on the learner's answered questions, which the
      // answer tables keep by trigger: never answered in any attempt or session.
      return sql`not exists (select 1 from ${answeredQuestions} aq where aq.user_id = ${userId} and aq.question_id = ${questions.id})`;
    case "incorrect":
      return sql`${questions.id} in (select question_id from (
          select distinct on (question_id) question_id, is_correct from (${revealedAnswers(userId)}) revealed
          order by question_id, answered_at desc) last where not is_correct)`;
    case "flagged":
      return sql`exists (select 1 from ${questionFlags} f where f.user_id = ${userId} and f.question_id = ${questions.id} and f.flagged)`;
    case "weak":
      // What a learner has still to get right: never answered, or answered wrong last time.
      return or(sourceCondition(userId, "unused"), sourceCondition(userId, "incorrect"));
    case "atMyLevel":
      // Unused questions; those at the learner's level come first (levelFirst).
      return sourceCondition(userId, "unused");
  }
}

/**
 * The learner's answers whose key they have seen: of ended attempts, of ended sessions and tutor
 * answers. An answer still in play (open attempt, running timed session) must not tell, through
 * `incorrect`, whether it is wrong.
 */
function revealedAnswers(userId: string): SQL {
  return sql`select a.question_id, a.answered_at, o.is_correct from ${answers} a
      join ${attempts} t on t.id = a.attempt_id join ${options} o on o.id = a.option_id
      where t.user_id = ${userId} and t.submitted_at is not null
    union all
    select pa.question_id, pa.answered_at, o.is_correct from ${practiceAnswers} pa
      join ${practiceSessions} s on s.id = pa.session_id join ${options} o on o.id = pa.option_id
      where pa.user_id = ${userId} and (s.ended_at is not null or s.mode <> 'timed')`;
}

/**
 * The first of the scope's tags that carries no question of the banks the learner may use (a
 * 403), else null: one index probe per tag, which stops at its first usable question.
 */
function tagOutsideAccess(scope: PracticeScope): SQL<string | null> {
  if (!scope.tags) return sql`null::uuid`;
  return sql`(select t.id from (values ${sql.join(
    scope.tags.map((tag) => sql`(${tag.id}::uuid)`),
    sql`, `,
  )}) t(id) where not exists (select 1 from ${questionTags} qt join ${questions} on ${questions.id} = qt.question_id
      join ${quizzes} on ${quizzes.id} = ${questions.quizId}
      where qt.tag_id = t.id and ${and(bankQuizzes(), scope.accessSubjectIds ? inArray(quizzes.subjectId, scope.accessSubjectIds) : undefined)})
    limit 1)`;
}

function refuseTag(scope: PracticeScope, tagId: string): never {
  const name = scope.tags?.find((tag) => tag.id === tagId)?.name ?? tagId;
  throw new DomainError("NotEntitled", `${PRACTICE_MESSAGES.tagOutsideAccess} (${name})`, { field: "tags" });
}

/** The question's difficulty on the readiness scale; null while it is not calibrated (one primary-key probe). */
const difficultyOf = sql`(select ic.difficulty from ${itemCalibrations} ic where ic.question_id = ${questions.id})`;

/** A question on the readiness scale within the scope's difficulty band ("At my level", docs/rules.md "Readiness"). */
function atLevel(scope: PracticeScope): SQL {
  if (!scope.level) return sql`false`;
  return sql`coalesce(${difficultyOf} between ${scope.level.from} and ${scope.level.to}, false)`;
}

/**
 * The draw's order. "At my level": calibrated questions within the band first, at random; then the
 * other calibrated ones, nearest the band's centre first; uncalibrated ones last, at random. The
 * groups are 1000 apart (difficulties are a few logits). Any other source: at random.
 */
const levelFirst = (scope: PracticeScope): SQL => {
  if (!scope.level) return sql`random()`;
  const { from, to, centre } = scope.level;
  return sql`(select case when d is null then 2000 + random() when d between ${from} and ${to} then random()
    else 1000 + abs(d - ${centre}) end from (select ${difficultyOf} as d) level)`;
};

/** Of the matches, those on the readiness scale: what "At my level" draws before any other. */
const calibrated = sql`${difficultyOf} is not null`;

/** How many questions match (the builder's live count), and how many of them are at the learner's level: one statement. */
export async function countMatches(scope: PracticeScope): Promise<number> {
  return (await countMatchesAtLevel(scope)).count;
}

export async function countMatchesAtLevel(scope: PracticeScope): Promise<{ count: number; atLevel: number; calibrated: number }> {
  const [row] = await getDb()
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      atLevel: sql<number>`count(*) filter (where ${atLevel(scope)})`.mapWith(Number),
      calibrated: sql<number>`count(*) filter (where ${scope.level ? calibrated : sql`false`})`.mapWith(Number),
      outside: tagOutsideAccess(scope),
    })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(matchingQuestions(scope));
  if (row?.outside) refuseTag(scope, row.outside);
  return { count: row?.n ?? 0, atLevel: row?.atLevel ?? 0, calibrated: row?.calibrated ?? 0 };
}

export type DrawnRow = {
  sessionId: string;
  mode: PracticeSessionMode;
  deadline: string | null;
  id: string;
  question: string;
  imageKey: string | null;
  imageAlt: string | null;
  options: { id: string; option: string }[];
  /** The learner's card of the question, for its review schedule; never sent (questionView picks what is). */
  card: CardJson | null;
};

const drawnRow = {
  sessionId: column.text,
  mode: column.oneOf(PRACTICE_SESSION_MODES),
  deadline: column.textOrNull,
  id: column.text,
  question: column.text,
  imageKey: column.textOrNull,
  imageAlt: column.textOrNull,
  options: column.json(z.array(z.object({ id: z.string(), option: z.string() }))),
  card: column.jsonOrNull(cardJsonSchema),
};

/**
 * Builds a session in one statement: draws at most `count` matches at random (`order by random()
 * limit n` keeps a bounded top-n heap over the candidates, never a full sort), writes the session
 * and its questions, fixed from now on, and answers them without their key. Nothing matched, or a
 * tag outside access: no row, nothing written; only then is the reason looked up.
 */
export async function drawSession(scope: PracticeScope, input: CreatePracticeInput): Promise<DrawnRow[]> {
  const deadline = input.mode === "timed" ? startDeadline(scope.userId, input.minutes!) : sql`null::timestamptz`;
  const picked = sql`select ${questions.id} as id, ${levelFirst(scope)} as r
    from ${questions} join ${quizzes} on ${quizzes.id} = ${questions.quizId}
    where ${matchingQuestions(scope)} order by r limit ${input.count}::int`;
  const rows = await storeSession(
    { userId: scope.userId, mode: input.mode, source: input.source, deadline },
    picked,
    sql`${tagOutsideAccess(scope)} is null`,
  );
  if (rows.length > 0) return rows;
  await countMatches(scope); // a tag outside access answers its 403 here
  throw new DomainError("NoQuestions", PRACTICE_MESSAGES.noMatch);
}

type NewSession = { userId: string; mode: PracticeSessionMode; source: PracticeSessionSource; deadline: SQL };

/**
 * Writes a session of the `picked` questions (`id`, and `r` their order) in one statement, when
 * `guard` holds and there is at least one; answers them without their key. Tutor and review
 * sessions then get each question's review schedule (lib/reviews/schedule.ts).
 */
export async function storeSession(session: NewSession, picked: SQL, guard: SQL = sql`true`): Promise<DrawnRow[]> {
  const rows: DrawnRow[] = await readRows(
    getDb(),
    sql`with picked as (
      select drawn.id, row_number() over (order by drawn.r) as position from (${picked}) drawn
    ), session as (
      insert into ${practiceSessions} (user_id, mode, source, deadline, total_questions)
      select ${session.userId}::uuid, ${session.mode}, ${session.source}, ${session.deadline}, count(*) from picked
      having count(*) > 0 and ${guard}
      returning id, mode, deadline
    ), stored as (
      insert into ${practiceQuestions} (session_id, question_id, position) select session.id, picked.id, picked.position from session, picked
    )
    select session.id as "sessionId", session.mode, to_json(session.deadline) as deadline, q.id, q.text as question,
      q.image_key as "imageKey", q.image_alt as "imageAlt",
      (select coalesce(json_agg(json_build_object('id', o.id, 'option', o.text) order by o.position), '[]'::json)
        from ${options} o where o.question_id = q.id) as options,
      (select ${cardJson(sql`c`)} from ${reviewCards} c where c.user_id = ${session.userId} and c.question_id = q.id) as card
    from session cross join picked join ${questions} q on q.id = picked.id
    order by picked.position`,
    drawnRow,
  );
  if (rows.length > 0 && revealsOnAnswer(session.mode)) await attachSchedules(getDb(), rows[0]!.sessionId, rows);
  return rows;
}
