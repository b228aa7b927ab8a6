import { randomUUID } from "node:crypto";
import { createQuiz } from "@/lib/quizzes/admin";
import { getLiveQuiz, type QuizView } from "@/lib/quizzes/views";
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

/** quizTime 0 (untimed) cannot be created, only set by an edit: the fixture does the same. */
export async function makeQuiz(subjectId: string, options: Parameters<typeof quizPayload>[1] = {}) {
  const untimed = options.quizTime === 0;
  const { id } = await createQuiz(quizPayload(subjectId, { ...options, quizTime: untimed ? 1 : options.quizTime }));
  if (untimed) {
    const { getDb } = await import("@/db/client");
    const { quizzes } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await getDb().update(quizzes).set({ quizTimeMinutes: 0 }).where(eq(quizzes.id, id));
  }
  return getLiveQuiz(id, "with-answer-key");
}

/** Gives the user a running entitlement (an approved payment behind it), as approval would. */
export async function entitle(userId: string, subjectId: string | null) {
  const { getDb } = await import("@/db/client");
  const { entitlements, payments } = await import("@/db/schema");
  const { newObjectKey } = await import("@/lib/storage");
  const db = getDb();
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      isMonthly: subjectId === null,
      amountPaisa: 50_000,
      transactionId: `T-${randomUUID()}`,
      proofKey: newObjectKey("proofs"),
      proofContentType: "image/png",
      status: "ACCEPTED",
    })
    .returning({ id: payments.id });
  const { recordPaymentDecision } = await import("@/lib/report-aggregates/record");
  await recordPaymentDecision(db, payment!.id);
  const now = Date.now();
  const [entitlement] = await db
    .insert(entitlements)
    .values({ userId, subjectId, paymentId: payment!.id, startsAt: new Date(now - 1000), endsAt: new Date(now + 30 * 86_400_000) })
    .returning();
  return entitlement!;
}

export type EditOption = { id?: string; option: string; isCorrect?: boolean };
export type EditQuestion = { id?: string; question: string; explanation?: string | null; eachMCQMarks: number; options: EditOption[] };
export type EditPayload = {
  id: string;
  name: string;
  description: string | null;
  quizTime: number;
  subject: string;
  eachMCQMarks: number;
  questions: EditQuestion[];
};

/**
 * The update payload the editor sends back for a stored quiz; `change` replaces fields of a
 * question (its text, image, options…), which is how a test edits one.
 */
export const editPayload = (
  quiz: QuizView,
  change: (question: QuizView["questions"][number], index: number) => Record<string, unknown> = () => ({}),
): EditPayload => ({
  id: quiz.id,
  name: quiz.name,
  description: quiz.description,
  quizTime: quiz.quizTime,
  subject: quiz.subject.id,
  eachMCQMarks: quiz.eachMCQMarks,
  questions: quiz.questions.map((question, index) => ({
    id: question.id,
    question: question.question,
    explanation: question.explanation,
    eachMCQMarks: question.eachMCQMarks,
    options: question.optionsList.map((option) => ({ id: option.id, option: option.option, isCorrect: option.isAnswer })),
    ...change(question, index),
  })),
});
