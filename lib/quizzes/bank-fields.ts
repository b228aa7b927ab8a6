import "server-only";
import type { Transaction } from "@/db/client";
import { setQuestionTags } from "@/lib/tags";
import type { OptionDraft, QuestionDraft } from "./draft";

/**
 * The question-bank fields of a question (title, image, alt text, reference, tags) and of an option
 * (explanation). None of them changes a score, so edit mode may change all of them.
 */
const trimmedOrNull = (text: string | null | undefined) => text?.trim() || null;

type BankFields = Pick<QuestionDraft, "title" | "imageKey" | "imageAlt" | "reference">;

export const questionBankColumns = (question: BankFields) => ({
  title: trimmedOrNull(question.title),
  imageKey: question.imageKey || null,
  imageAlt: question.imageKey ? trimmedOrNull(question.imageAlt) : null,
  reference: trimmedOrNull(question.reference),
});

export const optionBankColumns = (option: Pick<OptionDraft, "explanation">) => ({ explanation: trimmedOrNull(option.explanation) });

/** On edit, only what the payload names: a field left out keeps its stored value (older clients). */
export function editedQuestionColumns(question: BankFields): Partial<ReturnType<typeof questionBankColumns>> {
  const all = questionBankColumns(question);
  return {
    ...(question.title !== undefined ? { title: all.title } : {}),
    ...(question.imageKey !== undefined ? { imageKey: all.imageKey } : {}),
    ...(question.imageAlt !== undefined || question.imageKey === null ? { imageAlt: all.imageAlt } : {}),
    ...(question.reference !== undefined ? { reference: all.reference } : {}),
  };
}

export const editedOptionColumns = (option: Pick<OptionDraft, "explanation">) =>
  option.explanation !== undefined ? optionBankColumns(option) : {};

/** Replaces the tags of the questions whose payload names them. */
export function saveQuestionTags(tx: Transaction, saved: { id: string; tags?: string[] }[]): Promise<void> {
  return setQuestionTags(
    tx,
    saved.filter((question) => question.tags !== undefined).map((question) => ({ questionId: question.id, tags: question.tags! })),
  );
}
