import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import {
  attempts,
  options,
  practiceAnswers,
  practiceSessions,
  questionKeyChanges,
  questions,
  quizzes,
  reportQuizAttempts,
  users,
} from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { getEnv } from "@/lib/env";
import { sealedUntil } from "@/lib/sitting-rules/conditions";
import { restandIfFinalised } from "@/lib/grand-tests/finalise";
import { enqueueMail, type MailJob } from "@/lib/mail/queue";
import { planRegrade, type AttemptChange, type RegradeInput, type RegradePlan, type RegradeSummary } from "./plan";

export { regradeSchema } from "./plan";

export type RegradeOutcome = RegradeSummary & { applied: boolean; changeId?: string };

/**
 * The dry run (nothing written) or the apply: in one transaction the key changes, every changed
 * attempt's counts and score are rewritten, the report's pass count moves, ended practice sessions'
 * counts follow, the change is recorded and each affected learner gets one mail through the queue.
 */
export async function regradeQuestion(adminId: string, questionId: string, input: RegradeInput): Promise<RegradeOutcome> {
  if (input.dryRun) {
    const plan = await planRegrade(getDb(), questionId, input.correctOptionIds, false);
    return { ...plan.summary, applied: false };
  }
  return getDb().transaction(async (tx) => {
    const plan = await planRegrade(tx, questionId, input.correctOptionIds, true);
    await tx
      .update(options)
      .set({ isCorrect: inArray(options.id, plan.newKey) })
      .where(eq(options.questionId, questionId));
    await rewriteAttempts(tx, plan.changes);
    await restandIfFinalised(tx, plan.question.quizId);
    const passDelta = plan.summary.failToPass - plan.summary.passToFail;
    if (passDelta !== 0) {
      await tx
        .update(reportQuizAttempts)
        .set({ passed: sql`${reportQuizAttempts.passed} + ${passDelta}` })
        .where(eq(reportQuizAttempts.quizId, plan.question.quizId));
    }
    await rewritePracticeCounts(tx, plan);
    const [change] = await tx
      .insert(questionKeyChanges)
      .values({ questionId, changedBy: adminId, oldOptionIds: plan.oldKey, newOptionIds: plan.newKey, ...plan.summary })
      .returning({ id: questionKeyChanges.id });
    // A grand test's scores are sealed until it closes: its results mail will tell them.
    if (!(await sealedUntil(plan.question.quizId, tx))) await enqueueMail(tx, await regradeMails(tx, change!.id, plan));
    return { ...plan.summary, applied: true, changeId: change!.id };
  });
}

async function rewriteAttempts(tx: Executor, changes: AttemptChange[]): Promise<void> {
  if (changes.length === 0) return;
  // One statement for any number of attempts: the new figures travel as one JSON parameter.
  const rows = JSON.stringify(
    changes.map(({ attemptId, after }) => ({ id: attemptId, correct: after.correct, incorrect: after.incorrect, score: after.score })),
  );
  await tx.execute(sql`
    update ${attempts} set correct_count = next.correct, incorrect_count = next.incorrect, score = next.score
    from jsonb_to_recordset(${rows}::jsonb) as next(id uuid, correct int, incorrect int, score int)
    where ${attempts.id} = next.id`);
}

/** Ended practice sessions store their right/wrong counts too: an answer to this question moves them like an attempt's. */
async function rewritePracticeCounts(tx: Executor, plan: RegradePlan): Promise<void> {
  const delta = sql`((${inArray(practiceAnswers.optionId, plan.newKey)})::int - (${inArray(practiceAnswers.optionId, plan.oldKey)})::int)`;
  await tx.execute(sql`
    update ${practiceSessions} set correct_count = correct_count + moved.delta, incorrect_count = incorrect_count - moved.delta
    from (select ${practiceAnswers.sessionId} as session_id, ${delta} as delta from ${practiceAnswers}
          where ${practiceAnswers.questionId} = ${plan.question.id}) as moved
    where ${practiceSessions.id} = moved.session_id and moved.delta <> 0 and ${practiceSessions.endedAt} is not null`);
}

const outcome = (figures: { score: number; passed: boolean }, totalMarks: number) =>
  `${figures.score} of ${totalMarks} (${figures.passed ? "passed" : "not passed"})`;

/** One mail per learner whose result changed, listing each of their attempts. */
async function regradeMails(tx: Executor, changeId: string, plan: RegradePlan): Promise<MailJob[]> {
  const byUser = new Map<string, AttemptChange[]>();
  for (const change of plan.changes) byUser.set(change.userId, [...(byUser.get(change.userId) ?? []), change]);
  if (byUser.size === 0) return [];
  const learners = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...byUser.keys()]));
  const appUrl = getEnv().APP_URL;
  return learners.map((learner) => ({
    dedupeKey: `regrade:${changeId}:${learner.id}`,
    to: learner.email,
    subject: `Your ${plan.question.quizName} result was updated`,
    text: [
      `Dear ${learner.name},`,
      "",
      `We corrected the answer key of a question in ${plan.question.quizName}, and your result changed:`,
      ...byUser
        .get(learner.id)!
        .map(
          (change) =>
            `- attempt of ${formatDateTime(change.submittedAt)}: ${outcome(change.before, change.totalMarks)} → ${outcome(change.after, change.totalMarks)}`,
        ),
      "",
      `Your results: ${appUrl}/profile/results`,
      "",
      "AnaesPrep",
    ].join("\n"),
  }));
}

export type KeyChange = {
  id: string;
  changedAt: string;
  changedBy: string | null;
  oldOptionIds: string[];
  newOptionIds: string[];
} & RegradeSummary;

/** The question with its options and key, and every key change, newest first (the admin's regrade screen). */
export async function questionKeyHistory(questionId: string) {
  const db = getDb();
  const [question] = await db
    .select({ id: questions.id, text: questions.text, quizId: quizzes.id, quizName: quizzes.name })
    .from(questions)
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(and(eq(questions.id, questionId), isNull(quizzes.deletedAt)));
  if (!question) throw new DomainError("NotFound", "Question not found.");
  const [optionRows, history] = await Promise.all([
    db
      .select({ id: options.id, text: options.text, isCorrect: options.isCorrect })
      .from(options)
      .where(eq(options.questionId, questionId))
      .orderBy(options.position),
    db
      .select({ change: questionKeyChanges, changedBy: users.name })
      .from(questionKeyChanges)
      .leftJoin(users, eq(users.id, questionKeyChanges.changedBy))
      .where(eq(questionKeyChanges.questionId, questionId))
      .orderBy(desc(questionKeyChanges.changedAt)),
  ]);
  const changes: KeyChange[] = history.map(({ change, changedBy }) => ({
    id: change.id,
    changedAt: change.changedAt.toISOString(),
    changedBy,
    oldOptionIds: change.oldOptionIds,
    newOptionIds: change.newOptionIds,
    attempts: change.attempts,
    scoreChanged: change.scoreChanged,
    passToFail: change.passToFail,
    failToPass: change.failToPass,
  }));
  return { question: { ...question, options: optionRows }, history: changes };
}
