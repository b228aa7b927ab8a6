import { z } from "zod";
import { MARK_PAPER_KINDS } from "@/db/enums";

/** Rules and messages of a learner's marks (docs/rules.md, "Marks and notes on questions"); safe for the client. */
export const MARK_LIMITS = { noteMaxLength: 2000, maxHighlights: 200 } as const;

export const MARK_MESSAGES = {
  paperNotFound: "Attempt or practice session not found.",
  questionNotInPaper: "This question is not part of this attempt or practice session.",
  wrongOption: "This option does not belong to this question.",
  questionNotShown: "Question not found.",
  rateLimited: (wait: string) => `Too many saves of marks and notes. Try again ${wait}.`,
} as const;

const id = (label: string) => z.uuid(`Unknown ${label}.`).transform((value) => value.toLowerCase());

/** The paper a strike or highlight belongs to: a quiz or grand-test attempt, or a practice session. */
export const paperSchema = z.object({
  kind: z.enum(MARK_PAPER_KINDS, `must be one of ${MARK_PAPER_KINDS.join(", ")}.`),
  id: id("attempt or practice session"),
});
export type PaperRef = z.infer<typeof paperSchema>;

export const strikeSchema = z.object({
  paper: paperSchema,
  questionId: id("question"),
  optionId: id("option"),
  struck: z.boolean({ error: "Struck must be true or false." }),
});
export type StrikeInput = z.infer<typeof strikeSchema>;

const offset = z.number({ error: "must be a number." }).int("must be a whole number.").min(0, "must be 0 or more.");

/**
 * A question's highlights, all of them at once (the latest set wins): `[start, end)` character
 * offsets of its text, each non-empty. Whether they fall inside the text is checked against the
 * text itself (lib/marks/index.ts); here only their shape and that none overlaps another.
 */
export const highlightsSchema = z.object({
  paper: paperSchema,
  questionId: id("question"),
  ranges: z
    .array(z.object({ start: offset, end: offset }).refine((range) => range.end > range.start, "A highlight must end after it starts."))
    .max(MARK_LIMITS.maxHighlights, `At most ${MARK_LIMITS.maxHighlights} highlights on a question.`)
    .transform((ranges) => [...ranges].sort((a, b) => a.start - b.start))
    .refine(
      (ranges) => ranges.every((range, index) => index === 0 || range.start >= ranges[index - 1]!.end),
      "Highlights must not overlap.",
    ),
});
export type HighlightsInput = z.infer<typeof highlightsSchema>;

/** Line breaks and tabs belong in a note; every other control character (C0, DEL, C1) does not. */
const NOTE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** `{ questionId, text }`: an empty text (after trimming) deletes the note. */
export const noteSchema = z.object({
  questionId: id("question"),
  text: z
    .string({ error: "The note must be text." })
    .max(MARK_LIMITS.noteMaxLength, `A note holds ${MARK_LIMITS.noteMaxLength} characters at most.`)
    .refine((text) => !NOTE_CONTROL.test(text), "The note must not contain control characters.")
    .transform((text) => text.trim()),
});
export type NoteInput = z.infer<typeof noteSchema>;
