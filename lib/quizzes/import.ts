import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { singleLine } from "@/lib/single-line";
import { countNewTags } from "@/lib/tags";
import { createQuizFromDraft } from "./admin";
import { parseAiken } from "./aiken";
import { firstCreateProblem, QUIZ_MESSAGES, type QuizDraft } from "./draft";
import { parseGift, type ParsedQuestion } from "./gift";
import { quizPayloadSchema } from "./schemas";
import { questionsFromSheet } from "./sheet-import";

const quizFields = {
  subjectId: z.uuid("Please select quiz subject").transform((id) => id.toLowerCase()),
  name: z.string().max(200, "Quiz name is too long (200 characters at most).").pipe(singleLine("Quiz name")).default(""),
  description: z.string().max(4000, "Description is too long (4,000 characters at most).").optional(),
  quizTime: z.coerce.number({ error: "must be a number" }).int("must be whole minutes").min(1, QUIZ_MESSAGES.quizTime).max(600),
  eachMCQMarks: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, QUIZ_MESSAGES.marks).max(100),
};
const pastedText = z.string().min(1, "Please paste the questions.").max(900_000, "The file is too long.");

/** JSON: GIFT, Aiken or CSV text. */
export const importSchema = z.object({
  ...quizFields,
  format: z.enum(["gift", "aiken", "csv"], { error: 'Format must be "gift", "aiken", "xlsx" or "csv".' }),
  text: pastedText,
  dryRun: z.boolean().optional().default(false),
});

/** Multipart: a spreadsheet as `file` (XLSX or CSV), or CSV as `text`; `dryRun` is "true" or "false". */
export const sheetFormSchema = z.object({
  ...quizFields,
  format: z.enum(["xlsx", "csv"], { error: 'Format must be "xlsx" or "csv" for an uploaded file.' }),
  text: pastedText.optional(),
  dryRun: z
    .enum(["true", "false"], 'Dry run must be "true" or "false".')
    .default("false")
    .transform((value) => value === "true"),
});

type QuizFields = Omit<z.infer<typeof importSchema>, "format" | "text">;
export type ImportRequest = QuizFields & ({ format: "gift" | "aiken" | "csv"; text: string } | { format: "xlsx" | "csv"; file: unknown });
const FORMAT_LABELS = { gift: "GIFT", aiken: "Aiken", csv: "CSV", xlsx: "XLSX" } as const;

export type ImportSummary = { quizzes: 1; questions: number; newTags: number; summary: string; id?: string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Imports a quiz from GIFT or Aiken text or a spreadsheet, all of it or nothing; a dry run answers
 * what it would create. Every problem is a 400 naming the line of the text (field "text"), or the
 * row and column of the spreadsheet.
 */
export async function importQuiz(request: ImportRequest): Promise<ImportSummary> {
  const questions = await parseQuestions(request);
  const draft: QuizDraft = {
    name: request.name,
    description: request.description?.trim() || `Imported from ${FORMAT_LABELS[request.format]}.`,
    quizTime: request.quizTime,
    eachMCQMarks: request.eachMCQMarks,
    subject: request.subjectId,
    questions,
  };
  assertStorable(draft, questions);
  const problem = firstCreateProblem(draft);
  if (problem) throw atQuestion(problem.message, problem.questionIndex === undefined ? undefined : questions[problem.questionIndex]);
  const [subject] = await getDb().select({ id: subjects.id }).from(subjects).where(eq(subjects.id, request.subjectId));
  if (!subject) throw new DomainError("Invalid", QUIZ_MESSAGES.subject, { field: "subjectId" });

  const newTags = await countNewTags(questions.flatMap((question) => question.tags ?? []));
  const summary = `${request.dryRun ? "will create" : "created"} 1 quiz, ${plural(questions.length, "question")}, ${plural(newTags, "new tag")}`;
  const result: ImportSummary = { quizzes: 1, questions: questions.length, newTags, summary };
  if (request.dryRun) return result;
  const { id } = await createQuizFromDraft(draft);
  return { ...result, id };
}

/** Aiken questions carry no line (its parser reports only its own errors by line); a spreadsheet's carry their row. */
type Imported = Omit<ParsedQuestion, "line"> & { line?: number; row?: number };

async function parseQuestions(request: ImportRequest): Promise<Imported[]> {
  if ("file" in request) return questionsFromSheet(request);
  if (request.format === "csv") return questionsFromSheet({ format: "csv", text: request.text });
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
  new DomainError("Invalid", line !== undefined && prefix ? `Line ${line}: ${message}` : message, {
    field: "text",
    details: line === undefined ? undefined : { line },
  });

/** A draft-level problem, at its question's line (GIFT) or row (spreadsheets). */
const atQuestion = (message: string, question: Imported | undefined) =>
  question?.row === undefined
    ? atLine(message, question?.line)
    : new DomainError("Invalid", `Row ${question.row}: ${message}`, { field: "file", details: { row: question.row } });

/** The limits of the quiz payload (text lengths, 10 options, 10 tags of 40 characters), by line. */
function assertStorable(draft: QuizDraft, questions: Imported[]): void {
  const checked = quizPayloadSchema.safeParse({ ...draft, questions: draft.questions.map(({ id: _id, ...question }) => question) });
  if (checked.success) return;
  const issue = checked.error.issues[0]!;
  const [where, index] = issue.path;
  const question = where === "questions" && typeof index === "number" ? questions[index] : undefined;
  const field = issue.path.slice(2).join(".");
  throw atQuestion(`${field ? `${field}: ` : ""}${issue.message}`, question);
}
