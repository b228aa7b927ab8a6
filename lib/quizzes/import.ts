import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { pacer } from "@/lib/event-loop";
import { singleLine } from "@/lib/single-line";
import { countNewTags } from "@/lib/tags";
import { createQuizFromDraft } from "./admin";
import { parseAiken } from "./aiken";
import { appendQuestions, appendTarget } from "./append";
import { questionsFromDocx, storeDocxImages, type DocxQuestions } from "./docx-import";
import { firstCreateProblem, firstQuestionsProblem, QUIZ_MESSAGES, type QuizDraft } from "./draft";
import { giftSteps, type GiftResult, type ParsedQuestion } from "./gift";
import { previewOf, type ImportPreview } from "./import-preview";
import { quizPayloadSchema } from "./schemas";
import { questionsFromSheet } from "./sheet-import";
import { severalAnswersAsked, severalAnswersWarning } from "./stem-check";

const quizFields = {
  subjectId: z.uuid("Please select quiz subject").transform((id) => id.toLowerCase()),
  name: z.string().max(200, "Quiz name is too long (200 characters at most).").pipe(singleLine("Quiz name")).default(""),
  description: z.string().max(4000, "Description is too long (4,000 characters at most).").optional(),
  quizTime: z.coerce.number({ error: "must be a number" }).int("must be whole minutes").min(1, QUIZ_MESSAGES.quizTime).max(600),
  eachMCQMarks: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, QUIZ_MESSAGES.marks).max(100),
};
const pastedText = z.string().min(1, "Please paste the questions.").max(900_000, "The file is too long.");

const formats = z.enum(["gift", "aiken", "csv"], { error: 'Format must be "gift", "aiken", "xlsx" or "csv".' });
const fileFormats = z.enum(["xlsx", "csv", "docx"], { error: 'Format must be "xlsx", "csv" or "docx" for an uploaded file.' });
const formDryRun = z
  .enum(["true", "false"], 'Dry run must be "true" or "false".')
  .default("false")
  .transform((value) => value === "true");
/** The saved quiz that receives the questions (docs/rules.md, "Catalogue and authoring"). */
const target = { quizId: z.uuid("must be a quiz id").transform((id) => id.toLowerCase()) };

/** JSON: GIFT, Aiken or CSV text, into a new quiz. */
export const importSchema = z.object({ ...quizFields, format: formats, text: pastedText, dryRun: z.boolean().optional().default(false) });
/** JSON: the same text, appended to the saved quiz `quizId`. */
export const importIntoQuizSchema = z.object({
  ...target,
  format: formats,
  text: pastedText,
  dryRun: z.boolean().optional().default(false),
});

/** Multipart: a spreadsheet (XLSX or CSV) or a Word document (DOCX) as `file`, or CSV as `text`; `dryRun` is "true" or "false". */
export const sheetFormSchema = z.object({ ...quizFields, format: fileFormats, text: pastedText.optional(), dryRun: formDryRun });
export const sheetIntoQuizFormSchema = z.object({ ...target, format: fileFormats, text: pastedText.optional(), dryRun: formDryRun });

type NewQuizFields = Omit<z.infer<typeof importSchema>, "format" | "text" | "dryRun">;
type Source = { format: "gift" | "aiken" | "csv"; text: string } | { format: "xlsx" | "csv" | "docx"; file: unknown };
/** A new quiz from its fields, or (with `quizId`) questions appended to a saved quiz. */
export type ImportRequest = (NewQuizFields | { quizId: string }) & Source & { dryRun: boolean };

/** A JSON body: `quizId` names a saved quiz to append to; without it the body describes a new quiz. */
export const importRequestOf = (body: unknown): ImportRequest =>
  typeof body === "object" && body !== null && "quizId" in body ? importIntoQuizSchema.parse(body) : importSchema.parse(body);

/** A multipart form: the spreadsheet or Word document as `file`, or CSV as `text`, into a new quiz or (with `quizId`) a saved one. */
export function sheetRequestOf(form: FormData, fields: Record<string, string>): ImportRequest {
  const { text, ...rest } = form.has("quizId") ? sheetIntoQuizFormSchema.parse(fields) : sheetFormSchema.parse(fields);
  if (text !== undefined && rest.format === "csv" && !form.has("file")) return { ...rest, format: "csv", text };
  return { ...rest, file: form.get("file") };
}

const FORMAT_LABELS = { gift: "GIFT", aiken: "Aiken", csv: "CSV", xlsx: "XLSX", docx: "Word" } as const;

/**
 * What an import did or (dry run) would do; `warnings` name the questions that ask for several
 * answers; `preview` is every question as it is (or will be) saved, in every format.
 */
