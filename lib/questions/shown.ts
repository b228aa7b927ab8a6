import "server-only";
import { and, eq, exists, or, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, practiceQuestions, practiceSessions, questions } from "@/db/schema";

/** A condition: one of the learner's own practice sessions holds the question `questionId` (a column of the outer query). */
const inOwnPractice = (userId: string, questionId: AnyColumn) =>
  exists(
    getDb()
      .select({ sessionId: practiceQuestions.sessionId })
      .from(practiceQuestions)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceQuestions.sessionId))
      .where(and(eq(practiceSessions.userId, userId), eq(practiceQuestions.questionId, questionId))),
  );

/**
 * A condition on `questions`: the learner has been shown the question, in an attempt (open or
 * ended) of its quiz or in one of their practice sessions. Flags, error reports and question images accept only these.
 */
export const shownToLearner = (userId: string) =>
  or(
    exists(
      getDb()
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.quizId, questions.quizId), eq(attempts.userId, userId))),
    ),
    inOwnPractice(userId, questions.id),
  );
