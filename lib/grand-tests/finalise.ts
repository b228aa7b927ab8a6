import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Executor, type Transaction } from "@/db/client";
import { alias } from "drizzle-orm/pg-core";
import { answers, attempts, options, quizzes } from "@/db/schema";
import { endedAtNow } from "@/lib/sitting-rules/deadline";
import { enqueueMail } from "@/lib/mail/queue";
import { queueCalibration } from "@/lib/readiness/calibration-runs";
import { recordAttemptsEnded } from "@/lib/report-aggregates/record";
import { reviewClosedGrandTest } from "@/lib/reviews/events";
import { resultsOpenMails } from "./results-mail";
import { grandTests, keyRevealed } from "@/lib/sitting-rules/conditions";
import { percentileSql } from "./percentile";

/**
 * Opens a grand test's results, once: the first caller after the close claims the quiz with a
 * conditional update (a concurrent caller waits on its row lock, then finds `results_at` set and
 * does nothing), ends every open attempt in one statement with the answers saved in time, and
 * stores every participant's rank and percentile and queues each participant's results mail, all
 * in one transaction. Then, in a transaction of its own so that the results never wait for it, it
 * reviews the cards of every question each participant saw (reviewFinalisedGrandTest). Last, it
 * asks for a readiness calibration (docs/rules.md, "Readiness"): the test's answers are now revealed.
 */
export async function finaliseGrandTest(quizId: string): Promise<boolean> {
  const finalised = await openResults(quizId);
  if (finalised) {
    await reviewFinalisedGrandTest(quizId);
    await queueCalibration("grandTest", { grandTestId: quizId }).catch((error) =>
      console.error("[grand-tests] could not queue the readiness calibration", error),
    );
  }
  return finalised;
}

/**
 * Reviews a finalised grand test's cards (docs/rules.md, "Review"), once: claimed with a conditional
 * update of `reviews_at`, so that two instances, or the closing job catching up after a crash
 * between the results and the reviews, review each test once.
 */
export async function reviewFinalisedGrandTest(quizId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(quizzes)
      .set({ reviewsAt: sql`now()` })
      .where(and(eq(quizzes.id, quizId), isNotNull(quizzes.resultsAt), isNull(quizzes.reviewsAt)))
      .returning({ resultsAt: quizzes.resultsAt });
    if (!claimed) return false;
    await reviewClosedGrandTest(tx, quizId, claimed.resultsAt!);
    return true;
  });
}

function openResults(quizId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(quizzes)
      .set({ resultsAt: sql`now()` })
      .where(and(eq(quizzes.id, quizId), grandTests(), isNull(quizzes.resultsAt), keyRevealed()))
      .returning({
        name: quizzes.name,
        marks: quizzes.eachQuestionMarks,
        questionCount: quizzes.questionCount,
        resultsAt: quizzes.resultsAt,
      });
    if (!claimed) return false;
    const ended = await endOpenAttempts(tx, quizId, claimed);
    await recordAttemptsEnded(tx, quizId, ended);
    await storeStandings(tx, quizId);
    await enqueueMail(tx, await resultsOpenMails(tx, { id: quizId, name: claimed.name }));
    return true;
  });
}

/** Ends the open attempts at their deadline (every one has passed: keyRevealed) and returns their figures. */
async function endOpenAttempts(tx: Transaction, quizId: string, quiz: { marks: number; questionCount: number }) {
  const open = alias(attempts, "open_attempt");
  const figures = tx
    .select({
      id: open.id,
      answered: sql<number>`count(${answers.questionId})::int`.as("answered"),
      correct: sql<number>`(count(*) filter (where ${options.isCorrect}))::int`.as("correct"),
    })
    .from(open)
    .leftJoin(answers, eq(answers.attemptId, open.id))
    .leftJoin(options, eq(options.id, answers.optionId))
    .where(and(eq(open.quizId, quizId), isNull(open.submittedAt)))
    .groupBy(open.id)
    .as("figures");
  return (
    tx
      .update(attempts)
      .set({
        submittedAt: endedAtNow(attempts.deadline),
        correctCount: sql`${figures.correct}`,
        incorrectCount: sql`${figures.answered} - ${figures.correct}`,
        score: sql`${figures.correct} * ${quiz.marks}`,
        totalMarks: quiz.questionCount * quiz.marks,
        totalQuestions: quiz.questionCount,
      })
      .from(figures)
      // Checked again on the row itself: a learner's own End that commits first wins and is not counted twice.
      .where(and(eq(attempts.id, figures.id), isNull(attempts.submittedAt)))
      .returning({ score: attempts.score, totalMarks: attempts.totalMarks })
  );
}

/**
 * docs/rules.md, "Grand tests": rank = 1 + participants with a higher score (ties share it); the percentile is
 * ./percentile.ts. The running count over score ascending (peers included) is lower + equal.
 */
export async function storeStandings(tx: Executor, quizId: string): Promise<void> {
  const equal = sql`count(*) over (partition by score)`;
  const percentile = percentileSql({ lower: sql`count(*) over (order by score) - ${equal}`, equal, participants: sql`count(*) over ()` });
  await tx.execute(sql`
    update ${attempts} t set rank = s.rank, percentile = s.percentile
    from (select id, rank() over (order by score desc) as rank, ${percentile} as percentile
          from ${attempts} where quiz_id = ${quizId} and submitted_at is not null) s
    where t.id = s.id`);
}

/** A regrade moved scores (lib/regrade): a grand test whose results are out is ranked again, in the regrade's transaction. */
export async function restandIfFinalised(tx: Executor, quizId: string): Promise<void> {
  const [finalised] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNotNull(quizzes.resultsAt)));
  if (finalised) await storeStandings(tx, quizId);
}
