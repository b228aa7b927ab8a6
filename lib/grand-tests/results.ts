import "server-only";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, quizzes, users } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { percentageOf } from "@/lib/attempts/rules";
import { loadGrandTest } from "./load";
import { GRAND_TEST_MESSAGES as M } from "./messages";

export const LEADERBOARD_SIZE = 10;
/** The closing job runs at the close plus grace; a read that beats it waits this long at most. */
const RESULTS_WAIT_MS = 5_000;
const RESULTS_POLL_MS = 100;
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
 * `GET /api/grand-tests/{id}/results`: 409 until the close (plus the save grace); then the stored
 * ranks, read only. The closing job finalises the test at that instant (lib/grand-tests/closer.ts);
 * a read that comes first waits for it (RESULTS_WAIT_MS), then answers 503 with a wait. `mine` is
 * null for a signed-in user who did not sit it.
 */
export async function grandTestResults(userId: string, quizId: string): Promise<GrandTestResults> {
  const test = await loadGrandTest(quizId);
  if (!test) throw notFound(M.notFound);
  if (!test.keyRevealed) throw new AppError(409, M.resultsLocked(test.closesAt));
  if (!test.resultsAt) await waitForResults(quizId);

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

/** Waits for the closing job to open the results; 503 (with a wait) when it has not within RESULTS_WAIT_MS. */
async function waitForResults(quizId: string): Promise<void> {
  const until = Date.now() + RESULTS_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, RESULTS_POLL_MS));
    const [row] = await getDb().select({ resultsAt: quizzes.resultsAt }).from(quizzes).where(eq(quizzes.id, quizId));
    if (row?.resultsAt) return;
  }
  throw new AppError(503, M.resultsPreparing, undefined, { retryAfterSeconds: 5 });
}
