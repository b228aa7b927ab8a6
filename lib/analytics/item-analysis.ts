import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { quizzes } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { itemAnalysis, type ItemAnalysis, type OptionSums, type QuestionSums } from "./item-figures";
import { selectRows } from "./rows";

export const QUIZ_NOT_FOUND = "Quiz not found.";

type OptionRow = Omit<OptionSums, "id" | "option"> & {
  optionId: string;
  option: string;
  questionId: string;
  question: string;
  n: number;
  sumTotal: number;
  sumTotalSquared: number;
};

/**
 * GET /api/quiz/{id}/statistics (DESIGN §8). One statement does the counting over the first
 * attempt of each learner, when it has ended: its total under the CURRENT key (a changed key
 * changes the figures at once), the top and bottom 27 % (ties at the cut to the earlier
 * submission), and per option how many chose it overall and in each group, with their totals.
 * lib/analytics/item-figures.ts does the rest. An unknown or deleted quiz is a 404.
 */
export async function quizItemAnalysis(quizId: string): Promise<ItemAnalysis> {
  const db = getDb();
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) throw notFound(QUIZ_NOT_FOUND);

  const rows = await selectRows<OptionRow>(sql`
    with firsts as (
      select distinct on (a.user_id) a.id, a.submitted_at
      from attempts a where a.quiz_id = ${quizId}
      order by a.user_id, a.started_at, a.id
    ), picked as materialized (
      select f.id as attempt_id, an.option_id, o.is_correct
      from firsts f
      join answers an on an.attempt_id = f.id
      join options o on o.id = an.option_id
      join questions q on q.id = an.question_id and q.quiz_id = ${quizId}
      where f.submitted_at is not null
    ), totals as (
      select f.id as attempt_id, f.submitted_at, count(*) filter (where p.is_correct) as total
      from firsts f left join picked p on p.attempt_id = f.id
      where f.submitted_at is not null
      group by f.id, f.submitted_at
    ), ranked as (
      select attempt_id, total,
        row_number() over (order by total desc, submitted_at, attempt_id) as top_rank,
        row_number() over (order by total, submitted_at, attempt_id) as bottom_rank,
        greatest(1, round(0.27 * count(*) over ())) as group_size
      from totals
    ), chosen as (
      select p.option_id,
        count(*)::int as chosen,
        (count(*) filter (where r.top_rank <= r.group_size))::int as chosen_top,
        (count(*) filter (where r.bottom_rank <= r.group_size))::int as chosen_bottom,
        sum(r.total)::float8 as total_of_choosers
      from picked p join ranked r on r.attempt_id = p.attempt_id
      group by p.option_id
    ), quiz_sums as (
      select count(*)::int as n, coalesce(sum(total), 0)::float8 as sum_total, coalesce(sum(total * total), 0)::float8 as sum_total_squared
      from totals
    )
    select q.id as "questionId", q.text as "question", o.id as "optionId", o.text as "option", o.is_correct as "isCorrect",
      coalesce(c.chosen, 0) as "chosen", coalesce(c.chosen_top, 0) as "chosenTop", coalesce(c.chosen_bottom, 0) as "chosenBottom",
      coalesce(c.total_of_choosers, 0) as "totalOfChoosers",
      s.n as "n", s.sum_total as "sumTotal", s.sum_total_squared as "sumTotalSquared"
    from questions q
    join options o on o.question_id = q.id
    left join chosen c on c.option_id = o.id
    cross join quiz_sums s
    where q.quiz_id = ${quizId}
    order by q.position, o.position
  `);

  const questions = new Map<string, QuestionSums>();
  for (const row of rows) {
    const question = questions.get(row.questionId) ?? { id: row.questionId, question: row.question, options: [] };
    questions.set(row.questionId, question);
    const { optionId: id, option, isCorrect, chosen, chosenTop, chosenBottom, totalOfChoosers } = row;
    question.options.push({ id, option, isCorrect, chosen, chosenTop, chosenBottom, totalOfChoosers });
  }
  const [first] = rows;
  return itemAnalysis({
    n: first?.n ?? 0,
    sumTotal: first?.sumTotal ?? 0,
    sumTotalSquared: first?.sumTotalSquared ?? 0,
    questions: [...questions.values()],
  });
}
