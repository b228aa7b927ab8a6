import { createLocalStore } from "./local-store";

/**
 * The question on screen in each attempt on this device, so a reload opens the quiz where the
 * learner was (not at the first unanswered question). One key per attempt.
 */
const positionStore = (attemptId: string) =>
  createLocalStore<number | null>({
    key: `anaesprep:quiz-position:${attemptId}`,
    parse: (json) => (typeof json === "number" && Number.isInteger(json) && json >= 0 ? json : null),
    empty: null,
  });

/** The stored index, or null (none stored, or not a valid index for `count` questions). */
export function readQuizPosition(attemptId: string, count: number): number | null {
  const index = positionStore(attemptId).read();
  return index !== null && index < count ? index : null;
}

export const saveQuizPosition = (attemptId: string, index: number) => positionStore(attemptId).write(index);

export const clearQuizPosition = (attemptId: string) => positionStore(attemptId).clear();
