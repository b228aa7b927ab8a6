import "server-only";
import { countTry } from "@/lib/rate-limit";
import { MARK_MESSAGES } from "./schemas";

/** Saves of strikes, highlights and notes per learner: far above any real sitting's pace, yet bounded. */
export const MARK_SAVES_WINDOW = { limit: 600, windowSeconds: 600 } as const;

/** Counts a save of a mark or note before anything is read or written; over the limit is a 429. */
export const countMarkSave = (userId: string) =>
  countTry([{ key: `marks:user:${userId}`, window: MARK_SAVES_WINDOW }], MARK_MESSAGES.rateLimited);
