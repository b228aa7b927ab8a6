/**
 * The values of the schema's text enums, plain constants with no imports, so lib/'s terms modules
 * (lib/grand-tests/terms.ts, lib/practice-rules/terms.ts, lib/question-reports/terms.ts) re-export them
 * to the API and the screens, browser code included.
 */

export const QUIZ_KINDS = ["quiz", "grand_test"] as const;
/** `registered`: any signed-in learner, free; `subscribers`: a running entitlement for its subject. */
export const GRAND_TEST_ACCESS = ["subscribers", "registered"] as const;

/** What a learner picks in the practice builder; a review session (docs/rules.md, "Review") is built from due cards. */
export const PRACTICE_MODES = ["tutor", "timed"] as const;
/**
 * `weak`: unused or incorrect, what "Practise these" of the weakest tags draws. `atMyLevel`: unused
 * questions, calibrated ones the learner should get right 60–85 % of the time first, then the other
 * calibrated ones nearest that, then the rest.
 */
export const PRACTICE_SOURCES = ["all", "unused", "incorrect", "flagged", "weak", "atMyLevel"] as const;
export const PRACTICE_SESSION_MODES = [...PRACTICE_MODES, "review"] as const;
export const PRACTICE_SESSION_SOURCES = [...PRACTICE_SOURCES, "due"] as const;

/** The event that showed a learner a question's key, and so reviewed its card. */
export const REVIEW_SOURCES = ["quiz", "grand_test", "tutor", "timed", "review"] as const;
export const REVIEW_RATINGS = ["again", "hard", "good", "easy"] as const;

export const QUESTION_REPORT_REASONS = ["wrong_key", "typo", "outdated", "unclear", "other"] as const;
export const QUESTION_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;

/** Where a learner's strikes and highlights live: a quiz or grand-test attempt, or a practice session. */
export const MARK_PAPER_KINDS = ["attempt", "practice"] as const;
