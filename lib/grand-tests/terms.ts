/**
 * The terms of grand tests (docs/rules.md, "Grand tests"), safe to import in client components:
 * kinds of quiz, who may sit a grand test, the phases of its window and the pure phase rule.
 */
import { GRAND_TEST_ACCESS, QUIZ_KINDS } from "@/db/enums";

export { GRAND_TEST_ACCESS, QUIZ_KINDS };
export type QuizKind = (typeof QUIZ_KINDS)[number];
export type GrandTestAccess = (typeof GRAND_TEST_ACCESS)[number];

export type GrandTestStatus = "upcoming" | "open" | "closed";
export type GrandTestMine = "none" | "in_progress" | "submitted";

/** Where `now` falls in the window: it opens at `opensAt` and is closed from `closesAt` on. */
export function grandTestStatus(window: { opensAt: Date; closesAt: Date }, now: Date): GrandTestStatus {
  if (now < window.opensAt) return "upcoming";
  return now < window.closesAt ? "open" : "closed";
}

/** A grand test that has opened keeps its window, access, kind and time (an update is refused with 409). */
export function scheduleLocked(stored: { kind: QuizKind; opensAt: Date | null }, now: Date): boolean {
  return stored.kind === "grand_test" && stored.opensAt !== null && stored.opensAt <= now;
}

/** The grand test to announce: the open one that closes first, or else the next to open; null when none is live. */
export function nextGrandTestOf<T extends { status: GrandTestStatus; opensAt: string; closesAt: string }>(tests: T[]): T | null {
  const open = tests.filter((test) => test.status === "open").sort((a, b) => a.closesAt.localeCompare(b.closesAt));
  const upcoming = tests.filter((test) => test.status === "upcoming").sort((a, b) => a.opensAt.localeCompare(b.opensAt));
  return open[0] ?? upcoming[0] ?? null;
}

/**
 * The moments the start dialog tells (docs/rules.md, "Grand tests" and "Extra time"): a deadline is
 * min(start + T × (1 + p), close + T × p), so no attempt runs past `latestEnd`, and one started by
 * `fullTimeStartBy` (close − T, whatever p is) gets its whole time. Untimed: the close ends it.
 */
export function grandTestEnds(test: { closesAt: string; quizTime: number }, extraTimePercent: number) {
  const close = Date.parse(test.closesAt);
  if (test.quizTime <= 0) return { latestEnd: new Date(close), fullTimeStartBy: null };
  const minute = 60_000;
  return {
    latestEnd: new Date(close + Math.round((test.quizTime * 60 * extraTimePercent) / 100) * 1000),
    fullTimeStartBy: new Date(close - test.quizTime * minute),
  };
}
