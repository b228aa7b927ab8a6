import { sql, type SQL } from "drizzle-orm";

/**
 * The percentile of a score (docs/rules.md, "Grand tests"): (lower + 0.5 × equal) / participants × 100, `equal` counting
 * the learner, to 2 decimals (exact numeric rounding). The one formula for a grand test's stored
 * standings (./finalise.ts) and the dashboard's quiz percentiles (lib/analytics/learner.ts).
 */
export const percentileSql = (counts: { lower: SQL; equal: SQL; participants: SQL }): SQL =>
  sql`round((${counts.lower} + 0.5 * ${counts.equal}) * 100.0 / ${counts.participants}, 2)`;
