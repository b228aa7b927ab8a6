import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { questionNotes, questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { shownToLearner } from "@/lib/questions/shown";
import { MARK_MESSAGES, type NoteInput } from "./schemas";
import { countMarkSave } from "./throttle";

export type SavedNote = { questionId: string; text: string; updatedAt: string | null };

/**
 * Saves the learner's own note on a question they have been shown (an attempt of its quiz, open or
 * ended, or one of their practice sessions); an empty text deletes it. Nobody else reads it.
 */
export async function saveQuestionNote(userId: string, { questionId, text }: NoteInput): Promise<SavedNote> {
  await countMarkSave(userId);
  const db = getDb();
  const [shown] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), shownToLearner(userId)));
  if (!shown) throw new DomainError("NotFound", MARK_MESSAGES.questionNotShown);
  if (text === "") {
    await db.delete(questionNotes).where(and(eq(questionNotes.userId, userId), eq(questionNotes.questionId, questionId)));
    return { questionId, text, updatedAt: null };
  }
  const [saved] = await db
    .insert(questionNotes)
    .values({ userId, questionId, body: text })
    .onConflictDoUpdate({
      target: [questionNotes.userId, questionNotes.questionId],
      set: { body: text, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: questionNotes.updatedAt });
  return { questionId, text, updatedAt: saved!.updatedAt.toISOString() };
}
