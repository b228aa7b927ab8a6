import type { ScoreTrend } from "./results";

/**
 * How many subjects' score charts /profile/results draws at once: a learner of every subject would
 * otherwise get a chart per subject on each page of results (the page's weight grows with them). The
 * rest are a choice of the subject filter away.
 */
export const CHARTED_SUBJECTS = 6;

/** The subjects last taken first, at most `limit` of them: the charts the results page draws. */
export function recentTrends(trends: readonly ScoreTrend[], limit = CHARTED_SUBJECTS): ScoreTrend[] {
  const lastTaken = (trend: ScoreTrend) => Date.parse(trend.points.at(-1)?.to ?? "") || 0;
  return [...trends].sort((a, b) => lastTaken(b) - lastTaken(a)).slice(0, limit);
}
