import "server-only";
import { z } from "zod";
import { safeFileBase, type DownloadFile } from "@/lib/files/download";
import { CSV_TYPE, writeCsv, writeXlsx, XLSX_TYPE } from "@/lib/sheets/write";
import type { QuestionDraft } from "./draft";
import { writeGift } from "./gift";
import { questionSheet, TEMPLATE_QUESTION } from "./sheet-write";
import { getLiveQuiz } from "./views";

const FORMAT_ERROR = 'choose "gift", "xlsx" or "csv".';
/** `GET /api/quiz/{id}/export?format=gift|xlsx|csv`: GIFT is the default. */
export const quizExportQuery = z.object({ format: z.enum(["gift", "xlsx", "csv"], FORMAT_ERROR).default("gift") });
/** `GET /api/quiz/import/template?format=xlsx|csv`. */
export const templateQuery = z.object({ format: z.enum(["xlsx", "csv"], 'choose "xlsx" or "csv".').default("xlsx") });

/** A live quiz as a file, with its titles, key, explanations, tags and references (admins only: the caller checks). */
export async function exportQuiz(quizId: string, format: "gift" | "xlsx" | "csv"): Promise<DownloadFile> {
  const quiz = await getLiveQuiz(quizId, "authoring");
  const questions: QuestionDraft[] = quiz.questions.map((question) => ({
    title: question.title,
    question: question.question,
    explanation: question.explanation,
    reference: question.reference,
    tags: question.tags,
    options: question.optionsList.map((option) => ({
      option: option.option,
      isCorrect: option.isAnswer === true,
      explanation: option.explanation,
    })),
  }));
  const baseName = safeFileBase(quiz.name, "quiz");
  if (format === "gift") return { fileName: `${baseName}.gift.txt`, contentType: "text/plain; charset=utf-8", body: writeGift(questions) };
  return sheetFile(baseName, format, questions);
}

/** The spreadsheet template: the columns and one worked example. */
export const templateFile = (format: "xlsx" | "csv") => sheetFile("questions-template", format, [TEMPLATE_QUESTION]);

async function sheetFile(baseName: string, format: "xlsx" | "csv", questions: QuestionDraft[]): Promise<DownloadFile> {
  const { headers, widths, rows } = questionSheet(questions);
  if (format === "csv") return { fileName: `${baseName}.csv`, contentType: CSV_TYPE, body: writeCsv(headers, rows) };
  const columns = headers.map((header, index) => ({ header, width: widths[index]! }));
  return { fileName: `${baseName}.xlsx`, contentType: XLSX_TYPE, body: await writeXlsx("Questions", columns, rows) };
}
