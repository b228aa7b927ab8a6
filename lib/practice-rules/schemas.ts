import { z } from "zod";
import { PRACTICE_MODES, PRACTICE_SOURCES } from "./terms";
import { tagNameSchema, uniqueTagNames } from "@/lib/questions/tag-names";

/** Rules and messages of practice sessions (docs/rules.md, "Practice sessions"); safe for the client. */
export const PRACTICE_LIMITS = { minCount: 1, maxCount: 100, minMinutes: 1, maxMinutes: 300, maxSubjects: 50, maxTags: 20 } as const;

export const PRACTICE_MESSAGES = {
  noAccess: "Buy a subject to practise its questions.",
  subjectOutsideAccess: "You do not have access to this subject.",
  unknownSubject: "Subject not found.",
  unknownTag: "Tag not found.",
  tagOutsideAccess: "This tag has no questions in the subjects you have access to.",
  noMatch: "No questions match these filters.",
  notFound: "Practice session not found.",
  questionNotInSession: "This question is not part of this practice session.",
  wrongOption: "This option does not belong to this question.",
  alreadyAnswered: "This question has already been answered.",
  ended: "This practice session has already ended.",
  timeUp: "Time is up: answers are no longer accepted for this session.",
} as const;

const id = (label: string) => z.uuid(`Unknown ${label}.`);

/** Which questions a session draws from: any of the subjects (default: all within access), any of the tags. */
export const practiceFiltersSchema = z.object({
  subjectIds: z
    .array(id("subject"))
    .max(PRACTICE_LIMITS.maxSubjects, `At most ${PRACTICE_LIMITS.maxSubjects} subjects.`)
    .transform((ids) => [...new Set(ids.map((value) => value.toLowerCase()))])
    .optional(),
  tags: z
    .array(tagNameSchema)
    .max(PRACTICE_LIMITS.maxTags, `At most ${PRACTICE_LIMITS.maxTags} tags.`)
    .transform(uniqueTagNames)
    .optional(),
  source: z.enum(PRACTICE_SOURCES, `must be one of ${PRACTICE_SOURCES.join(", ")}.`),
});
export type PracticeFilters = z.infer<typeof practiceFiltersSchema>;

export const createPracticeSchema = practiceFiltersSchema
  .extend({
    count: z
      .number({ error: "must be a whole number." })
      .int("must be a whole number.")
      .min(PRACTICE_LIMITS.minCount, `must be between ${PRACTICE_LIMITS.minCount} and ${PRACTICE_LIMITS.maxCount}.`)
      .max(PRACTICE_LIMITS.maxCount, `must be between ${PRACTICE_LIMITS.minCount} and ${PRACTICE_LIMITS.maxCount}.`),
    mode: z.enum(PRACTICE_MODES, `must be one of ${PRACTICE_MODES.join(", ")}.`),
    minutes: z
      .number({ error: "must be a whole number." })
      .int("must be a whole number.")
      .min(PRACTICE_LIMITS.minMinutes, `must be between ${PRACTICE_LIMITS.minMinutes} and ${PRACTICE_LIMITS.maxMinutes}.`)
      .max(PRACTICE_LIMITS.maxMinutes, `must be between ${PRACTICE_LIMITS.minMinutes} and ${PRACTICE_LIMITS.maxMinutes}.`)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.mode === "timed" && value.minutes === undefined)
      context.addIssue({ code: "custom", path: ["minutes"], message: "is required for a timed session." });
  });
export type CreatePracticeInput = z.infer<typeof createPracticeSchema>;

export const practiceAnswerSchema = z.object({ questionId: id("question"), optionId: id("option") });
