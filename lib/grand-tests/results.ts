import "server-only";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, users } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { percentageOf } from "@/lib/attempts/rules";
import { finaliseGrandTest } from "./finalise";
import { loadGrandTest } from "./load";
import { GRAND_TEST_MESSAGES as M } from "./messages";

export const LEADERBOARD_SIZE = 10;
const BINS = 10;

export type GrandTestResults = {
  participants: number;
  mine: { quizAttemptId: string; score: number; totalMarks: number; percentage: number; rank: number; percentile: number } | null;
  /** Ten bins of percentage, [from, to), the last one [90, 100]. */
  distribution: { from: number; to: number; count: number }[];
  leaderboard: { rank: number; name: string; percentage: number }[];
};

/** "Ayesha Khan" → "A. K.": how a learner who has not allowed their name appears on a leaderboard. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toUpperCase()}.`)
    .join(" ");

/**
 * `GET /api/grand-tests/{id}/results` (DESIGN §7): 409 until the close; the first read after it
 * finalises (lib/grand-tests/finalise.ts); then stored ranks are read. `mine` is null for a
 * signed-in user who did not sit it.
 */
export async function grandTestResults(userId: string, quizId: string): Promise<GrandTestResults> {
  const test = await loadGrandTest(quizId);
  if (!test) throw notFound(M.notFound);
  if (!test.keyRevealed) throw new AppError(409, M.resultsLocked(test.closesAt));
  if (!test.resultsAt) await finaliseGrandTest(quizId);

  const ranked = and(eq(attempts.quizId, quizId), isNull(attempts.entitlementId), isNotNull(attempts.rank));
  const db = getDb();
  // Integer division: the bin of score/total in tenths, the full score in the last bin.
  const bin = sql<number>`least(${attempts.score} * ${BINS} / nullif(${attempts.totalMarks}, 0), ${BINS - 1})`;
  const [bins, [mine], leaders] = await Promise.all([
    db
      .select({ bin: sql<number>`coalesce(${bin}, 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
      .from(attempts)
      .where(ranked)
      .groupBy(sql`1`),
    db
      .select({
        id: attempts.id,
        score: attempts.score,
        totalMarks: attempts.totalMarks,
        rank: attempts.rank,
        percentile: attempts.percentile,
      })
      .from(attempts)
      .where(and(ranked, eq(attempts.userId, userId))),
    db
      .select({
        rank: attempts.rank,
        score: attempts.score,
        totalMarks: attempts.totalMarks,
        name: users.name,
        shown: users.showOnLeaderboard,
      })
      .from(attempts)
      .innerJoin(users, eq(users.id, attempts.userId))
      .where(ranked)
      .orderBy(asc(attempts.rank), asc(attempts.submittedAt), asc(attempts.id))
      .limit(LEADERBOARD_SIZE),
  ]);

  const counts = new Map(bins.map((row) => [row.bin, row.count]));
  return {
    participants: bins.reduce((sum, row) => sum + row.count, 0),
    mine: mine
      ? {
          quizAttemptId: mine.id,
          score: mine.score!,
          totalMarks: mine.totalMarks!,
          percentage: percentageOf(mine.score!, mine.totalMarks!),
          rank: mine.rank!,
          percentile: Number(mine.percentile),
        }
      : null,
    distribution: Array.from({ length: BINS }, (_, index) => ({ from: index * 10, to: (index + 1) * 10, count: counts.get(index) ?? 0 })),
    leaderboard: leaders.map((row) => ({
      rank: row.rank!,
      name: row.shown ? row.name : initialsOf(row.name),
      percentage: percentageOf(row.score!, row.totalMarks!),
    })),
  };
}
