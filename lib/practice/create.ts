import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { practiceQuestions, practiceSessions, questions, quizzes } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { countMatches, matchingQuestions, resolveScope, type PracticeScope } from "./bank";
import { PRACTICE_MESSAGES, type CreatePracticeInput, type PracticeFilters } from "./schemas";
import { questionView, storedQuestions } from "./views";

/** The builder's live count: how many questions these filters match for this learner. */
export async function practiceMatchCount(userId: string, filters: PracticeFilters): Promise<{ count: number }> {
  return { count: await countMatches(await resolveScope(userId, filters)) };
}

/**
 * Builds a session: at most `count` questions drawn at random among the matches, without repeats,
 * fixed at creation (a reload shows the same ones). None → 409, nothing written.
 */
export async function createPractice(userId: string, input: CreatePracticeInput) {
  const scope = await resolveScope(userId, input);
  return getDb().transaction(async (tx) => {
    const [session] = await tx
      .insert(practiceSessions)
      .values({
        userId,
        mode: input.mode,
        source: input.source,
        deadline: input.mode === "timed" ? sql`now() + make_interval(mins => ${input.minutes!})` : null,
        totalQuestions: 0,
      })
      .returning();
    const picked = randomDraw(tx, scope, input.count);
    const drawn = await tx
      .insert(practiceQuestions)
      .select(
        tx
          .select({
            sessionId: sql<string>`${session!.id}::uuid`.as("session_id"),
            questionId: picked.id,
            position: sql<number>`row_number() over ()`.as("position"),
          })
          .from(picked),
      )
      .returning({ questionId: practiceQuestions.questionId });
    if (drawn.length === 0) throw conflict(PRACTICE_MESSAGES.noMatch);
    const [sized] = await tx
      .update(practiceSessions)
      .set({ totalQuestions: drawn.length })
      .where(eq(practiceSessions.id, session!.id))
      .returning();
    const stored = await storedQuestions(session!.id, tx);
    return { id: sized!.id, mode: sized!.mode, deadline: sized!.deadline?.toISOString() ?? null, questions: stored.map(questionView) };
  });
}

/** `order by random() limit n` over the matches: a uniform draw without repeats. */
function randomDraw(tx: Executor, scope: PracticeScope, count: number) {
  return tx
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(matchingQuestions(scope))
    .orderBy(sql`random()`)
    .limit(count)
    .as("picked");
}
