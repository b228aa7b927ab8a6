import "server-only";
import { and, eq, exists, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceQuestions, practiceSessions, questions } from "@/db/schema";

/** A condition: one of the learner's own practice sessions holds the question `questionId` (a column of the outer query). */
export const inOwnPractice = (userId: string, questionId: AnyColumn) =>
  exists(
    getDb()
      .select({ sessionId: practiceQuestions.sessionId })
      .from(practiceQuestions)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceQuestions.sessionId))
      .where(and(eq(practiceSessions.userId, userId), eq(practiceQuestions.questionId, questionId))),
  );

/** A question image a learner's own practice session holds (DESIGN §5: shown where the question is). */
export async function practiceShowsImage(userId: string, key: string): Promise<boolean> {
  const [held] = await getDb()
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.imageKey, key), inOwnPractice(userId, questions.id)))
    .limit(1);
  return held !== undefined;
}
