import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, quizzes, subjects } from "@/db/schema";
import { endedOfLearner } from "@/lib/sittings/read";

/** The subjects the learner has results in, A→Z: the choices of the results filter. */
export async function resultSubjects(userId: string): Promise<{ id: string; name: string }[]> {
  return getDb()
    .selectDistinct({ id: subjects.id, name: subjects.name })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .where(endedOfLearner(userId))
    .orderBy(subjects.name);
}

/** How many points a trend chart draws at most, however many results it sums up. */
export const TREND_POINTS = 12;

export type TrendPoint = { percentage: number; results: number; from: string; to: string };
export type ScoreTrend = { subjectId: string; subject: string; results: number; latest: number; best: number; points: TrendPoint[] };

/**
 * Score over time per subject, aggregated in SQL: results in time order fall into at most
 * TREND_POINTS equal runs, each drawn as its average. A learner with a handful of results sees
 * each one; with thousands, the chart stays the same size.
 */
export async function scoreTrends(userId: string, subjectId?: string): Promise<ScoreTrend[]> {
  const percentage = sql`case when ${attempts.totalMarks} > 0 then ${attempts.score} * 100.0 / ${attempts.totalMarks} else 0 end`;
  const ranked = getDb()
    .select({
      subjectId: sql<string>`${subjects.id}`.as("subject_id"),
      subject: sql<string>`${subjects.name}`.as("subject"),
      percentage: sql<number>`${percentage}`.as("percentage"),
      at: sql<Date>`${attempts.submittedAt}`.as("at"),
      position: sql<number>`row_number() over (partition by ${subjects.id} order by ${attempts.submittedAt}, ${attempts.id}) - 1`.as(
        "position",
      ),
      results: sql<number>`count(*) over (partition by ${subjects.id})`.as("results"),
      best: sql<number>`max(${percentage}) over (partition by ${subjects.id})`.as("best"),
      latest:
        sql<number>`last_value(${percentage}) over (partition by ${subjects.id} order by ${attempts.submittedAt}, ${attempts.id} rows between unbounded preceding and unbounded following)`.as(
          "latest",
        ),
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .where(endedOfLearner(userId, subjectId))
    .as("ranked");
  // The constant inlined: GROUP BY and ORDER BY must be the same expression, which two bind parameters are not.
  const bucket = sql<number>`floor(${ranked.position} * ${sql.raw(String(TREND_POINTS))}.0 / ${ranked.results})`;
  const rows = await getDb()
    .select({
      subjectId: ranked.subjectId,
      subject: ranked.subject,
      results: sql<number>`max(${ranked.results})`.mapWith(Number),
      best: sql<number>`max(${ranked.best})`.mapWith(Number),
      latest: sql<number>`max(${ranked.latest})`.mapWith(Number),
      percentage: sql<number>`avg(${ranked.percentage})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      from: sql<string>`min(${ranked.at})`.mapWith((value) => new Date(value).toISOString()),
      to: sql<string>`max(${ranked.at})`.mapWith((value) => new Date(value).toISOString()),
    })
    .from(ranked)
    .groupBy(ranked.subjectId, ranked.subject, bucket)
    .orderBy(ranked.subject, ranked.subjectId, bucket);

  const trends = new Map<string, ScoreTrend>();
  for (const row of rows) {
    const trend = trends.get(row.subjectId) ?? {
      subjectId: row.subjectId,
      subject: row.subject,
      results: row.results,
      latest: round2(row.latest),
      best: round2(row.best),
      points: [],
    };
    trend.points.push({ percentage: round2(row.percentage), results: row.count, from: row.from, to: row.to });
    trends.set(row.subjectId, trend);
  }
  return [...trends.values()];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
