/** The kinds of practice session and of question source (docs/rules.md, "Practice sessions"): shared by the schema, the API and the screens. */
import { PRACTICE_MODES, PRACTICE_SESSION_MODES, PRACTICE_SESSION_SOURCES, PRACTICE_SOURCES } from "@/db/enums";

export { PRACTICE_MODES, PRACTICE_SESSION_MODES, PRACTICE_SESSION_SOURCES, PRACTICE_SOURCES };
export type PracticeMode = (typeof PRACTICE_MODES)[number];
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];
/** A builder's mode, or "review" (a session of due cards, docs/rules.md "Review"). */
export type PracticeSessionMode = (typeof PRACTICE_SESSION_MODES)[number];
/** Tutor and review sessions show each question's key as soon as it is answered; timed ones at the end. */
export const revealsOnAnswer = (mode: PracticeSessionMode) => mode !== "timed";
export type PracticeSessionSource = (typeof PRACTICE_SESSION_SOURCES)[number];
