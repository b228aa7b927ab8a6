import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, practiceQuestions, practiceSessions, questionNotes, questions, quizzes } from "@/db/schema";
import { isOnPaper } from "@/lib/sitting-rules/paper";
import { containsPattern, offsetOf, pageOf, type Page, type PageParams } from "@/lib/pagination";

export type QuestionNoteRow = {
  questionId: string;
  note: string;
  updatedAt: string;
  question: string;
  quizName: string;
  /** Where the question's review is: the latest ended attempt that had it, else the latest ended practice session; null while none has ended. */
  review: { kind: "attempt" | "practice"; id: string } | null;
};

/**
 * The learner's own notes on questions, newest first, searched in the note and the question's
 * text. Each carries where its review can be read (the learner's latest ended paper with it).
 */
export async function listQuestionNotes(userId: string, query: PageParams & { search: string }): Promise<Page<QuestionNoteRow>> {
  const pattern = containsPattern(query.search);
  const where = and(
    eq(questionNotes.userId, userId),
    query.search ? or(ilike(questionNotes.body, pattern), ilike(questions.text, pattern)) : undefined,
  );
  const latestAttempt = sql<string | null>`(
    select a.id from ${attempts} a
    where a.user_id = ${userId} and a.quiz_id = ${questions.quizId} and a.submitted_at is not null
      and ${isOnPaper(questions.position, sql`a.total_questions`)}
    order by a.submitted_at desc limit 1)`;
  const latestSession = sql<string | null>`(
    select s.id from ${practiceSessions} s join ${practiceQuestions} pq on pq.session_id = s.id
    where s.user_id = ${userId} and pq.question_id = ${questions.id} and s.ended_at is not null
    order by s.ended_at desc limit 1)`;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        questionId: questionNotes.questionId,
        note: questionNotes.body,
        updatedAt: questionNotes.updatedAt,
        question: questions.text,
        quizName: quizzes.name,
        attemptId: latestAttempt,
        sessionId: latestSession,
      })
      .from(questionNotes)
      .innerJoin(questions, eq(questions.id, questionNotes.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
      .where(where)
      .orderBy(desc(questionNotes.updatedAt), desc(questionNotes.questionId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(questionNotes).innerJoin(questions, eq(questions.id, questionNotes.questionId)).where(where),
  ]);
  const items = rows.map(({ attemptId, sessionId, updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
    review: attemptId ? { kind: "attempt" as const, id: attemptId } : sessionId ? { kind: "practice" as const, id: sessionId } : null,
  }));
  return pageOf(items, total!.n, query);
}
