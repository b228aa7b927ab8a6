import "server-only";
import { and, asc, isNotNull, isNull, not, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { quizzes } from "@/db/schema";
import { SUBMIT_GRACE_SECONDS } from "@/lib/sitting-rules/deadline";
import { grandTests, keyRevealed, lastDeadline } from "@/lib/sitting-rules/conditions";
import { finaliseGrandTest, reviewFinalisedGrandTest } from "./finalise";

/** Live grand tests whose results are not out yet. */
const awaitingResults = () => and(grandTests(), isNull(quizzes.resultsAt), isNull(quizzes.deletedAt));
const BATCH = 20;

/**
 * The closing job (docs/rules.md, "Grand tests"): finalises every grand test whose last deadline
 * (its close, or an extra-time candidate's later deadline: docs/rules.md, "Extra time") plus the
 * save grace has passed, each exactly once however many instances run it at the same moment
 * (finaliseGrandTest claims the test with a conditional update), and tells when the next one is due.
 */
export async function finaliseDueGrandTests(db: Executor = getDb()): Promise<{ finalised: string[]; nextDueInMs: number | null }> {
  const finalised: string[] = [];
  for (;;) {
    const due = await db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(awaitingResults(), keyRevealed()))
      .orderBy(asc(quizzes.closesAt))
      .limit(BATCH);
    for (const { id } of due) if (await finaliseGrandTest(id)) finalised.push(id);
    if (due.length < BATCH) break;
  }
  // Results that opened without their reviews (an instance stopped between the two): caught up here.
  const unreviewed = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(grandTests(), isNotNull(quizzes.resultsAt), isNull(quizzes.reviewsAt), isNull(quizzes.deletedAt)))
    .limit(BATCH);
  for (const { id } of unreviewed) await reviewFinalisedGrandTest(id);
  const [next] = await db
    .select({
      inMs: sql<number>`extract(epoch from (${lastDeadline()} + make_interval(secs => ${SUBMIT_GRACE_SECONDS}) - now())) * 1000`.mapWith(
        Number,
      ),
    })
    .from(quizzes)
    .where(and(awaitingResults(), not(keyRevealed())))
    .orderBy(asc(lastDeadline()))
    .limit(1);
  return { finalised, nextDueInMs: next ? Math.max(0, next.inMs) : null };
}
