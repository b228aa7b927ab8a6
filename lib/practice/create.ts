import "server-only";
import { atMyLevel } from "@/lib/readiness/at-my-level";
import { resolveScope, type PracticeScope } from "@/lib/practice-rules/bank";
import { countMatchesAtLevel, drawSession } from "./draw";
import type { CreatePracticeInput, PracticeFilters } from "@/lib/practice-rules/schemas";
import { questionView } from "./views";

/**
 * "At my level" (docs/rules.md, "Readiness"): the learner's difficulty band on the scope, and what
 * the builder and the new session say about it; null for the other sources.
 */
async function withLevel(scope: PracticeScope) {
  if (scope.source !== "atMyLevel") return { scope, level: null };
  const level = await atMyLevel(scope.userId);
  return { scope: { ...scope, level: level.band }, level: { ready: level.ready, reason: level.reason } };
}

/**
 * The builder's live count: how many questions these filters match for this learner (and, "At my
 * level", how many are at it and how many are calibrated: those come first).
 */
export async function practiceMatchCount(userId: string, filters: PracticeFilters) {
  const { scope, level } = await withLevel(await resolveScope(userId, filters));
  const { count, atLevel, calibrated } = await countMatchesAtLevel(scope);
  return { count, ...(level ? { atMyLevel: { ...level, atLevel, calibrated } } : {}) };
}

/**
 * Builds a session: at most `count` questions drawn at random among the matches, without repeats,
 * fixed at creation (a reload shows the same ones). None → 409, nothing written.
 */
export async function createPractice(userId: string, input: CreatePracticeInput) {
  const { scope, level } = await withLevel(await resolveScope(userId, input));
  const drawn = await drawSession(scope, input);
  const [first] = drawn;
  return {
    id: first!.sessionId,
    mode: first!.mode,
    deadline: first!.deadline ? new Date(first!.deadline).toISOString() : null,
    questions: drawn.map(questionView),
    ...(level ? { atMyLevel: level } : {}),
  };
}
