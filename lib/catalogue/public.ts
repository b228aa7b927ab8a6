import "server-only";
import { and, asc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { quizzes, subjects } from "@/db/schema";
import { ordinaryQuizzes } from "@/lib/sitting-rules/conditions";
import { fromPaisa } from "@/lib/money";
import { cachedCatalogue } from "./cache";

export type CatalogueQuiz = { id: string; name: string; questionCount: number; quizTimeMinutes: number };
export type CatalogueSubject = { id: string; name: string; description: string | null; price: number; quizzes: CatalogueQuiz[] };

/** Subjects with their live quizzes, for visitors: names, counts and times only — never questions. */
export async function loadPublicCatalogue(): Promise<CatalogueSubject[]> {
  const db = getDb();
  const [subjectRows, quizRows] = await Promise.all([
    db.select().from(subjects).orderBy(asc(subjects.name)),
    db
      .select({
        id: quizzes.id,
        subjectId: quizzes.subjectId,
        name: quizzes.name,
        quizTimeMinutes: quizzes.quizTimeMinutes,
        questionCount: quizzes.questionCount,
      })
      .from(quizzes)
      .where(and(isNull(quizzes.deletedAt), ordinaryQuizzes()))
      .orderBy(asc(quizzes.name)),
  ]);
  return subjectRows.map((subject) => ({
    id: subject.id,
    name: subject.name,
    description: subject.description,
    price: fromPaisa(subject.pricePaisa),
    quizzes: quizRows
      .filter((quiz) => quiz.subjectId === subject.id)
      .map(({ id, name, quizTimeMinutes, questionCount }) => ({ id, name, quizTimeMinutes, questionCount })),
  }));
}

/** Cached for a minute in each process and dropped at once in the one where an admin edits (./cache.ts). */
export const getPublicCatalogue = (): Promise<CatalogueSubject[]> => cachedCatalogue(loadPublicCatalogue);
