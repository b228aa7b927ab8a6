import { and, eq, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { answers, attempts, options, questions } from "@/db/schema";
import { AppError, badRequest, notFound } from "@/lib/api/errors";
import { finaliseAttempt } from "./finish";
import { ATTEMPT_MESSAGES, SUBMIT_GRACE_SECONDS } from "./rules";

export type AnswerInput = { attemptId: string; questionId: string; optionId: string };

/**
 * Saves (or replaces) one answer in a single statement — the exam-day hot path. The row is
 * written only when the caller owns the open attempt, its deadline (plus grace) has not passed
 * and the option belongs to the question of the attempt's quiz. Repeats are harmless.
 */
export async function saveAnswer(userId: string, input: AnswerInput): Promise<void> {
  const db = getDb();
  const eligible = db
    .select({
      attemptId: attempts.id,
      questionId: questions.id,
      optionId: options.id,
      answeredAt: sql<Date>`now()`.as("answered_at"),
    })
    .from(attempts)
    .innerJoin(questions, and(eq(questions.quizId, attempts.quizId), eq(questions.id, input.questionId)))
    .innerJoin(options, and(eq(options.questionId, questions.id), eq(options.id, input.optionId)))
    .where(
      and(
        eq(attempts.id, input.attemptId),
        eq(attempts.userId, userId),
        isNull(attempts.submittedAt),
        or(isNull(attempts.deadline), sql`now() <= ${attempts.deadline} + make_interval(secs => ${SUBMIT_GRACE_SECONDS})`),
      ),
    );
  const saved = await db
    .insert(answers)
    .select(eligible)
    .onConflictDoUpdate({
      target: [answers.attemptId, answers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`excluded.answered_at` },
    })
    .returning({ attemptId: answers.attemptId });
  if (saved.length === 0) await explainRefusal(userId, input);
}

/** Only on the rare refusal: find out which rule said no, and say so. */
async function explainRefusal(userId: string, input: AnswerInput): Promise<never> {
  const [attempt] = await getDb()
    .select({
      submittedAt: attempts.submittedAt,
      timeUp: sql<boolean>`${attempts.deadline} is not null and now() > ${attempts.deadline} + make_interval(secs => ${SUBMIT_GRACE_SECONDS})`,
    })
    .from(attempts)
    .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, userId)));
  if (!attempt) throw notFound(ATTEMPT_MESSAGES.notFound);
  if (attempt.submittedAt) throw new AppError(409, ATTEMPT_MESSAGES.ended);
  if (attempt.timeUp) {
    await finaliseAttempt(input.attemptId, userId);
    throw new AppError(409, ATTEMPT_MESSAGES.timeUp);
  }
  throw badRequest(ATTEMPT_MESSAGES.wrongOption, "optionId");
}
