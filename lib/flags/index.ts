import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { questionFlags, questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { shownToLearner } from "@/lib/questions/shown";

export const flagSchema = z.object({
  questionId: z.uuid("Unknown question.").transform((id) => id.toLowerCase()),
  flagged: z.boolean({ error: "Flagged must be true or false." }),
});

const QUESTION_NOT_SHOWN = "Question not found.";

/**
 * Flags or unflags a question for this learner. Only a question they have been shown counts: one
 * of a quiz they have an attempt of, or of one of their practice sessions; anything else is a 404.
 */
export async function setFlag(userId: string, questionId: string, flagged: boolean): Promise<{ questionId: string; flagged: boolean }> {
  const [shown] = await getDb()
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), shownToLearner(userId)));
  if (!shown) throw new DomainError("NotFound", QUESTION_NOT_SHOWN);
  await getDb()
    .insert(questionFlags)
    .values({ userId, questionId, flagged })
    .onConflictDoUpdate({ target: [questionFlags.userId, questionFlags.questionId], set: { flagged, updatedAt: sql`now()` } });
  return { questionId, flagged };
}

/** Which of these questions the learner has flagged (and not unflagged since). */
export async function flaggedAmong(userId: string, questionIds: string[]): Promise<string[]> {
  if (questionIds.length === 0) return [];
  const rows = await getDb()
    .select({ questionId: questionFlags.questionId })
    .from(questionFlags)
    .where(and(eq(questionFlags.userId, userId), eq(questionFlags.flagged, true), inArray(questionFlags.questionId, questionIds)));
  return rows.map((row) => row.questionId);
}
