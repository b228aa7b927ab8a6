import "server-only";
import { and, eq, isNull, max, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { questions, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { catalogueChanged } from "@/lib/catalogue/cache";
import { scheduleLocked } from "@/lib/grand-tests/terms";
import { firstQuestionsProblem, type QuestionDraft } from "./draft";
import { insertQuestions } from "./insert-questions";
import { MAX_QUESTIONS_PER_QUIZ } from "./limits";

export const APPEND_MESSAGES = {
  notFound: "Quiz not found.",
  grandTestOpened: "Questions cannot be added to a grand test once it has opened: every candidate sits the same paper.",
  tooMany: (stored: number, adding: number) =>
    `This quiz has ${stored} ${stored === 1 ? "question" : "questions"}; adding ${adding} would pass the limit of ${MAX_QUESTIONS_PER_QUIZ}.`,
} as const;

export type AppendTarget = { id: string; name: string; questionCount: number; nextPosition: number };

/**
 * The saved quiz that `adding` questions may be appended to (docs/rules.md, "Catalogue and
 * authoring"): live (404 otherwise), not a grand test that has opened by the database clock (409),
 * and with room under the limit (400 naming `field`). `lock` holds the quiz row until the
 * transaction ends, so two appends queue and a grand test cannot open half-way through one.
 */
export async function appendTarget(db: Executor, quizId: string, adding: number, field: string, lock = false): Promise<AppendTarget> {
  const query = db
    .select({
      id: quizzes.id,
      name: quizzes.name,
      kind: quizzes.kind,
      opensAt: quizzes.opensAt,
      questionCount: quizzes.questionCount,
      now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  const [quiz] = lock ? await query.for("update") : await query;
  if (!quiz) throw new DomainError("NotFound", APPEND_MESSAGES.notFound);
  if (scheduleLocked(quiz, quiz.now)) {
    throw new DomainError("Locked", APPEND_MESSAGES.grandTestOpened);
  }
  if (quiz.questionCount + adding > MAX_QUESTIONS_PER_QUIZ) {
    throw new DomainError("Invalid", APPEND_MESSAGES.tooMany(quiz.questionCount, adding), { field });
  }
  const [last] = await db
    .select({ position: max(questions.position) })
    .from(questions)
    .where(eq(questions.quizId, quizId));
  return { id: quiz.id, name: quiz.name, questionCount: quiz.questionCount, nextPosition: (last?.position ?? -1) + 1 };
}

export type Appended = { questionIds: string[]; totalQuestions: number };

/**
 * Adds questions after a saved quiz's last one, all of them or none: the create rules for each
 * question (400 naming `questions` and the question's index), then the target's rules. Nothing
 * stored is touched: the quiz's questions, options, keys, marks, attempts and answers stay as they
 * are, and an attempt already started keeps the paper it started with (lib/sitting-rules/paper.ts).
 */
export async function appendQuestions(quizId: string, drafts: QuestionDraft[], field = "questions"): Promise<Appended> {
  assertAppendable(drafts, field);
  const appended = await getDb().transaction((tx) => appendWithin(tx, quizId, drafts, field));
  catalogueChanged();
  return appended;
}

/** The create rules for each question to append: 400 naming `field` and the question's index. */
export function assertAppendable(drafts: QuestionDraft[], field: string): void {
  const problem = firstQuestionsProblem(drafts);
  if (problem) {
    throw new DomainError("Invalid", problem.message, {
      field,
      details: problem.questionIndex === undefined ? undefined : { questionIndex: problem.questionIndex },
    });
  }
}

/**
 * The append inside the caller's transaction (an append alone, or the editor's update that adds
 * questions): the target's rules with the quiz row locked, then the questions after its last one.
 */
export async function appendWithin(tx: Transaction, quizId: string, drafts: QuestionDraft[], field: string): Promise<Appended> {
  const target = await appendTarget(tx, quizId, drafts.length, field, true);
  const questionIds = await insertQuestions(tx, quizId, drafts, target.nextPosition);
  return { questionIds, totalQuestions: target.questionCount + questionIds.length };
}
