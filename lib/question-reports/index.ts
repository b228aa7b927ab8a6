import "server-only";
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Transaction } from "@/db/client";
import { answers, attempts, practiceAnswers, questionKeyChanges, questionReports, questions, quizzes, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { getEnv } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/queue";
import { shownToLearner } from "@/lib/questions/shown";
import { countTry, type Window } from "@/lib/rate-limit";
import { cache } from "react";
import { MAX_REPORT_MESSAGE, MAX_REPORT_REPLY, QUESTION_REPORT_REASONS, REASON_LABELS } from "./terms";

export const reportSchema = z.object({
  reason: z.enum(QUESTION_REPORT_REASONS, { error: `reason must be one of ${QUESTION_REPORT_REASONS.join(", ")}.` }),
  message: z
    .string({ error: "Please describe the problem." })
    .trim()
    .min(1, "Please describe the problem.")
    .max(MAX_REPORT_MESSAGE, `The message is too long: ${MAX_REPORT_MESSAGE} characters at most.`),
});

export const replySchema = z.object({
  status: z.enum(["resolved", "dismissed"], { error: "status must be resolved or dismissed." }),
  reply: z
    .string({ error: "Please write a reply to the learner." })
    .trim()
    .min(1, "Please write a reply to the learner.")
    .max(MAX_REPORT_REPLY, `The reply is too long: ${MAX_REPORT_REPLY} characters at most.`),
});

const QUESTION_NOT_SHOWN = "Question not found.";
const ALREADY_OPEN = "You have already reported this question; an admin will reply to your open report.";

/** The option the learner last chose for the question, in an ended attempt or a practice session (the admin sees it). */
async function latestAnswer(userId: string, questionId: string): Promise<string | null> {
  const db = getDb();
  const inAttempts = db
    .select({ optionId: answers.optionId, answeredAt: answers.answeredAt })
    .from(answers)
    .innerJoin(attempts, eq(attempts.id, answers.attemptId))
    .where(and(eq(attempts.userId, userId), eq(answers.questionId, questionId), isNotNull(attempts.submittedAt)));
  const inPractice = db
    .select({ optionId: practiceAnswers.optionId, answeredAt: practiceAnswers.answeredAt })
    .from(practiceAnswers)
    .where(and(eq(practiceAnswers.userId, userId), eq(practiceAnswers.questionId, questionId)));
  const [row] = await inAttempts
    .unionAll(inPractice)
    .orderBy(desc(sql`answered_at`))
    .limit(1);
  return row?.optionId ?? null;
}

/** Reports a learner may file: enough for a bad quiz, too few to flood the admins' queue (docs/rules.md). */
export const REPORTS_PER_LEARNER: Window = { limit: 10, windowSeconds: 60 * 60 };

/**
 * A learner reports a problem with a question they were shown (never shown → 404; one open report
 * each → 409; over REPORTS_PER_LEARNER → 429, counted before anything else).
 */
export async function createReport(userId: string, questionId: string, input: z.infer<typeof reportSchema>): Promise<{ id: string }> {
  await countTry(
    [{ key: `question-report:user:${userId}`, window: REPORTS_PER_LEARNER }],
    (wait) => `You have sent many reports in the last hour. Please try again in ${wait}.`,
  );
  const [shown] = await getDb()
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), shownToLearner(userId)));
  if (!shown) throw new DomainError("NotFound", QUESTION_NOT_SHOWN);
  try {
    const [row] = await getDb()
      .insert(questionReports)
      .values({ questionId, userId, reason: input.reason, message: input.message, answerOptionId: await latestAnswer(userId, questionId) })
      .returning({ id: questionReports.id });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("AlreadyExists", ALREADY_OPEN);
    throw error;
  }
}

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * An admin resolves or dismisses an open report; the reply is emailed to the learner through the
 * queue, in the same transaction (a report handled twice at once: the second is a 409).
 */
export async function answerReport(adminId: string, reportId: string, input: z.infer<typeof replySchema>): Promise<{ status: string }> {
  return getDb().transaction(async (tx) => {
    const [report] = await tx
      .update(questionReports)
      .set({ status: input.status, reply: input.reply, handledBy: adminId, handledAt: sql`now()` })
      .where(and(eq(questionReports.id, reportId), eq(questionReports.status, "open")))
      .returning();
    if (!report) {
      const [existing] = await tx.select({ status: questionReports.status }).from(questionReports).where(eq(questionReports.id, reportId));
      if (!existing) throw new DomainError("NotFound", "Report not found.");
      throw new DomainError("AlreadyDone", `This report was already ${existing.status}.`);
    }
    const [context] = await tx
      .select({ email: users.email, name: users.name, question: questions.text, quiz: quizzes.name })
      .from(users)
      .innerJoin(questions, eq(questions.id, report.questionId))
      .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
      .where(eq(users.id, report.userId));
    if (context) {
      const outcome = await outcomeOf(tx, report, input.status);
      await enqueueMail(tx, [
        {
          dedupeKey: `question-report:${report.id}:reply`,
          to: context.email,
          subject: `About your report on a question in ${context.quiz}`,
          text: [
            `Dear ${context.name},`,
            "",
            `Thank you for reporting a problem (${REASON_LABELS[report.reason].toLowerCase()}) with this question in ${context.quiz}:`,
            `"${excerpt(context.question)}"`,
            "",
            outcome,
            "",
            input.reply,
            "",
            `AnaesPrep — ${getEnv().APP_URL}`,
          ].join("\n"),
        },
      ]);
    }
    return { status: report.status };
  });
}

/** Once per server render: the admin layout's sidebar badge. */
export const openReportCount = cache(async (): Promise<number> => {
  const [row] = await getDb().select({ n: count() }).from(questionReports).where(eq(questionReports.status, "open"));
  return row!.n;
});

/**
 * What the reply says happened, and only that: a key corrected since the report (a regrade), or
 * resolved with the admin's note, or left as it is.
 */
async function outcomeOf(tx: Transaction, report: { questionId: string; createdAt: Date }, status: string): Promise<string> {
  if (status !== "resolved") return "We looked into it and left the question as it is.";
  const [regraded] = await tx
    .select({ at: questionKeyChanges.changedAt })
    .from(questionKeyChanges)
    .where(and(eq(questionKeyChanges.questionId, report.questionId), gte(questionKeyChanges.changedAt, report.createdAt)))
    .limit(1);
  return regraded
    ? "We corrected the question's answer key, and the scores of the attempts it changed were updated."
    : "We looked into it and resolved it; our note is below.";
}
