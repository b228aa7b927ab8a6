/**
 * The hand-computed item-analysis example (docs/rules.md, "Item analysis"): 12 candidates × 5
 * questions of options A, B, C, A keyed correct everywhere; "-" is no answer. Candidates are listed
 * in the order they submitted. Totals 4 3 4 5 3 4 2 3 2 1 2 1; n = 12, groups of round(0.27 × 12) = 3.
 * Top: c4 (5), then c1, c3, c6 tie at 4 for two places: c1 and c3 submitted first. Bottom: c10, c12
 * (1), then c7, c9, c11 tie at 2 for one place: c7. Q1 everyone gets right; Q5's top group prefers B
 * (check_key).
 */
export const RESPONSES = ["AAAAB", "AAABB", "AAAAB", "AAAAA", "AABAC", "AAACA", "AABBC", "ABABA", "AB-BA", "ACCCC", "ABBCA", "A-CBB"];
export const LETTERS = ["A", "B", "C"] as const;
export const TOP = [3, 0, 2]; // c4, c1, c3 (indexes)
export const BOTTOM = [9, 11, 6]; // c10, c12, c7

/**
 * mean = 34/12; population variance = Σt²/n − mean² = 114/12 − (17/6)² = 53/36, SD = √53/6;
 * Σ pq = 0 + 35/144 + 1/4 + 2/9 + 35/144 = 23/24; KR-20 = 5/4 × (1 − (23/24)/(53/36)) = 185/424;
 * SEM = SD × √(1 − 185/424).
 */
export const EXPECTED_QUIZ = {
  n: 12,
  mean: 17 / 6,
  sd: Math.sqrt(53) / 6,
  kr20: 185 / 424,
  sem: (Math.sqrt(53) / 6) * Math.sqrt(1 - 185 / 424),
};

/**
 * Per question: p; D = p(top) − p(bottom); the corrected point-biserial r = cov(x, t − x) /
 * √(var x · var(t − x)) with sums of squares Sxy, Sxx, Syy (Q2: 9/4, 35/12, 41/4); per option the
 * shares [all, top, bottom] of A, B, C.
 */
export const EXPECTED_QUESTIONS = [
  {
    p: 1,
    D: 0,
    pointBiserial: null,
    flags: ["too_easy", "weak"],
    shares: [
      [1, 1, 1],
      [0, 0, 0],
      [0, 0, 0],
    ],
  },
  {
    p: 7 / 12,
    D: 2 / 3,
    pointBiserial: 9 / 4 / Math.sqrt((35 / 12) * (41 / 4)),
    flags: [],
    shares: [
      [7 / 12, 1, 1 / 3],
      [1 / 4, 0, 0],
      [1 / 12, 0, 1 / 3],
    ],
  },
  {
    p: 1 / 2,
    D: 1,
    pointBiserial: 3 / Math.sqrt(3 * (26 / 3)),
    flags: [],
    shares: [
      [1 / 2, 1, 0],
      [1 / 4, 0, 1 / 3],
      [1 / 6, 0, 2 / 3],
    ],
  },
  {
    p: 1 / 3,
    D: 1,
    pointBiserial: 2 / Math.sqrt((8 / 3) * 11),
    flags: [],
    shares: [
      [1 / 3, 1, 0],
      [5 / 12, 0, 2 / 3],
      [1 / 4, 0, 1 / 3],
    ],
  },
  {
    p: 5 / 12,
    D: 1 / 3,
    pointBiserial: -13 / 12 / Math.sqrt((35 / 12) * (203 / 12)),
    flags: ["check_key"],
    shares: [
      [5 / 12, 1 / 3, 0],
      [1 / 3, 2 / 3, 1 / 3],
      [1 / 4, 0, 2 / 3],
    ],
  },
];

export const totalOf = (response: string) => [...response].filter((letter) => letter === "A").length;
