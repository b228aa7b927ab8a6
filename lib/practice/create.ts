import "server-only";
import { resolveScope } from "./bank";
import { countMatches, drawSession } from "./draw";
import type { CreatePracticeInput, PracticeFilters } from "./schemas";
import { questionView } from "./views";

/** The builder's live count: how many questions these filters match for this learner. */
export async function practiceMatchCount(userId: string, filters: PracticeFilters): Promise<{ count: number }> {
  return { count: await countMatches(await resolveScope(userId, filters)) };
}

/**
 * Builds a session: at most `count` questions drawn at random among the matches, without repeats,
 * fixed at creation (a reload shows the same ones). None → 409, nothing written.
 */
export async function createPractice(userId: string, input: CreatePracticeInput) {
  const drawn = await drawSession(await resolveScope(userId, input), input);
  const [first] = drawn;
  return {
    id: first!.sessionId,
    mode: first!.mode,
    deadline: first!.deadline ? new Date(first!.deadline).toISOString() : null,
    questions: drawn.map(questionView),
  };
}
