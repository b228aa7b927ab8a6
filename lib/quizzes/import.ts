import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { subjects } from "@/db/schema";
import { AppError, badRequest } from "@/lib/api/errors";
import { singleLine } from "@/lib/single-line";
import { countNewTags } from "@/lib/tags";
import { createQuizFromDraft } from "./admin";
import { parseAiken } from "./aiken";
import { firstCreateProblem, QUIZ_MESSAGES, type QuizDraft } from "./draft";
import { parseGift, type ParsedQuestion } from "./gift";
import { quizPayloadSchema } from "./schemas";

export const importSchema = z.object({
  subjectId: z.uuid("Please select quiz subject").transform((id) => id.toLowerCase()),
  name: z.string().max(200, "Quiz name is too long (200 characters at most).").pipe(singleLine("Quiz name")).default(""),
  description: z.string().max(4000, "Description is too long (4,000 characters at most).").optional(),
  quizTime: z.coerce.number({ error: "must be a number" }).int("must be whole minutes").min(1, QUIZ_MESSAGES.quizTime).max(600),
  eachMCQMarks: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, QUIZ_MESSAGES.marks).max(100),
  format: z.enum(["gift", "aiken"], { error: 'Format must be "gift" or "aiken".' }),
  text: z.string().min(1, "Please paste the questions.").max(900_000, "The file is too long."),
  dryRun: z.boolean().optional().default(false),
});
export type ImportRequest = z.infer<typeof importSchema>;

export type ImportSummary = { quizzes: 1; questions: number; newTags: number; summary: string; id?: string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Imports a quiz from GIFT or Aiken text, all of it or nothing; a dry run answers what it would
 * create. Every problem is a 400 naming the line of the file (field "text").
 */
export async function importQuiz(request: ImportRequest): Promise<ImportSummary> {
  const questions = parseQuestions(request);
  const draft: QuizDraft = {
    name: request.name,
    description: request.description?.trim() || `Imported from ${request.format === "gift" ? "GIFT" : "Aiken"}.`,
    quizTime: request.quizTime,
    eachMCQMarks: request.eachMCQMarks,
    subject: request.subjectId,
    questions,
  };
  assertStorable(draft, questions);
  const problem = firstCreateProblem(draft);
  if (problem) throw atLine(problem.message, problem.questionIndex === undefined ? undefined : questions[problem.questionIndex]?.line);
  const [subject] = await getDb().select({ id: subjects.id }).from(subjects).where(eq(subjects.id, request.subjectId));
  if (!subject) throw badRequest(QUIZ_MESSAGES.subject, "subjectId");

  const newTags = await countNewTags(questions.flatMap((question) => question.tags ?? []));
  const summary = `${request.dryRun ? "will create" : "created"} 1 quiz, ${plural(questions.length, "question")}, ${plural(newTags, "new tag")}`;
  const result: ImportSummary = { quizzes: 1, questions: questions.length, newTags, summary };
  if (request.dryRun) return result;
  const { id } = await createQuizFromDraft(draft);
  return { ...result, id };
}

/** Aiken questions carry no line (its parser reports only its own errors by line). */
type Imported = Omit<ParsedQuestion, "line"> & { line?: number };

function parseQuestions(request: ImportRequest): Imported[] {
  if (request.format === "gift") {
    const parsed = parseGift(request.text);
    if (!parsed.ok) throw atLine(parsed.error, parsed.line, false);
    return parsed.questions;
  }
  const parsed = parseAiken(request.text);
  if (!parsed.ok) throw atLine(parsed.error, parsed.line, false);
  return parsed.questions;
}

const atLine = (message: string, line: number | undefined, prefix = true) =>
  new AppError(400, line !== undefined && prefix ? `Line ${line}: ${message}` : message, "text", line === undefined ? undefined : { line });

/** The limits of the quiz payload (text lengths, 10 options, 10 tags of 40 characters), by line. */
function assertStorable(draft: QuizDraft, questions: Imported[]): void {
  const checked = quizPayloadSchema.safeParse({ ...draft, questions: draft.questions.map(({ id: _id, ...question }) => question) });
  if (checked.success) return;
  const issue = checked.error.issues[0]!;
  const [where, index] = issue.path;
  const line = where === "questions" && typeof index === "number" ? questions[index]?.line : undefined;
  const field = issue.path.slice(2).join(".");
  throw atLine(`${field ? `${field}: ` : ""}${issue.message}`, line);
}
