import "server-only";
import { z } from "zod";
import { writeGift } from "./gift";
import { getLiveQuiz } from "./views";

/** `GET /api/quiz/{id}/export?format=gift`: GIFT is the one format (and the default). */
export const quizExportQuery = z.object({ format: z.literal("gift", 'Format must be "gift".').default("gift") });

/** A live quiz as GIFT, with its key, explanations, tags and references (admins only: the caller checks). */
export async function exportQuizAsGift(quizId: string): Promise<{ fileName: string; text: string }> {
  const quiz = await getLiveQuiz(quizId, "with-answer-key");
  const text = writeGift(
    quiz.questions.map((question) => ({
      question: question.question,
      explanation: question.explanation,
      reference: question.reference,
      tags: question.tags,
      options: question.optionsList.map((option) => ({
        option: option.option,
        isCorrect: option.isAnswer === true,
        explanation: option.explanation,
      })),
    })),
  );
  const fileName = `${quiz.name.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "quiz"}.gift.txt`;
  return { fileName, text };
}
