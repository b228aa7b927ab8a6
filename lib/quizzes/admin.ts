import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, options, questions, quizzes, subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { catalogueChanged } from "@/lib/catalogue/cache";
import { grandTestScheduleChanged } from "@/lib/grand-tests/closer-worker";
import { scheduleColumns, scheduleForCreate, scheduleForUpdate, type ScheduleInput } from "@/lib/grand-tests/schedule";
import { firstCreateProblem, NEW_QUESTIONS_FIELD, QUIZ_MESSAGES, type QuestionDraft, type QuizDraft } from "./draft";
import type { QuizPayload } from "./schemas";
import { assertTextOnlyChange, type StoredQuiz } from "./update-rules";
import { editedOptionColumns, editedQuestionColumns, saveQuestionTags } from "./bank-fields";
import { insertQuestions } from "./insert-questions";
import { appendWithin, assertAppendable, type Appended } from "./append";

export function toDraft(payload: QuizPayload): QuizDraft {
  return {
    name: payload.name,
    description: payload.description,
    quizTime: payload.quizTime,
    eachMCQMarks: payload.eachMCQMarks ?? payload.questions[0]?.eachMCQMarks ?? 0,
    subject: payload.subject,
    questions: questionDraftsOf(payload.questions),
  };
}

/** The payload's questions as drafts: an option without `isCorrect` is not correct. */
export const questionDraftsOf = (payload: QuizPayload["questions"]): QuestionDraft[] =>
  payload.map((question) => ({
    ...question,
    options: question.options.map((option) => ({ ...option, isCorrect: option.isCorrect ?? false })),
  }));

const refuse = (message: string, questionIndex?: number) =>
  new DomainError("Invalid", message, { details: questionIndex === undefined ? undefined : { questionIndex } });

/** Creates a quiz after its create checks (docs/rules.md, "Catalogue and authoring"), all of it or nothing. */
export async function createQuiz(payload: QuizPayload): Promise<{ id: string }> {
  return createQuizFromDraft(toDraft(payload), payload);
}

/**
 * Creates a quiz from a draft (the editor's payload or an imported file), all of it or nothing;
 * a grand test when the schedule says so (checked after the create checks).
 */
export async function createQuizFromDraft(draft: QuizDraft, scheduleInput: ScheduleInput = {}): Promise<{ id: string }> {
  const problem = firstCreateProblem(draft);
  if (problem) throw refuse(problem.message, problem.questionIndex);
  const schedule = scheduleForCreate(scheduleInput, draft.quizTime, new Date());

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
        ...scheduleColumns(schedule),
      })
      .returning({ id: quizzes.id });
    await insertQuestions(tx, quiz!.id, draft.questions);
    return quiz!.id;
  });
  catalogueChanged();
  await grandTestScheduleChanged();
  return { id };
}

/**
 * Edits texts and time only, and a grand test's schedule until it opens (docs/rules.md, "Grand tests"):
 * anything else is refused and nothing is written. `newQuestions` are appended after the saved ones
 * in the same transaction, by the append's rules: the edit and the new questions are saved together
 * or not at all.
 */
export async function updateQuiz(quizId: string, payload: QuizPayload, newQuestions: QuestionDraft[] = []): Promise<Appended | null> {
  if (newQuestions.length > 0) assertAppendable(newQuestions, NEW_QUESTIONS_FIELD);
  const appended = await getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select({
        kind: quizzes.kind,
        opensAt: quizzes.opensAt,
        closesAt: quizzes.closesAt,
        access: quizzes.access,
        quizTime: quizzes.quizTimeMinutes,
        now: sql<Date>`now()`.mapWith((value) => new Date(value)),
      })
      .from(quizzes)
      .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)))
      .for("update");
    if (!locked) throw new DomainError("NotFound", "Quiz not found.");
    const stored: StoredQuiz | undefined = await tx.query.quizzes.findFirst({
      where: eq(quizzes.id, quizId),
      with: { questions: { with: { options: true } } },
    });
    assertTextOnlyChange(stored!, payload);
    const [attempted] = await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.quizId, quizId)).limit(1);
    const schedule = scheduleForUpdate({ ...locked, hasAttempts: attempted !== undefined }, payload, payload.quizTime, locked.now);

    await tx
      .update(quizzes)
      .set({
        name: payload.name.trim(),
        description: payload.description.trim(),
        quizTimeMinutes: payload.quizTime,
        ...scheduleColumns(schedule),
        updatedAt: sql`now()`,
      })
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
    return newQuestions.length > 0 ? appendWithin(tx, quizId, newQuestions, NEW_QUESTIONS_FIELD) : null;
  });
  catalogueChanged();
  await grandTestScheduleChanged();
  return appended;
}

/** Hides the quiz; attempts and results keep their history. */
export async function deleteQuiz(quizId: string): Promise<void> {
  const deleted = await getDb()
    .update(quizzes)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)))
    .returning({ id: quizzes.id });
  if (deleted.length === 0) throw new DomainError("NotFound", "Quiz not found.");
  catalogueChanged();
  await grandTestScheduleChanged();
}
