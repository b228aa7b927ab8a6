import { and, asc, eq, sql } from "drizzle-orm";
import { POST as ratingRoute } from "@/app/api/practice/[id]/rating/route";
import { GET as summaryRoute } from "@/app/api/reviews/route";
import { POST as sessionRoute } from "@/app/api/reviews/session/route";
import { getDb } from "@/db/client";
import { reviewCards, reviewLogs } from "@/db/schema";
import type { TestUser } from "./db";
import { call } from "./http";

export const reviewSummary = (user: TestUser) => call(summaryRoute, { cookie: user.cookie });
export const startReview = (user: TestUser, body: Record<string, unknown> = {}) => call(sessionRoute, { cookie: user.cookie, json: body });
export const rate = (user: TestUser, sessionId: string, questionId: string, rating: string) =>
  call(ratingRoute, { cookie: user.cookie, json: { questionId, rating }, params: { id: sessionId } });

export const cardsOf = (userId: string) =>
  getDb().select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.due));

export const cardOf = async (userId: string, questionId: string) =>
  (
    await getDb()
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
  )[0];

export const logsOf = (userId: string) =>
  getDb().select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id));

/** The clock we control: moves every card and review of the learner `seconds` into the past. */
export async function ageReviews(userId: string, seconds: number): Promise<void> {
  const back = sql`make_interval(secs => ${seconds})`;
  await getDb().execute(sql`update review_cards set due = due - ${back}, last_review = last_review - ${back} where user_id = ${userId}`);
  await getDb().execute(sql`update review_logs set reviewed_at = reviewed_at - ${back} where user_id = ${userId}`);
}
