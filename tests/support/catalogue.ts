import { randomUUID } from "node:crypto";
import { createQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz } from "@/lib/quizzes/views";
import { createSubject } from "@/lib/subjects/admin";

export const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

export async function makeSubject(price = 500) {
  return createSubject({ name: uniqueName("Subject"), description: "Test subject", price });
}

/** A quiz of `count` questions; option 0 is correct (options 0 and 1 for the first question when `twoCorrect`). */
export function quizPayload(subjectId: string, options: { count?: number; quizTime?: number; marks?: number; twoCorrect?: boolean } = {}) {
  const count = options.count ?? 3;
  return {
    name: uniqueName("Quiz"),
    description: "Choose the single best answer.",
    quizTime: options.quizTime ?? 10,
    eachMCQMarks: options.marks ?? 1,
    subject: subjectId,
    questions: Array.from({ length: count }, (_, index) => ({
      question: `Question ${index + 1}?`,
      explanation: `Because ${index + 1}.`,
      eachMCQMarks: options.marks ?? 1,
      options: ["Right", "Wrong one", "Wrong two"].map((option, optionIndex) => ({
        option,
        isCorrect: optionIndex === 0 || (options.twoCorrect === true && index === 0 && optionIndex === 1),
      })),
    })),
  };
}

export async function makeQuiz(subjectId: string, options: Parameters<typeof quizPayload>[1] = {}) {
  const { id } = await createQuiz(quizPayload(subjectId, options));
  return getLiveQuiz(id, "with-answer-key");
}
