import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/db/client";
import { answers, attempts, options, questions, quizzes } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { resultOf } from "@/lib/attempts/finish";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";

export const regradeSchema = z.object({
  correctOptionIds: z
    .array(
      z.uuid("correctOptionIds must be option ids.").transform((id) => id.toLowerCase()),
      {
        error: "correctOptionIds must be a list of option ids.",
      },
    )
    .min(1, "Choose at least one correct option.")
    .max(50, "A question has at most 50 options."),
  dryRun: z.boolean({ error: "dryRun must be true or false." }).default(false),
});
export type RegradeInput = z.infer<typeof regradeSchema>;

export type RegradeSummary = { attempts: number; scoreChanged: number; passToFail: number; failToPass: number };

/** An ended attempt whose stored result the new key changes. */
export type AttemptChange = {
  attemptId: string;
  userId: string;
  submittedAt: Date;
  before: { correct: number; incorrect: number; score: number; passed: boolean };
  after: { correct: number; incorrect: number; score: number; passed: boolean };
  totalMarks: number;
};

export type RegradePlan = {
  question: { id: string; quizId: string; quizName: string; text: string };
  oldKey: string[];
  newKey: string[];
  summary: RegradeSummary;
  changes: AttemptChange[];
};

const QUESTION_NOT_FOUND = "Question not found.";

/**
 * What a new key does to every ended attempt of the question's quiz: each one's answer to this
 * question moves its correct count by −1, 0 or +1, and its score and pass by what that gives
 * (lib/attempts/rules computeResult against the quiz kind's pass mark, as its result shows it). The dry run and the apply both use
 * it, so the dry run answers exactly what the apply then writes. With `lock`, the quiz, the question
 * and the quiz's attempts are locked first (the order of lib/quizzes/admin.ts and lib/grand-tests/finalise.ts),
 * so no attempt ends under the old key while the new one is written: a grand test's close claims the
 * quiz row first; an attempt started meanwhile cannot save an answer to this question (the answer's
 * foreign key takes a key-share lock on the question row). Practice ends lock the options they count
 * instead (lib/practice/finish.ts).
 */
export async function planRegrade(tx: Executor, questionId: string, requested: string[], lock: boolean): Promise<RegradePlan> {
  // No key update: attempts (whose foreign key takes a key-share lock on the quiz) still start meanwhile.
  if (lock)
    await tx.execute(
      sql`select 1 from ${quizzes} where id = (select quiz_id from ${questions} where id = ${questionId}) for no key update`,
    );
  const questionQuery = tx
    .select({
      id: questions.id,
      quizId: questions.quizId,
      quizName: quizzes.name,
      quizKind: quizzes.kind,
      text: questions.text,
      deletedAt: quizzes.deletedAt,
    })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(eq(questions.id, questionId));
  const [question] = lock ? await questionQuery.for("update", { of: questions }) : await questionQuery;
  if (!question || question.deletedAt) throw new DomainError("NotFound", QUESTION_NOT_FOUND);

  const optionRows = await tx
    .select({ id: options.id, isCorrect: options.isCorrect })
    .from(options)
    .where(eq(options.questionId, questionId));
  const newKey = [...new Set(requested)];
  const foreign = newKey.find((id) => !optionRows.some((option) => option.id === id));
  if (foreign)
    throw new DomainError("Invalid", "Every correct option must be an option of this question.", {
      field: "correctOptionIds",
      details: { optionId: foreign },
    });
  const oldKey = optionRows.filter((option) => option.isCorrect).map((option) => option.id);
  if (oldKey.length === newKey.length && oldKey.every((id) => newKey.includes(id)))
    throw new DomainError("AlreadyDone", "This is already the question's key.");

  if (lock) await tx.execute(sql`select 1 from ${attempts} where ${attempts.quizId} = ${question.quizId} for update`);
  const ended = await tx
    .select({ attempt: attempts, optionId: answers.optionId })
    .from(attempts)
    .leftJoin(answers, and(eq(answers.attemptId, attempts.id), eq(answers.questionId, questionId)))
    .where(and(eq(attempts.quizId, question.quizId), isNotNull(attempts.submittedAt)));

  const passMark = (await readPassMarks(tx))[question.quizKind];
  const summary: RegradeSummary = { attempts: ended.length, scoreChanged: 0, passToFail: 0, failToPass: 0 };
  const changes: AttemptChange[] = [];
  for (const { attempt, optionId } of ended) {
    if (!optionId) continue;
    const delta = Number(newKey.includes(optionId)) - Number(oldKey.includes(optionId));
    if (delta === 0) continue;
    const before = resultOf(attempt, passMark);
    const after = resultOf({ ...attempt, correctCount: before.correct + delta, incorrectCount: before.incorrect - delta }, passMark);
    summary.scoreChanged += 1;
    if (before.passed && !after.passed) summary.passToFail += 1;
    if (!before.passed && after.passed) summary.failToPass += 1;
    changes.push({
      attemptId: attempt.id,
      userId: attempt.userId,
      submittedAt: attempt.submittedAt!,
      totalMarks: before.totalMarks,
      before: { correct: before.correct, incorrect: before.incorrect, score: before.score, passed: before.passed },
      after: { correct: after.correct, incorrect: after.incorrect, score: after.score, passed: after.passed },
    });
  }
  return {
    question: { id: question.id, quizId: question.quizId, quizName: question.quizName, text: question.text },
    oldKey,
    newKey,
    summary,
    changes,
  };
}
