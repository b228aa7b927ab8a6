import { getDb } from "@/db/client";
import { answers, attempts, quizzes } from "@/db/schema";
import { eq } from "drizzle-orm";
import type { QuizView } from "@/lib/quizzes/views";
import { entitle } from "./catalogue";
import { createUser, type TestUser } from "./db";

/** Letters of the fixture's options: A is a quiz's first option, B its second… */
export const optionByLetter = (quiz: QuizView, question: number, letter: string) =>
  quiz.questions[question]!.optionsList["ABC".indexOf(letter)]!.id;

/**
 * An attempt written straight to the database, as taking the quiz would leave it: `letters` holds a
 * letter (or "-" for no answer) per question; ended at `submittedAt` unless null. The stored score
 * counts the current key, as the end of an attempt does.
 */
export async function seedAttempt(
  learner: { id: string; entitlementId: string },
  quiz: QuizView,
  letters: string,
  times: { startedAt: Date; submittedAt: Date | null; answeredAt?: (index: number) => Date },
) {
  const db = getDb();
  const chosen = [...letters].flatMap((letter, index) =>
    letter === "-" ? [] : [{ index, optionId: optionByLetter(quiz, index, letter) }],
  );
  const correct = chosen.filter(
    ({ index, optionId }) => quiz.questions[index]!.optionsList.find((o) => o.id === optionId)!.isAnswer,
  ).length;
  const ended = times.submittedAt !== null;
  const [attempt] = await db
    .insert(attempts)
    .values({
      userId: learner.id,
      quizId: quiz.id,
      entitlementId: learner.entitlementId,
      startedAt: times.startedAt,
      submittedAt: times.submittedAt,
      ...(ended
        ? {
            correctCount: correct,
            incorrectCount: quiz.questions.length - correct,
            score: correct,
            totalMarks: quiz.questions.length,
            totalQuestions: quiz.questions.length,
          }
        : {}),
    })
    .returning({ id: attempts.id });
  if (chosen.length > 0)
    await db.insert(answers).values(
      chosen.map(({ index, optionId }) => ({
        attemptId: attempt!.id,
        questionId: quiz.questions[index]!.id,
        optionId,
        answeredAt: times.answeredAt?.(index) ?? times.startedAt,
      })),
    );
  return attempt!.id;
}

/** A learner entitled to the quiz's subject. */
export async function entitledLearner(subjectId: string): Promise<TestUser & { entitlementId: string }> {
  const learner = await createUser();
  const entitlement = await entitle(learner.id, subjectId);
  return { ...learner, entitlementId: entitlement.id };
}

export const softDelete = (quizId: string) => getDb().update(quizzes).set({ deletedAt: new Date() }).where(eq(quizzes.id, quizId));
