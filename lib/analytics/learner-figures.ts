/**
 * The learner dashboard's arithmetic on aggregates (docs/rules.md, "Learner dashboard"), pure and safe for the client:
 * shares as percentages and the weakest tags (the percentile is SQL: lib/grand-tests/percentile.ts).
 */

/** A weakest tag needs this many answers; a percentile this many first attempts. */
export const MIN_TAG_ANSWERS = 10;
export const MIN_PERCENTILE_ATTEMPTS = 10;
export const WEAKEST_TAGS = 5;
export const TREND_DAYS = 30;

/** 0–100 with 2 decimals; null when nothing was answered. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export type AccuracyCounts = {
  answered: number;
  correct: number;
  recentAnswered: number;
  recentCorrect: number;
  previousAnswered: number;
  previousCorrect: number;
};
export type Accuracy = {
  answered: number;
  correct: number;
  accuracy: number | null;
  /** The last TREND_DAYS days and the TREND_DAYS before them. */
  last30: { answered: number; accuracy: number | null };
  previous30: { answered: number; accuracy: number | null };
};

export function accuracyOf(counts: AccuracyCounts): Accuracy {
  return {
    answered: counts.answered,
    correct: counts.correct,
    accuracy: percentOf(counts.correct, counts.answered),
    last30: { answered: counts.recentAnswered, accuracy: percentOf(counts.recentCorrect, counts.recentAnswered) },
    previous30: { answered: counts.previousAnswered, accuracy: percentOf(counts.previousCorrect, counts.previousAnswered) },
  };
}

/** The WEAKEST_TAGS lowest accuracies among tags with MIN_TAG_ANSWERS answers or more (ties: more answers first, then name). */
export function weakestOf<T extends { name: string } & Accuracy>(tags: readonly T[]): T[] {
  return tags
    .filter((tag) => tag.answered >= MIN_TAG_ANSWERS)
    .sort((a, b) => a.accuracy! - b.accuracy! || b.answered - a.answered || a.name.localeCompare(b.name))
    .slice(0, WEAKEST_TAGS);
}
