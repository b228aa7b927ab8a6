import "server-only";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { answers, attempts, quizzes, subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { flaggedAmong } from "@/lib/flags";
import { keyRevealed, sealedUntil } from "@/lib/sitting-rules/conditions";
import { GRAND_TEST_MESSAGES } from "@/lib/sitting-rules/messages";
import { getQuizIncludingDeleted, quizPaper, type QuizView } from "@/lib/quizzes/views";
import { extraPercentOf } from "@/lib/accommodations/terms";
import { attemptClock } from "@/lib/attempts/clock";
import { endedResult, finaliseOverdueAttempts, resultOf, type EndedResult } from "@/lib/attempts/finish";
import { offsetOf, pageOf, pageParamsSchema, type PageParams } from "@/lib/pagination";
import { paperOf } from "@/lib/sitting-rules/paper";
import { readPassMarks } from "@/lib/sitting-rules/pass-marks";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import { marksOfOwnAttempt } from "@/lib/marks";

type AttemptRow = typeof attempts.$inferSelect;

async function ownedAttempt(viewer: SessionUser, attemptId: string, allowAdmin: boolean): Promise<AttemptRow> {
  const [attempt] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
  if (!attempt || !(attempt.userId === viewer.id || (allowAdmin && viewer.isAdmin)))
    throw new DomainError("NotFound", ATTEMPT_MESSAGES.notFound);
  if (!attempt.submittedAt && attempt.deadline) {
    await finaliseOverdueAttempts(attempt.userId, attempt.quizId);
    const [fresh] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    return fresh!;
  }
  return attempt;
}

const savedAnswers = (attemptId: string) =>
  getDb().select({ questionId: answers.questionId, optionId: answers.optionId }).from(answers).where(eq(answers.attemptId, attemptId));

/** The quiz screen's state: times from the server clock, saved answers, and no answer key. */
export async function attemptState(viewer: SessionUser, attemptId: string) {
  const attempt = await ownedAttempt(viewer, attemptId, false);
  // The learner's marks ride with the paper, so the screen opens in one request (docs/rules.md, "Marks and notes on questions").
  const [whole, saved, marks] = await Promise.all([quizPaper(attempt.quizId), savedAnswers(attempt.id), marksOfOwnAttempt(attempt)]);
  const quiz = paperOf(whole, attempt.totalQuestions);
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    ...attemptClock(attempt),
    /** The extra time this attempt was started with (docs/rules.md, "Extra time"): the quiz screen's badge. */
    extraTimePercent: extraPercentOf({
      ...attempt,
      quizTime: quiz.quizTime,
      closesAt: quiz.kind === "grand_test" && quiz.closesAt ? new Date(quiz.closesAt) : null,
    }),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    quiz,
    questionsAttempted: saved.map((answer) => ({
      questionId: answer.questionId,
      selectedOptionId: answer.optionId,
      questionDetails: quiz.questions.find((question) => question.id === answer.questionId) ?? null,
    })),
    flaggedQuestionIds: await flaggedAmong(attempt.userId, questionIdsOf(quiz)),
    marks,
  };
}

const questionIdsOf = (quiz: QuizView) => quiz.questions.map((question) => question.id);

/** One ended attempt with the learner's choices, the correct options and the explanations. */
export async function attemptReview(
  viewer: SessionUser,
  attemptId: string,
): Promise<{ result: EndedResult; quiz: QuizView; choices: Record<string, string>; flaggedQuestionIds: string[] }> {
  const attempt = await ownedAttempt(viewer, attemptId, true);
  if (!attempt.submittedAt) throw new DomainError("InProgress", ATTEMPT_MESSAGES.inProgress);
  const sealed = viewer.isAdmin ? null : await sealedUntil(attempt.quizId);
  if (sealed) throw new DomainError("Sealed", GRAND_TEST_MESSAGES.reviewLocked(sealed));
  const [whole, saved, marks] = await Promise.all([
    getQuizIncludingDeleted(attempt.quizId, "with-answer-key"),
    savedAnswers(attempt.id),
    readPassMarks(),
  ]);
  const quiz = paperOf(whole, attempt.totalQuestions);
  return {
    result: endedResult(attempt, marks[quiz.kind]),
    quiz,
    choices: Object.fromEntries(saved.map((answer) => [answer.questionId, answer.optionId])),
    flaggedQuestionIds: await flaggedAmong(attempt.userId, questionIdsOf(quiz)),
  };
}

/** `?subject=<subject id>` (every subject when absent), `?page=&pageSize=`. */
export const resultListSchema = pageParamsSchema.extend({ subject: z.uuid("must be a subject id.").optional() });
export type ResultListQuery = PageParams & { subject?: string };

/** A learner's ended attempts (joined with `quizzes`), a grand test's only once its results are open. */
export const endedOfLearner = (userId: string, subjectId?: string) =>
  and(
    eq(attempts.userId, userId),
    isNotNull(attempts.submittedAt),
    keyRevealed(),
    subjectId ? eq(quizzes.subjectId, subjectId) : undefined,
  );

/** One page of the learner's ended attempts, newest first, in the documented nested shape, with the total. */
export async function listResults(userId: string, query: ResultListQuery) {
  await finaliseOverdueAttempts(userId);
  const where = endedOfLearner(userId, query.subject);
  const db = getDb();
  const [rows, [total], marks] = await Promise.all([
    db
      .select({
        attempt: attempts,
        quiz: { id: quizzes.id, name: quizzes.name, kind: quizzes.kind },
        subject: { id: subjects.id, name: subjects.name },
      })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      .where(where)
      .orderBy(desc(attempts.submittedAt), desc(attempts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(attempts).innerJoin(quizzes, eq(quizzes.id, attempts.quizId)).where(where),
    readPassMarks(),
  ]);
  const items = rows.map(({ attempt, quiz, subject }) => ({
    id: attempt.id,
    quizAttemptId: attempt.id,
    ...resultOf(attempt, marks[quiz.kind]),
    createdAt: attempt.submittedAt!.toISOString(),
    quizAttempt: { id: attempt.id, quiz: { id: quiz.id, name: quiz.name, kind: quiz.kind, subject } },
  }));
  return pageOf(items, total!.n, query);
}
