/** The kinds of practice session and of question source (docs/rules.md, "Practice sessions"): shared by the schema, the API and the screens. */
import { PRACTICE_MODES, PRACTICE_SOURCES } from "@/db/enums";

export { PRACTICE_MODES, PRACTICE_SOURCES };
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];
