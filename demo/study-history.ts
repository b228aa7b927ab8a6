import { and, asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import {
  answers,
  attempts,
  entitlements,
  options,
  practiceAnswers,
  practiceQuestions,
  practiceSessions,
  questions,
  quizzes,
  users,
} from "@/db/schema";
import { recordAttemptsEnded } from "@/lib/report-aggregates/record";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Whether the demo learner got question `index` right in each sitting (false: wrong; null: unanswered). */
type Choice = (index: number) => boolean | null;
type Paper = { quizId: string; marks: number; questions: { id: string; right: string; wrong: string }[] };

async function paperOf(tx: Transaction, name: string): Promise<Paper> {
  const [quiz] = await tx
    .select({ id: quizzes.id, marks: quizzes.eachQuestionMarks })
    .from(quizzes)
    .where(and(eq(quizzes.name, name), eq(quizzes.kind, "quiz")));
  const rows = await tx
    .select({ id: questions.id, optionId: options.id, isCorrect: options.isCorrect })
    .from(questions)
    .innerJoin(options, eq(options.questionId, questions.id))
    .where(eq(questions.quizId, quiz!.id))
    .orderBy(asc(questions.position), asc(options.position));
  const ids = [...new Set(rows.map((row) => row.id))];
  const pick = (id: string, right: boolean) => rows.find((row) => row.id === id && row.isCorrect === right)!.optionId;
  return { quizId: quiz!.id, marks: quiz!.marks, questions: ids.map((id) => ({ id, right: pick(id, true), wrong: pick(id, false) })) };
}

/** The answers of one sitting, a minute apart from `startedAt`. */
function answersOf(paper: Paper, choice: Choice, startedAt: number) {
  return paper.questions.flatMap((question, index) => {
    const right = choice(index);
    if (right === null) return [];
    return [
      {
        questionId: question.id,
        optionId: right ? question.right : question.wrong,
        answeredAt: new Date(startedAt + (index + 1) * MINUTE_MS),
      },
    ];
  });
}

/** An ended attempt of the quiz, charged to the learner's entitlement to its subject, `daysAgo` days ago. */
async function endedAttempt(tx: Transaction, userId: string, paper: Paper, choice: Choice, daysAgo: number) {
  const [entitlement] = await tx
    .select({ id: entitlements.id })
    .from(entitlements)
    .innerJoin(quizzes, eq(quizzes.subjectId, entitlements.subjectId))
    .where(and(eq(entitlements.userId, userId), eq(quizzes.id, paper.quizId)));
  const startedAt = Date.now() - daysAgo * DAY_MS;
  const given = answersOf(paper, choice, startedAt);
  const right = given.filter((answer) => paper.questions.some((question) => question.right === answer.optionId)).length;
  const [attempt] = await tx
    .insert(attempts)
    .values({
      userId,
      quizId: paper.quizId,
      entitlementId: entitlement!.id,
      startedAt: new Date(startedAt),
      submittedAt: new Date(startedAt + (paper.questions.length + 2) * MINUTE_MS),
      correctCount: right,
      incorrectCount: given.length - right,
      score: right * paper.marks,
      totalMarks: paper.questions.length * paper.marks,
      totalQuestions: paper.questions.length,
    })
    .returning({ id: attempts.id, score: attempts.score, totalMarks: attempts.totalMarks });
  await tx.insert(answers).values(given.map((answer) => ({ attemptId: attempt!.id, ...answer })));
  await recordAttemptsEnded(tx, paper.quizId, [attempt!]);
}

/** An ended timed practice session over the paper's questions, `daysAgo` days ago. */
async function endedTimedPractice(tx: Transaction, userId: string, paper: Paper, choice: Choice, daysAgo: number) {
  const createdAt = Date.now() - daysAgo * DAY_MS;
  const given = answersOf(paper, choice, createdAt);
  const right = given.filter((answer) => paper.questions.some((question) => question.right === answer.optionId)).length;
  const minutes = paper.questions.length + 5;
  const [session] = await tx
    .insert(practiceSessions)
    .values({
      userId,
      mode: "timed",
      source: "all",
      deadline: new Date(createdAt + minutes * MINUTE_MS),
      createdAt: new Date(createdAt),
      endedAt: new Date(createdAt + (paper.questions.length + 1) * MINUTE_MS),
      correctCount: right,
      incorrectCount: given.length - right,
      totalQuestions: paper.questions.length,
    })
    .returning({ id: practiceSessions.id });
  await tx
    .insert(practiceQuestions)
    .values(paper.questions.map((question, index) => ({ sessionId: session!.id, questionId: question.id, position: index + 1 })));
  await tx.insert(practiceAnswers).values(given.map((answer) => ({ sessionId: session!.id, userId, ...answer })));
}

/**
 * The demo learner's earlier study (docs/rules.md, "Review"), so that the review and the plan have
 * something to show on the first start: Respiratory Physiology sat 25 days ago and practised again
 * 18 days ago (its cards come due over the next week), Neuromuscular Blockers sat 3 days ago with
 * mistakes (due now), and an exam 90 days ahead. Induction Agents and Cardiovascular Physiology are
 * left untouched (the browser tests start them). No card is written here: the start-up's backfill
 * (lib/reviews/backfill.ts) replays this history after the seed, as it does any earlier history.
 */
export async function seedStudyHistory(tx: Transaction, learnerId: string): Promise<void> {
  const respiratory = await paperOf(tx, "Respiratory Physiology");
  const blockers = await paperOf(tx, "Neuromuscular Blockers");
  await endedAttempt(tx, learnerId, respiratory, (index) => index % 4 !== 3, 25);
  await endedTimedPractice(tx, learnerId, respiratory, (index) => index % 5 !== 2, 18);
  await endedAttempt(tx, learnerId, blockers, (index) => (index === 4 ? null : index % 5 !== 1 && index % 5 !== 3), 3);
  await tx
    .update(users)
    .set({ examDate: sql`(now() at time zone 'Asia/Karachi')::date + 90` })
    .where(eq(users.id, learnerId));
}
