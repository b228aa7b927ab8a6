import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { options, practiceAnswers, practiceQuestions, questions } from "@/db/schema";
import { imageUrl } from "@/lib/images/keys";

type StoredOption = { id: string; option: string; isCorrect: boolean; explanation: string | null };

/** Everything stored about a session's questions, key included: only the functions below decide what leaves the server. */
export function storedQuestions(sessionId: string, db: Executor = getDb()) {
  return db
    .select({
      id: questions.id,
      question: questions.text,
      imageKey: questions.imageKey,
      imageAlt: questions.imageAlt,
      explanation: questions.explanation,
      reference: questions.reference,
      options: sql<StoredOption[]>`(select coalesce(json_agg(json_build_object('id', o.id, 'option', o.text, 'isCorrect', o.is_correct,
        'explanation', o.explanation) order by o.position), '[]'::json) from ${options} o where o.question_id = ${questions.id})`,
      chosenOptionId: practiceAnswers.optionId,
    })
    .from(practiceQuestions)
    .innerJoin(questions, eq(questions.id, practiceQuestions.questionId))
    .leftJoin(
      practiceAnswers,
      sql`${practiceAnswers.sessionId} = ${practiceQuestions.sessionId} and ${practiceAnswers.questionId} = ${practiceQuestions.questionId}`,
    )
    .where(eq(practiceQuestions.sessionId, sessionId))
    .orderBy(asc(practiceQuestions.position));
}
type StoredQuestion = Awaited<ReturnType<typeof storedQuestions>>[number];

/** What may be shown before the key: text, image and options. */
export const questionView = (
  question: Pick<StoredQuestion, "id" | "question" | "imageKey" | "imageAlt"> & { options: Pick<StoredOption, "id" | "option">[] },
) => ({
  id: question.id,
  question: question.question,
  ...(question.imageKey ? { imageUrl: imageUrl(question.imageKey), imageAlt: question.imageAlt } : {}),
  optionsList: question.options.map((option) => ({ id: option.id, option: option.option })),
});
export type PracticeQuestionView = ReturnType<typeof questionView>;

/** The key of one question, as the tutor answer reveals it. */
export function revealOf(
  question: Pick<StoredQuestion, "explanation" | "reference" | "chosenOptionId"> & { options: Omit<StoredOption, "option">[] },
) {
  const chosen = question.options.find((option) => option.id === question.chosenOptionId);
  return {
    correct: chosen?.isCorrect ?? false,
    correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
    explanation: question.explanation,
    optionExplanations: Object.fromEntries(
      question.options.filter((option) => option.explanation).map((option) => [option.id, option.explanation!]),
    ) as Record<string, string>,
    reference: question.reference,
  };
}
export type PracticeReveal = ReturnType<typeof revealOf>;
