import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { options, questions } from "@/db/schema";
import { optionBankColumns, questionBankColumns, saveQuestionTags } from "./bank-fields";
import { withoutEmptyOptions, type QuestionDraft } from "./draft";

/**
 * Inserts questions, their options and tags into a quiz: a new quiz's (from position 0), or those
 * appended after a saved quiz's last one (`firstPosition`). Each table is one statement whose rows
 * travel as a single JSON parameter: a 200-question import with 800 options binds 2 parameters
 * instead of ~5,000, which is what keeps it well under 2 s (PGlite parses every bound parameter).
 * Returns the new questions' ids, in order.
 */
export async function insertQuestions(tx: Transaction, quizId: string, drafts: QuestionDraft[], firstPosition = 0): Promise<string[]> {
  const cleaned = withoutEmptyOptions(drafts).map((question) => ({ ...question, id: randomUUID() }));
  const questionRows = cleaned.map((question, index) => {
    const bank = questionBankColumns(question);
    return {
      id: question.id,
      quiz_id: quizId,
      position: firstPosition + index,
      title: bank.title,
      text: question.question.trim(),
      explanation: question.explanation?.trim() || null,
      image_key: bank.imageKey,
      image_alt: bank.imageAlt,
      reference: bank.reference,
    };
  });
  const optionRows = cleaned.flatMap((question) =>
    question.options.map((option, position) => ({
      question_id: question.id,
      position,
      text: option.option.trim(),
      is_correct: option.isCorrect,
      explanation: optionBankColumns(option).explanation,
    })),
  );
  await tx.execute(sql`
    insert into ${questions} (id, quiz_id, position, title, text, explanation, image_key, image_alt, reference)
    select id, quiz_id, position, title, text, explanation, image_key, image_alt, reference
    from json_to_recordset(${JSON.stringify(questionRows)}::json)
      as row(id uuid, quiz_id uuid, position int, title text, text text, explanation text, image_key text, image_alt text, reference text)`);
  await tx.execute(sql`
    insert into ${options} (question_id, position, text, is_correct, explanation)
    select question_id, position, text, is_correct, explanation
    from json_to_recordset(${JSON.stringify(optionRows)}::json)
      as row(question_id uuid, position int, text text, is_correct boolean, explanation text)`);
  await saveQuestionTags(tx, cleaned);
  return cleaned.map((question) => question.id);
}
