/**
 * The values of the schema's text enums, plain constants with no imports, so lib/'s terms modules
 * (lib/grand-tests/terms.ts, lib/practice/terms.ts, lib/question-reports/terms.ts) re-export them
 * to the API and the screens, browser code included.
 */

export const QUIZ_KINDS = ["quiz", "grand_test"] as const;
/** `registered`: any signed-in learner, free; `subscribers`: a running entitlement for its subject. */
export const GRAND_TEST_ACCESS = ["subscribers", "registered"] as const;

export const PRACTICE_MODES = ["tutor", "timed"] as const;
export const PRACTICE_SOURCES = ["all", "unused", "incorrect", "flagged"] as const;

export const QUESTION_REPORT_REASONS = ["wrong_key", "typo", "outdated", "unclear", "other"] as const;
export const QUESTION_REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
