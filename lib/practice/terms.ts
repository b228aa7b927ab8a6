/** The kinds of practice session and of question source (DESIGN §6): shared by the schema, the API and the screens. */
export const PRACTICE_MODES = ["tutor", "timed"] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export const PRACTICE_SOURCES = ["all", "unused", "incorrect", "flagged"] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];
