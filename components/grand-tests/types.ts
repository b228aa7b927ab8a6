import type { GrandTestItem } from "@/lib/grand-tests/list";
import type { GrandTestResults } from "@/lib/grand-tests/results";

/**
 * The grand-test answers as the screens read them (`GET /api/grand-tests`,
 * `GET /api/grand-tests/{id}/results`), derived from the lib functions that build them.
 */
export type { GrandTestAccess, GrandTestMine, GrandTestStatus } from "@/lib/grand-tests/terms";
export type { GrandTestResults };
export type GrandTestRow = GrandTestItem;
export type GrandTestStanding = NonNullable<GrandTestResults["mine"]>;
export type ScoreBin = GrandTestResults["distribution"][number];
export type LeaderboardRow = GrandTestResults["leaderboard"][number];

/** Who is looking: a visitor, an admin (who does not sit grand tests) or a learner. */
export type Viewer = "visitor" | "admin" | "learner";

export { GRAND_TESTS_HREF, grandTestResultsHref } from "@/components/quiz/links";
