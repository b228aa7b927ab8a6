/**
 * The learner dashboard's arithmetic on aggregates (docs/rules.md, "Learner dashboard"), pure and safe for the client:
 * shares as percentages and the weakest tags (the percentile is SQL: lib/grand-tests/percentile.ts).
 */

/**
 * A weak tag needs this many answers (fewer say nothing: one wrong answer is 0 %); a trend this
 * many in each of its two windows; a percentile this many first attempts.
 */
export const MIN_TAG_ANSWERS = 5;
export const MIN_TREND_ANSWERS = 10;
export const MIN_PERCENTILE_ATTEMPTS = 10;
/** Only a tag answered right less often than this is called weak. */
export const WEAK_BELOW_PERCENT = 70;
export const WEAKEST_TAGS = 5;
export const TREND_DAYS = 30;
/** The normal quantile of the Wilson intervals: 95 % two-sided. */
const WILSON_Z = 1.96;

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
  /** Whole points from the TREND_DAYS before to the last TREND_DAYS; null unless both hold MIN_TREND_ANSWERS answers. */
  trend: number | null;
};

export function accuracyOf(counts: AccuracyCounts): Accuracy {
  const last30 = { answered: counts.recentAnswered, accuracy: percentOf(counts.recentCorrect, counts.recentAnswered) };
  const previous30 = { answered: counts.previousAnswered, accuracy: percentOf(counts.previousCorrect, counts.previousAnswered) };
  const enough = last30.answered >= MIN_TREND_ANSWERS && previous30.answered >= MIN_TREND_ANSWERS;
  return {
    answered: counts.answered,
    correct: counts.correct,
    accuracy: percentOf(counts.correct, counts.answered),
    last30,
    previous30,
    trend: enough ? Math.round(last30.accuracy! - previous30.accuracy!) : null,
  };
}

/**
 * The Wilson score interval of a share of `correct` in `answered` (95 %), as percentages with 2
 * decimals; null when nothing was answered. Unlike the plain share ± an error, it stays within
 * 0–100 and is honest for small counts: 2 of 6 is 9.68–70.00, 20 of 60 is 22.73–45.94.
 */
export function wilsonInterval(correct: number, answered: number): { lower: number; upper: number } | null {
  if (answered <= 0) return null;
  const share = correct / answered;
  const z2 = WILSON_Z * WILSON_Z;
  const centre = share + z2 / (2 * answered);
  const spread = WILSON_Z * Math.sqrt((share * (1 - share)) / answered + z2 / (4 * answered * answered));
  const scale = 1 + z2 / answered;
  const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 100;
  return { lower: percent((centre - spread) / scale), upper: percent((centre + spread) / scale) };
}

/**
 * Weak tags (docs/rules.md, "Learner dashboard"): among tags with MIN_TAG_ANSWERS answers or more
 * and an accuracy below WEAK_BELOW_PERCENT, the WEAKEST_TAGS whose Wilson upper bound is lowest:
 * first the tags we are surest are weak (many answers, mostly wrong), so a few unlucky answers
 * count without crowding out a tag long shown to be weak. Ties: more answers, then name.
 */
export function weakestOf<T extends { name: string } & Accuracy>(tags: readonly T[]): (T & { upperBound: number })[] {
  return tags
    .filter((tag) => tag.answered >= MIN_TAG_ANSWERS && tag.accuracy! < WEAK_BELOW_PERCENT)
    .map((tag) => ({ ...tag, upperBound: wilsonInterval(tag.correct, tag.answered)!.upper }))
    .sort((a, b) => a.upperBound - b.upperBound || b.answered - a.answered || a.name.localeCompare(b.name))
    .slice(0, WEAKEST_TAGS);
}
