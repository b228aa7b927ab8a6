/**
 * The terms of grand tests (DESIGN §7), safe to import in client components and the schema:
 * kinds of quiz, who may sit a grand test, the phases of its window and the pure phase rule.
 */
export const QUIZ_KINDS = ["quiz", "grand_test"] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** `registered`: any signed-in learner, free; `subscribers`: a running entitlement for its subject. */
export const GRAND_TEST_ACCESS = ["subscribers", "registered"] as const;
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
