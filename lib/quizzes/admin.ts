import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { options, questions, quizzes, subjects } from "@/db/schema";
import { AppError, notFound } from "@/lib/api/errors";
import { catalogueChanged } from "@/lib/catalogue/cache";
import { firstCreateProblem, QUIZ_MESSAGES, type QuizDraft } from "./draft";
import type { QuizPayload } from "./schemas";
import { assertTextOnlyChange, type StoredQuiz } from "./update-rules";
import { editedOptionColumns, editedQuestionColumns, saveQuestionTags } from "./bank-fields";
import { insertQuestions } from "./insert-questions";

export function toDraft(payload: QuizPayload): QuizDraft {
  return {
    name: payload.name,
    description: payload.description,
    quizTime: payload.quizTime,
    eachMCQMarks: payload.eachMCQMarks ?? payload.questions[0]?.eachMCQMarks ?? 0,
    subject: payload.subject,
    questions: payload.questions.map((question) => ({
      ...question,
      options: question.options.map((option) => ({ ...option, isCorrect: option.isCorrect ?? false })),
    })),
  };
}

const refuse = (message: string, questionIndex?: number) =>
  new AppError(400, message, undefined, questionIndex === undefined ? undefined : { questionIndex });

/** Creates a quiz after the spec's checks, all of it or nothing. */
export async function createQuiz(payload: QuizPayload): Promise<{ id: string }> {
  return createQuizFromDraft(toDraft(payload));
}

/** Creates a quiz from a draft (the editor's payload or an imported file), all of it or nothing. */
export async function createQuizFromDraft(draft: QuizDraft): Promise<{ id: string }> {
  const problem = firstCreateProblem(draft);
  if (problem) throw refuse(problem.message, problem.questionIndex);

  const id = await getDb().transaction(async (tx) => {
    const [subject] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, draft.subject)).limit(1);
    if (!subject) throw refuse(QUIZ_MESSAGES.subject);
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        subjectId: subject.id,
        name: draft.name.trim(),
        description: draft.description.trim(),
        quizTimeMinutes: draft.quizTime,
        eachQuestionMarks: draft.eachMCQMarks,
      })
      .returning({ id: quizzes.id });
    await insertQuestions(tx, quiz!.id, draft.questions);
    return quiz!.id;
  });
  catalogueChanged();
  return { id };
}

/** Edits texts and time only (spec §4): anything else is refused and nothing is written. */
export async function updateQuiz(quizId: string, payload: QuizPayload): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)))
      .for("update");
    if (!locked) throw notFound("Quiz not found.");
    const stored: StoredQuiz | undefined = await tx.query.quizzes.findFirst({
      where: eq(quizzes.id, quizId),
      with: { questions: { with: { options: true } } },
    });
    assertTextOnlyChange(stored!, payload);

    await tx
      .update(quizzes)
      .set({ name: payload.name.trim(), description: payload.description.trim(), quizTimeMinutes: payload.quizTime, updatedAt: sql`now()` })
      .where(eq(quizzes.id, quizId));
    for (const question of payload.questions) {
      await tx
        .update(questions)
        .set({ text: question.question.trim(), explanation: question.explanation?.trim() || null, ...editedQuestionColumns(question) })
        .where(eq(questions.id, question.id!));
      for (const option of question.options) {
        await tx
          .update(options)
          .set({ text: option.option.trim(), ...editedOptionColumns(option) })
          .where(eq(options.id, option.id!));
      }
    }
    await saveQuestionTags(
      tx,
      payload.questions.map((question) => ({ id: question.id!, tags: question.tags })),
    );
  });
  catalogueChanged();
}

/** Hides the quiz; attempts and results keep their history. */
export async function deleteQuiz(quizId: string): Promise<void> {
  const deleted = await getDb()
    .update(quizzes)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)))
    .returning({ id: quizzes.id });
  if (deleted.length === 0) throw notFound("Quiz not found.");
  catalogueChanged();
}
