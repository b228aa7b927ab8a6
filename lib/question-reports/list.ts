import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { getDb } from "@/db/client";
import { answers, attempts, options, questionReports, questions, quizzes, users } from "@/db/schema";
import { offsetOf, pageOf, pageParamsSchema, type Page, type PageParams } from "@/lib/pagination";
import { QUESTION_REPORT_STATUSES, type QuestionReportReason, type QuestionReportStatus } from "./terms";

export const REPORT_FILTERS = [...QUESTION_REPORT_STATUSES, "all"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const reportListSchema = pageParamsSchema.extend({
  status: z.enum(REPORT_FILTERS, { error: `status must be one of ${REPORT_FILTERS.join(", ")}.` }).default("open"),
});

export type QuestionStats = { n: number; p: number | null };

export type ReportItem = {
  id: string;
  reason: QuestionReportReason;
  message: string;
  status: QuestionReportStatus;
  reply: string | null;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  learner: { id: string; name: string; email: string };
  /** The option the learner last chose for the question when they reported it (null: unanswered). */
  answerOptionId: string | null;
  question: {
    id: string;
    text: string;
    quizId: string;
    quizName: string;
    options: { id: string; text: string; isCorrect: boolean }[];
    stats: QuestionStats;
  };
};

/**
 * n = answers to the question in ended attempts, p = the share of them correct under today's key.
 * Reached through the quiz's attempts (attempts_quiz_idx, then the answers' primary key).
 */
export async function questionStats(questionIds: string[]): Promise<Map<string, QuestionStats>> {
  if (questionIds.length === 0) return new Map();
  const rows = await getDb()
    .select({
      questionId: questions.id,
      n: count(),
      correct: sql<number>`count(*) filter (where ${options.isCorrect})`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(attempts, and(eq(attempts.quizId, questions.quizId), isNotNull(attempts.submittedAt)))
    .innerJoin(answers, and(eq(answers.attemptId, attempts.id), eq(answers.questionId, questions.id)))
    .innerJoin(options, eq(options.id, answers.optionId))
    .where(inArray(questions.id, questionIds))
    .groupBy(questions.id);
  const stats = new Map(
    rows.map((row) => [row.questionId, { n: row.n, p: row.n ? Math.round((row.correct / row.n) * 1000) / 1000 : null }]),
  );
  for (const id of questionIds) if (!stats.has(id)) stats.set(id, { n: 0, p: null });
  return stats;
}

const handler = alias(users, "handler");

/** One page of reports: open ones oldest first (a queue), handled ones newest first. */
export async function listReports(query: PageParams & { status: ReportFilter }): Promise<Page<ReportItem>> {
  const db = getDb();
  const where = query.status === "all" ? undefined : eq(questionReports.status, query.status);
  const order =
    query.status === "open"
      ? [asc(questionReports.createdAt), asc(questionReports.id)]
      : [desc(questionReports.createdAt), desc(questionReports.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: questionReports,
        learner: { id: users.id, name: users.name, email: users.email },
        handledBy: handler.name,
        question: { id: questions.id, text: questions.text, quizId: quizzes.id, quizName: quizzes.name },
      })
      .from(questionReports)
      .innerJoin(users, eq(users.id, questionReports.userId))
      .innerJoin(questions, eq(questions.id, questionReports.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
      .leftJoin(handler, eq(handler.id, questionReports.handledBy))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(questionReports).where(where),
  ]);
  const questionIds = [...new Set(rows.map((row) => row.question.id))];
  const [optionRows, stats] = await Promise.all([
    questionIds.length
      ? db
          .select({ id: options.id, questionId: options.questionId, text: options.text, isCorrect: options.isCorrect })
          .from(options)
          .where(inArray(options.questionId, questionIds))
          .orderBy(options.questionId, options.position)
      : Promise.resolve([]),
    questionStats(questionIds),
  ]);
  const items = rows.map(({ report, learner, handledBy, question }) => ({
    id: report.id,
    reason: report.reason,
    message: report.message,
    status: report.status,
    reply: report.reply,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? null,
    handledBy,
    learner,
    answerOptionId: report.answerOptionId,
    question: {
      ...question,
      options: optionRows.filter((option) => option.questionId === question.id).map(({ id, text, isCorrect }) => ({ id, text, isCorrect })),
      stats: stats.get(question.id)!,
    },
  }));
  return pageOf(items, total!.n, query);
}
