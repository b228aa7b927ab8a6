import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { itemCalibrations, options, questions, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { answersOfEach } from "@/lib/attempts/answers-of-each";
import { firstAttempts } from "@/lib/attempts/first-attempts";
import { cachedFigures } from "./cache";
import { itemAnalysis, OFF_SCALE, type ItemAnalysis, type QuestionSums } from "./item-figures";

export const QUIZ_NOT_FOUND = "Quiz not found.";

type OptionCounts = { chosen: number; chosenTop: number; chosenBottom: number; totalOfChoosers: number };
/** What the counting statement finds; kept in item_analysis_cache while its fingerprint holds. */
export type ItemCounts = { n: number; sumTotal: number; sumTotalSquared: number; options: Record<string, OptionCounts> };

const NO_CHOICE: OptionCounts = { chosen: 0, chosenTop: 0, chosenBottom: 0, totalOfChoosers: 0 };

/** The quiz's first attempts (lib/attempts/first-attempts); the population is those that ended. */
const firstAttemptsOfQuiz = (quizId: string, columns = sql`a.id, a.submitted_at`) => firstAttempts(columns, sql`a.quiz_id = ${quizId}`);

/**
 * GET /api/quiz/{id}/statistics (docs/rules.md, "Item analysis"). The counts come from one statement over the first
 * ended attempts, scored with the CURRENT key; they are kept per quiz with a fingerprint of what
 * they depend on — the key (every option and its flag) and the set of first ended attempts — so a
 * repeated read costs three small queries, and a regrade, a new question or a newly ended first
 * attempt recounts at once. lib/analytics/item-figures.ts does the arithmetic. Unknown or deleted
 * quiz: 404.
 */
export async function quizItemAnalysis(quizId: string): Promise<ItemAnalysis> {
  const db = getDb();
  const [[quiz], optionRows, [population], calibrations] = await Promise.all([
    db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt))),
    readRows(
      db,
      sql`
      select q.id as "questionId", q.text as "question", o.id as "optionId", o.text as "option", o.is_correct as "isCorrect"
      from ${questions} q join ${options} o on o.question_id = q.id
      where q.quiz_id = ${quizId} order by q.position, o.position`,
      { questionId: column.text, question: column.text, optionId: column.text, option: column.text, isCorrect: column.boolean },
    ),
    readRows(
      db,
      sql`
      select count(*) || ':' || coalesce(max(submitted_at)::text, '') || ':' || coalesce(sum(hashtext(id::text)), 0) as "fingerprint"
      from (${firstAttemptsOfQuiz(quizId)}) f where submitted_at is not null`,
      { fingerprint: column.text },
    ),
    // The readiness scale's figures (docs/rules.md, "Readiness"), from the last calibration run.
    readRows(
      db,
      sql`
      select c.question_id as "questionId", c.difficulty, c.difficulty_se as "difficultySe", c.outfit
      from ${itemCalibrations} c join ${questions} q on q.id = c.question_id where q.quiz_id = ${quizId}`,
      { questionId: column.text, difficulty: column.numberOrNull, difficultySe: column.numberOrNull, outfit: column.numberOrNull },
    ),
  ]);
  if (!quiz) throw new DomainError("NotFound", QUIZ_NOT_FOUND);

  // The key (every option of every question, and its flag) and the population.
  const key = createHash("sha256")
    .update(optionRows.map((row) => `${row.optionId}${row.isCorrect ? "+" : "-"}`).join(","))
    .digest("base64url");
  const counts = await cachedFigures(`quiz:${quizId}`, `${population!.fingerprint}|${key}`, () => countChoices(quizId));

  const byQuestion = new Map<string, QuestionSums>();
  for (const row of optionRows) {
    const question = byQuestion.get(row.questionId) ?? { id: row.questionId, question: row.question, options: [] };
    byQuestion.set(row.questionId, question);
    question.options.push({
      id: row.optionId,
      option: row.option,
      isCorrect: row.isCorrect,
      ...(counts.options[row.optionId] ?? NO_CHOICE),
    });
  }
  const analysis = itemAnalysis({
    n: counts.n,
    sumTotal: counts.sumTotal,
    sumTotalSquared: counts.sumTotalSquared,
    questions: [...byQuestion.values()],
  });
  const scale = new Map(calibrations.map(({ questionId, ...figures }) => [questionId, figures]));
  return { ...analysis, questions: analysis.questions.map((question) => ({ ...question, ...(scale.get(question.id) ?? OFF_SCALE) })) };
}

/**
 * The counting, one pass over the answers: each first ended attempt's total is its stored count of
 * correct answers (kept under the current key: a key changes only by regrade, which rewrites it),
 * the top and bottom 27 % by total (ties at the cut to the earlier submission, then the attempt id),
 * and per option its choosers overall, in each group and the sum of their totals.
 */
async function countChoices(quizId: string): Promise<ItemCounts> {
  const rows = await readRows(
    getDb(),
    sql`
    with totals as (
      select id as attempt_id, submitted_at, coalesce(correct_count, 0) as total
      from (${firstAttemptsOfQuiz(quizId, sql`a.id, a.submitted_at, a.correct_count`)}) f where submitted_at is not null
    ), ranked as materialized (
      select attempt_id, total,
        row_number() over (order by total desc, submitted_at, attempt_id) <= greatest(1, round(0.27 * count(*) over ())) as in_top,
        row_number() over (order by total, submitted_at, attempt_id) <= greatest(1, round(0.27 * count(*) over ())) as in_bottom
      from totals
    ), chosen as (
      select an.option_id,
        count(*)::int as chosen,
        (count(*) filter (where r.in_top))::int as chosen_top,
        (count(*) filter (where r.in_bottom))::int as chosen_bottom,
        sum(r.total)::float8 as total_of_choosers
      from ranked r ${answersOfEach(sql`r.attempt_id`, sql`option_id`)}
      group by an.option_id
    )
    select c.option_id as "optionId", coalesce(c.chosen, 0) as "chosen", coalesce(c.chosen_top, 0) as "chosenTop",
      coalesce(c.chosen_bottom, 0) as "chosenBottom", coalesce(c.total_of_choosers, 0) as "totalOfChoosers",
      s.n as "n", s.sum_total as "sumTotal", s.sum_total_squared as "sumTotalSquared"
    from (select count(*)::int as n, coalesce(sum(total), 0)::float8 as sum_total, coalesce(sum(total * total), 0)::float8 as sum_total_squared from ranked) s
    left join chosen c on true`,
    {
      optionId: column.textOrNull,
      chosen: column.number,
      chosenTop: column.number,
      chosenBottom: column.number,
      totalOfChoosers: column.number,
      n: column.number,
      sumTotal: column.number,
      sumTotalSquared: column.number,
    },
  );
  const [first] = rows;
  const options: Record<string, OptionCounts> = {};
  for (const { optionId, chosen, chosenTop, chosenBottom, totalOfChoosers } of rows)
    if (optionId) options[optionId] = { chosen, chosenTop, chosenBottom, totalOfChoosers };
  return { n: first?.n ?? 0, sumTotal: first?.sumTotal ?? 0, sumTotalSquared: first?.sumTotalSquared ?? 0, options };
}
