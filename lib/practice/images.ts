import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceQuestions, practiceSessions, questions } from "@/db/schema";

/** A question image a learner's own practice session holds (DESIGN §5: shown where the question is). */
export async function practiceShowsImage(userId: string, key: string): Promise<boolean> {
  const [held] = await getDb()
    .select({ one: sql`1` })
    .from(practiceQuestions)
    .innerJoin(practiceSessions, eq(practiceSessions.id, practiceQuestions.sessionId))
    .innerJoin(questions, eq(questions.id, practiceQuestions.questionId))
    .where(and(eq(practiceSessions.userId, userId), eq(questions.imageKey, key)))
    .limit(1);
  return held !== undefined;
}
