import "server-only";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { meetsPassMark, type PassMark } from "@/lib/sitting-rules/pass";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";
import { percentageOf } from "@/lib/attempts/rules";
import { sealedUntil } from "@/lib/sitting-rules/conditions";
import { loadGrandTest } from "./load";
import { GRAND_TEST_MESSAGES as M } from "@/lib/sitting-rules/messages";

export const LEADERBOARD_SIZE = 10;
/**
 * A read that comes before the closing job has finished is told to come back after this many
 * seconds (the 503's Retry-After; the results page refreshes itself after it).
 */
export const RESULTS_RETRY_AFTER_SECONDS = 5;
const BINS = 10;

export type GrandTestResults = {
  participants: number;
  mine: {
    quizAttemptId: string;
    score: number;
    totalMarks: number;
    percentage: number;
    /** Against the exam pass mark, as every grand test is judged (lib/sitting-rules/pass.ts). */
    passed: boolean;
    passMark: PassMark;
    rank: number;
    percentile: number;
  } | null;
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

/** Where a grand test's results stand for a reader: sealed until the close, being ranked, or open. */
export type ResultsState =
  { state: "sealed"; resultsFrom: Date } | { state: "preparing"; retryAfterSeconds: number } | { state: "open"; results: GrandTestResults };

/**
 * The results as the results page shows them, read only (docs/rules.md, "Grand tests"): sealed
 * until the last deadline (the close, or an extra-time candidate's later one) plus the save grace;
 * then the stored ranks. The closing job (lib/grand-tests/closer.ts), the only writer, finalises the
 * test at that instant; a read that comes first never waits for it (at the close of a national mock
 * every candidate reads at once): it is "preparing" at once. `mine` is null for a user who did not sit it.
 */
export async function grandTestResultsState(userId: string, quizId: string): Promise<ResultsState> {
  const test = await loadGrandTest(quizId);
  if (!test) throw new DomainError("NotFound", M.notFound);
  if (!test.keyRevealed) return { state: "sealed", resultsFrom: (await sealedUntil(quizId)) ?? test.closesAt };
  if (!test.resultsAt) return { state: "preparing", retryAfterSeconds: RESULTS_RETRY_AFTER_SECONDS };
  return { state: "open", results: await readResults(userId, quizId) };
}

/** `GET /api/grand-tests/{id}/results`: the open results; 409 while sealed, 503 with a wait while being ranked. */
export async function grandTestResults(userId: string, quizId: string): Promise<GrandTestResults> {
  const read = await grandTestResultsState(userId, quizId);
  if (read.state === "sealed") throw new DomainError("Sealed", M.resultsLocked(read.resultsFrom));
  if (read.state === "preparing")
    throw new DomainError("Preparing", M.resultsPreparing, { details: { retryAfterSeconds: read.retryAfterSeconds } });
  return read.results;
}

async function readResults(userId: string, quizId: string): Promise<GrandTestResults> {
  const ranked = and(eq(attempts.quizId, quizId), isNull(attempts.entitlementId), isNotNull(attempts.rank));
  const db = getDb();
  // Integer division: the bin of score/total in tenths, the full score in the last bin.
  const bin = sql<number>`least(${attempts.score} * ${BINS} / nullif(${attempts.totalMarks}, 0), ${BINS - 1})`;
  const [bins, [mine], leaders, passMarks] = await Promise.all([
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
    readPassMarks(),
  ]);
  const passMark = passMarks.grand_test;

  const counts = new Map(bins.map((row) => [row.bin, row.count]));
  return {
    participants: bins.reduce((sum, row) => sum + row.count, 0),
    mine: mine
      ? {
          quizAttemptId: mine.id,
          score: mine.score!,
          totalMarks: mine.totalMarks!,
          percentage: percentageOf(mine.score!, mine.totalMarks!),
          passed: meetsPassMark(mine.score!, mine.totalMarks!, passMark),
          passMark,
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
