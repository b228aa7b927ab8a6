import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { options, questionMarks, questionNotes, questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { attemptPaperQuestions, ownPaperQuestions } from "./papers";
import { MARK_MESSAGES, type HighlightsInput, type PaperRef, type StrikeInput } from "./schemas";
import { countMarkSave } from "./throttle";

export type Highlight = { start: number; end: number };

/** A paper's marks for its learner, in one answer: question id → struck option ids, highlights, note. */
export type PaperMarks = {
  strikes: Record<string, string[]>;
  highlights: Record<string, Highlight[]>;
  notes: Record<string, string>;
};

/** md5 of the text as PostgreSQL's `md5(text)` computes it (both read UTF-8), to tell on read whether it changed. */
const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/** The question's text if it is on the learner's own paper; else a 404. */
async function questionOnPaper(userId: string, paper: PaperRef, questionId: string, optionId?: string) {
  const onPaper = await ownPaperQuestions(userId, paper);
  const [row] = await getDb()
    .select({ text: questions.text, optionId: options.id })
    .from(questions)
    .leftJoin(options, and(eq(options.questionId, questions.id), optionId ? eq(options.id, optionId) : sql`false`))
    .where(and(eq(questions.id, questionId), onPaper));
  if (!row) throw new DomainError("NotFound", MARK_MESSAGES.questionNotInPaper);
  return row;
}

const paperRow = (userId: string, paper: PaperRef, questionId: string) => ({
  paperKind: paper.kind,
  paperId: paper.id,
  questionId,
  userId,
});

/** Strikes out an option of a question on the learner's own paper, or takes the strike back. */
export async function setStrike(userId: string, input: StrikeInput): Promise<{ questionId: string; optionId: string; struck: boolean }> {
  await countMarkSave(userId);
  const { paper, questionId, optionId, struck } = input;
  const row = await questionOnPaper(userId, paper, questionId, optionId);
  if (!row.optionId) throw new DomainError("Invalid", MARK_MESSAGES.wrongOption, { field: "optionId" });
  const without = sql`array_remove(${questionMarks.struckOptionIds}, ${optionId}::uuid)`;
  await getDb()
    .insert(questionMarks)
    .values({ ...paperRow(userId, paper, questionId), struckOptionIds: struck ? [optionId] : [] })
    .onConflictDoUpdate({
      target: [questionMarks.paperId, questionMarks.questionId],
      set: {
        struckOptionIds: struck ? sql`array_append(${without}, ${optionId}::uuid)` : without,
        updatedAt: sql`now()`,
      },
    });
  return { questionId, optionId, struck };
}

/** Replaces a question's highlights on the learner's own paper; each must lie inside its text. */
export async function setHighlights(userId: string, input: HighlightsInput): Promise<{ questionId: string; ranges: Highlight[] }> {
  await countMarkSave(userId);
  const { paper, questionId, ranges } = input;
  const { text } = await questionOnPaper(userId, paper, questionId);
  if (ranges.some((range) => range.end > text.length))
    throw new DomainError("Invalid", `A highlight must lie inside the question's text (${text.length} characters).`, { field: "ranges" });
  const highlights = ranges.map((range): [number, number] => [range.start, range.end]);
  const textMd5 = md5(text);
  await getDb()
    .insert(questionMarks)
    .values({ ...paperRow(userId, paper, questionId), highlights, textMd5 })
    .onConflictDoUpdate({
      target: [questionMarks.paperId, questionMarks.questionId],
      set: { highlights, textMd5, updatedAt: sql`now()` },
    });
  return { questionId, ranges };
}

/**
 * Every mark of the learner's own paper at once: strikes and highlights (those saved against a
 * text that has changed since are left out), and the learner's notes on its questions.
 */
export async function marksOfPaper(userId: string, paper: PaperRef): Promise<PaperMarks> {
  return marksOn(userId, paper.id, await ownPaperQuestions(userId, paper));
}

/** The marks of an attempt the caller has already read as the learner's own: the quiz screen's paper carries them. */
export const marksOfOwnAttempt = (attempt: { id: string; userId: string; quizId: string; totalQuestions: number | null }) =>
  marksOn(attempt.userId, attempt.id, attemptPaperQuestions(attempt));

async function marksOn(userId: string, paperId: string, onPaper: SQL): Promise<PaperMarks> {
  const db = getDb();
  const [marks, notes] = await Promise.all([
    db
      .select({
        questionId: questionMarks.questionId,
        struck: questionMarks.struckOptionIds,
        highlights: questionMarks.highlights,
        sameText: sql<boolean>`${questionMarks.textMd5} is not distinct from md5(${questions.text})`,
      })
      .from(questionMarks)
      .innerJoin(questions, eq(questions.id, questionMarks.questionId))
      .where(and(eq(questionMarks.paperId, paperId), eq(questionMarks.userId, userId))),
    db
      .select({ questionId: questionNotes.questionId, body: questionNotes.body })
      .from(questionNotes)
      .innerJoin(questions, eq(questions.id, questionNotes.questionId))
      .where(and(eq(questionNotes.userId, userId), onPaper)),
  ]);
  const result: PaperMarks = { strikes: {}, highlights: {}, notes: {} };
  for (const mark of marks) {
    if (mark.struck.length > 0) result.strikes[mark.questionId] = mark.struck;
    if (mark.sameText && mark.highlights.length > 0)
      result.highlights[mark.questionId] = mark.highlights.map(([start, end]) => ({ start, end }));
  }
  for (const note of notes) result.notes[note.questionId] = note.body;
  return result;
}
