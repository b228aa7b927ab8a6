import { z } from "zod";
import { isUuid } from "@/lib/ids";
import { IMAGE_KEY_PATTERN } from "@/lib/images/keys";
import { GRAND_TEST_ACCESS, QUIZ_KINDS } from "@/lib/grand-tests/terms";
import { singleLine } from "@/lib/single-line";
import { questionTagsSchema } from "@/lib/questions/tag-names";
import { MAX_OPTIONS_PER_QUESTION, MAX_QUESTIONS_PER_QUIZ, TEXT_LIMITS, tooLongMessage } from "./limits";

/**
 * Wire shapes of quiz/add and quiz/update. Deliberately lenient about empty values:
 * the create checks and their messages (lib/quizzes/draft.ts) decide those, in their order.
 */
const text = (max: number, label: string) => z.string().max(max, tooLongMessage({ max, label }));
const limited = (field: keyof typeof TEXT_LIMITS) => text(TEXT_LIMITS[field].max, TEXT_LIMITS[field].label);
const line = (max: number, label: string) => text(max, label).pipe(singleLine(label));
const limitedLine = (field: keyof typeof TEXT_LIMITS) => line(TEXT_LIMITS[field].max, TEXT_LIMITS[field].label);
const wholeNumber = z.coerce.number({ error: "must be a number" }).refine(Number.isFinite, "must be a number").transform(Math.trunc);

/** An instant with its offset ("2026-12-01T09:00:00Z", "…+05:00"); null clears it. */
const instant = z.iso
  .datetime({ offset: true, error: "must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00" })
  .transform((value) => new Date(value))
  .nullish();

export const quizIdSchema = z.uuid("Unknown quiz.");
const QUESTIONS_LIMIT_MESSAGE = `A quiz can have at most ${MAX_QUESTIONS_PER_QUIZ} questions.`;

const optionSchema = z.object({
  id: z.uuid().optional(),
  option: limited("option").default(""),
  /** Optional on update, where it may only repeat the stored value. */
  isCorrect: z.boolean().optional(),
  explanation: limited("optionExplanation").nullish(),
});

const questionSchema = z.object({
  id: z.uuid().optional(),
  question: limited("question").default(""),
  explanation: limited("explanation").nullish(),
  eachMCQMarks: wholeNumber.optional(),
  /** These four: absent on update keeps what is stored; null removes it. */
  title: limitedLine("title").nullish(),
  imageKey: z.string().regex(IMAGE_KEY_PATTERN, "Unknown image: upload it again.").nullish(),
  imageAlt: line(300, "Image description").nullish(),
  reference: line(500, "Reference").nullish(),
  tags: questionTagsSchema.optional(),
  options: z
    .array(optionSchema)
    .max(MAX_OPTIONS_PER_QUESTION, `A question can have at most ${MAX_OPTIONS_PER_QUESTION} options.`)
    .default([]),
});

export const quizPayloadSchema = z.object({
  name: line(200, "Quiz name").default(""),
  description: text(4000, "Description")
    .nullish()
    .transform((value) => value ?? ""),
  quizTime: wholeNumber.pipe(z.number().max(600, "Quiz time can be 600 minutes at most.")).default(0),
  eachMCQMarks: wholeNumber.pipe(z.number().max(100, "Marks per question can be 100 at most.")).optional(),
  // Anything but a uuid cannot name a subject: it becomes "" so the subject check answers.
  subject: z
    .union([z.string(), z.object({ id: z.string() }).transform((subject) => subject.id)])
    .default("")
    .transform((id) => (isUuid(id) ? id.toLowerCase() : "")),
  questions: z.array(questionSchema).max(MAX_QUESTIONS_PER_QUIZ, QUESTIONS_LIMIT_MESSAGE).default([]),
  /** Grand tests (docs/rules.md, "Grand tests"); absent keeps what is stored (update) or makes an ordinary quiz (add). */
  kind: z.enum(QUIZ_KINDS, "must be quiz or grand_test").optional(),
  opensAt: instant,
  closesAt: instant,
  access: z.enum(GRAND_TEST_ACCESS, "must be subscribers or registered").nullish(),
});

/**
 * POST /api/quiz/update: the saved quiz as edited and, in `newQuestions` (the add payload's question
 * shape; ids and marks in them are not read), the questions to append after its last one.
 */
export const quizUpdateSchema = quizPayloadSchema.extend({
  id: quizIdSchema,
  newQuestions: z.array(questionSchema).max(MAX_QUESTIONS_PER_QUIZ, QUESTIONS_LIMIT_MESSAGE).default([]),
});

/**
 * POST /api/quiz/{id}/questions: new questions for a saved quiz, each in the add payload's shape.
 * Every one is new and carries the quiz's marks, so ids and marks in it are not read.
 */
export const appendQuestionsSchema = z.object({
  questions: z.array(questionSchema).max(MAX_QUESTIONS_PER_QUIZ, QUESTIONS_LIMIT_MESSAGE),
});

export type QuizPayload = z.infer<typeof quizPayloadSchema>;