export type ImportSummary = {
  quizzes: 0 | 1;
  questions: number;
  newTags: number;
  summary: string;
  warnings: string[];
  preview: ImportPreview;
  id?: string;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Imports GIFT or Aiken text, a spreadsheet or a Word document into a new quiz or after a saved
 * quiz's last question, all of it or nothing; a dry run answers what it would do. Every problem is
 * a 400 naming the line of the text (field "text"), the row and column of the spreadsheet, or the
 * question of the Word document. A Word document's pictures are stored only when it is saved.
 */
export async function importQuiz(request: ImportRequest): Promise<ImportSummary> {
  const { questions, docx } = await parseQuestions(request);
  assertStorable(questions);
  const warnings = severalAnswerWarnings(questions);
  const preview = previewOf(questions, [], (index) => docx?.images[index]?.alt ?? null);
  if ("quizId" in request) {
    const problem = firstQuestionsProblem(questions);
    if (problem) throw atQuestion(problem.message, problem.questionIndex === undefined ? undefined : questions[problem.questionIndex]);
    const field = "file" in request ? "file" : "text";
    const quiz = await appendTarget(getDb(), request.quizId, questions.length, field);
    const newTags = await countNewTags(questions.flatMap((question) => question.tags ?? []));
    const added = `${plural(questions.length, "question")} and ${plural(newTags, "new tag")} to "${quiz.name}"`;
    const result = { quizzes: 0 as const, questions: questions.length, newTags, warnings, preview, id: quiz.id };
    if (request.dryRun) return { ...result, summary: `will add ${added}` };
    if (docx) await storeDocxImages(docx);
    await appendQuestions(quiz.id, questions, field);
    return { ...result, summary: `added ${added}` };
  }
  const draft: QuizDraft = {
    name: request.name,
    description: request.description?.trim() || `Imported from ${FORMAT_LABELS[request.format]}.`,
    quizTime: request.quizTime,
    eachMCQMarks: request.eachMCQMarks,
    subject: request.subjectId,
    questions,
  };
  const problem = firstCreateProblem(draft);
  if (problem) throw atQuestion(problem.message, problem.questionIndex === undefined ? undefined : questions[problem.questionIndex]);
  const [subject] = await getDb().select({ id: subjects.id }).from(subjects).where(eq(subjects.id, request.subjectId));
  if (!subject) throw new DomainError("Invalid", QUIZ_MESSAGES.subject, { field: "subjectId" });

  const tags = await countNewTags(questions.flatMap((question) => question.tags ?? []));
  const summary = `${request.dryRun ? "will create" : "created"} 1 quiz, ${plural(questions.length, "question")}, ${plural(tags, "new tag")}`;
  const result: ImportSummary = { quizzes: 1, questions: questions.length, newTags: tags, summary, warnings, preview };
  if (request.dryRun) return result;
  if (docx) await storeDocxImages(docx);
  const { id } = await createQuizFromDraft(draft);
  return { ...result, id };
}

/**
 * Aiken questions carry no line (its parser reports only its own errors by line); a spreadsheet's
 * carry their row, a Word document's their number (and the index of their picture).
 */
type Imported = Omit<ParsedQuestion, "line"> & { line?: number; row?: number; number?: number; image?: number };
type Parsed = { questions: Imported[]; docx?: DocxQuestions };

async function parseQuestions(request: ImportRequest): Promise<Parsed> {
  if ("file" in request && request.format === "docx") {
    const docx = await questionsFromDocx(request.file);
    return { questions: docx.questions, docx };
  }
  if ("file" in request) return { questions: await questionsFromSheet({ format: request.format as "xlsx" | "csv", file: request.file }) };
  if (request.format === "csv") return { questions: await questionsFromSheet({ format: "csv", text: request.text }) };
  const parsed = request.format === "gift" ? await parseGiftInTurns(request.text) : parseAiken(request.text);
  if (!parsed.ok) throw atLine(parsed.error, parsed.line, false);
  return { questions: parsed.questions };
}

/** parseGift, paced: a turn of the event loop between questions every few milliseconds' work (900,000 characters never hold it at once). */
async function parseGiftInTurns(text: string): Promise<GiftResult> {
  const steps = giftSteps(text);
  const pace = pacer();
  for (let read = 0; ;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pace(step.value - read);
    read = step.value;
  }
}

const atLine = (message: string, line: number | undefined, prefix = true) =>
  new DomainError("Invalid", line !== undefined && prefix ? `Line ${line}: ${message}` : message, {
    field: "text",
    details: line === undefined ? undefined : { line },
  });

/** A draft-level problem, at its question's line (GIFT), row (spreadsheets) or number (Word). */
function atQuestion(message: string, question: Imported | undefined) {
  if (question?.number !== undefined)
    return new DomainError("Invalid", `Question ${question.number}: ${message}`, { field: "file", details: { question: question.number } });
  if (question?.row !== undefined)
    return new DomainError("Invalid", `Row ${question.row}: ${message}`, { field: "file", details: { row: question.row } });
  return atLine(message, question?.line);
}

/** The limits of the quiz payload (text lengths, 10 options, 10 tags of 40 characters), by line. */
function assertStorable(questions: Imported[]): void {
  const checked = quizPayloadSchema.shape.questions.safeParse(questions.map(({ id: _id, ...question }) => question));
  if (checked.success) return;
  const issue = checked.error.issues[0]!;
  const [index] = issue.path;
  const question = typeof index === "number" ? questions[index] : undefined;
  const field = issue.path.slice(1).join(".");
  throw atQuestion(`${field ? `${field}: ` : ""}${issue.message}`, question);
}

/** "Line 12: This question asks for more than one answer …", for each stem that does (lib/quizzes/stem-check.ts). */
function severalAnswerWarnings(questions: Imported[]): string[] {
  return questions.flatMap((question) => {
    const phrase = severalAnswersAsked(question.question);
    if (!phrase) return [];
    const where =
      question.number !== undefined
        ? `Question ${question.number}: `
        : question.row !== undefined
          ? `Row ${question.row}: `
          : question.line !== undefined
            ? `Line ${question.line}: `
            : "";
    return [`${where}${severalAnswersWarning(phrase)}`];
  });
}
