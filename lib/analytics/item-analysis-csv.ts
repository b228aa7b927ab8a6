import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { quizzes } from "@/db/schema";
import { safeFileBase, type DownloadFile } from "@/lib/files/download";
import { CSV_TYPE, writeCsv } from "@/lib/sheets/write";
import { quizItemAnalysis } from "./item-analysis";
import type { ItemFlag, QuestionFigures } from "./item-figures";

/** `GET /api/quiz/{id}/statistics?format=json|csv`: JSON by default. */
export const statisticsQuery = z.object({ format: z.enum(["json", "csv"], 'choose "json" or "csv".').default("json") });

const FLAG_NAMES: Record<ItemFlag, string> = { too_easy: "too easy", too_hard: "too hard", weak: "weak", check_key: "check key" };
const letter = (index: number) => String.fromCharCode(65 + index);
const figure = (value: number | null) => (value === null ? "" : value.toFixed(2));

/**
 * The Statistics tab as a CSV (docs/rules.md, "Item analysis"): a row per question in quiz order
 * with n, p, D, r (pb), its flags, its key's letters and the share of first attempts that chose
 * each option. Admins only (the caller checks); the same figures as the JSON.
 */
export async function itemAnalysisCsv(quizId: string): Promise<DownloadFile> {
  const analysis = await quizItemAnalysis(quizId);
  const [quiz] = await getDb().select({ name: quizzes.name }).from(quizzes).where(eq(quizzes.id, quizId));
  const letters = Math.max(0, ...analysis.questions.map((question) => question.options.length));
  const header = [
    "#",
    "Question",
    "n",
    "p",
    "D",
    "r (pb)",
    "Flags",
    "Key",
    ...Array.from({ length: letters }, (_, i) => `Chose ${letter(i)}`),
  ];
  const rows = analysis.questions.map((question, index) => [String(index + 1), question.question, ...figuresOf(question, letters)]);
  return { fileName: `${safeFileBase(quiz?.name ?? "", "quiz")}-statistics.csv`, contentType: CSV_TYPE, body: writeCsv(header, rows) };
}

function figuresOf(question: QuestionFigures, letters: number): string[] {
  const key = question.options.flatMap((option, index) => (option.isCorrect ? [letter(index)] : [])).join(" ");
  const shares = Array.from({ length: letters }, (_, index) => figure(question.options[index]?.share ?? null));
  const flags = question.flags.map((flag) => FLAG_NAMES[flag]).join(", ");
  return [String(question.n), figure(question.p), figure(question.D), figure(question.pointBiserial), flags, key, ...shares];
}
