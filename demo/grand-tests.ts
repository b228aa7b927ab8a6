import { asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { answers, attempts, options, questions, quizzes, users } from "@/db/schema";
import { storeStandings } from "@/lib/grand-tests/finalise";
import { insertQuestions } from "@/lib/quizzes/insert-questions";
import { recordAttemptsEnded } from "@/lib/report-aggregates/record";
import { CLOSED_PAPER, OPEN_PAPER } from "./grand-test-papers";
import { seedSeptemberMock } from "./readiness-history";
import type { SeedQuestion } from "./subjects";

export const DEMO_GRAND_TESTS = { open: "FCPS Part I Grand Test: Pharmacology", closed: "FCPS Part I Grand Test: October Mock" } as const;
/** A year: long enough that no start has to move the open test's window (a persisted demo stays usable). */
export const DEMO_OPEN_DAYS = 365;
const DAY_MS = 86_400_000;
const PAPER_MINUTES = 30;
const FIRST = ["Ali", "Fatima", "Hassan", "Zainab", "Usman", "Maryam", "Bilal", "Hira", "Omar", "Sana"];
const LAST = ["Khan", "Ahmed", "Malik", "Qureshi", "Butt", "Sheikh", "Raza", "Iqbal", "Chaudhry", "Siddiqui"];
/** The demo's other candidates (from 0): the closed test's field; candidate 1 also has an order awaiting the desk. */
export const demoCandidate = (index: number) => ({
  email: `candidate${String(index + 1).padStart(2, "0")}@anaesprep.test`,
  name: `${FIRST[index % 10]} ${LAST[(index * 3 + Math.floor(index / 10)) % 10]}`,
});

async function insertGrandTest(tx: Transaction, subjectId: string, name: string, paper: SeedQuestion[], opensAt: Date, closesAt: Date) {
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      subjectId,
      name,
      description: `A ${paper.length}-question mock in the FCPS Part I format: single best answer, no negative marking, ranked.`,
      quizTimeMinutes: PAPER_MINUTES,
      eachQuestionMarks: 1,
      kind: "grand_test",
      opensAt,
      closesAt,
      access: "registered",
    })
    .returning({ id: quizzes.id });
  const drafts = paper.map((question) => ({
    question: question.text,
    explanation: question.explanation,
    tags: question.tags,
    options: question.options.map((option) => ({ option: option.text, isCorrect: option.isCorrect })),
  }));
  await insertQuestions(tx, quiz!.id, drafts);
  return quiz!.id;
}

/**
 * The demo's grand tests (docs/rules.md, "Grand tests"): one open for DEMO_OPEN_DAYS from now, and one closed last
 * month with 30 participants (the demo learner among them) and its ranks, so a newcomer sees both;
 * and, for the readiness prediction, an earlier mock the same field sat (demo/readiness-history.ts).
 */
export async function seedGrandTests(tx: Transaction, subjectId: string, demoLearnerId: string, passwordHash: string) {
  const now = Date.now();
  await insertGrandTest(
    tx,
    subjectId,
    DEMO_GRAND_TESTS.open,
    OPEN_PAPER,
    new Date(now - 3_600_000),
    new Date(now + DEMO_OPEN_DAYS * DAY_MS),
  );
  const opensAt = new Date(now - 30 * DAY_MS);
  const closedId = await insertGrandTest(
    tx,
    subjectId,
    DEMO_GRAND_TESTS.closed,
    CLOSED_PAPER,
    opensAt,
    new Date(opensAt.getTime() + DAY_MS),
  );

  const others = await tx
    .insert(users)
    .values(
      Array.from({ length: 29 }, (_, index) => ({
        ...demoCandidate(index),
        phone: "03001234567",
        passwordHash,
        showOnLeaderboard: index % 3 === 0,
      })),
    )
    .returning({ id: users.id });
  const participants = [demoLearnerId, ...others.map((row) => row.id)];
  const paper = await tx
    .select({ questionId: questions.id, optionId: options.id, isCorrect: options.isCorrect })
    .from(questions)
    .innerJoin(options, eq(options.questionId, questions.id))
    .where(eq(questions.quizId, closedId))
    .orderBy(asc(questions.position), asc(options.position));
  const questionIds = [...new Set(paper.map((row) => row.questionId))];
  const choice = (questionId: string, right: boolean) =>
    paper.find((row) => row.questionId === questionId && row.isCorrect === right)!.optionId;

  const figures = [];
  for (const [index, userId] of participants.entries()) {
    // A spread of scores with ties: 3–10 right out of 10; the demo learner gets 7.
    const right = index === 0 ? 7 : 3 + ((index * 7) % 8);
    const startedAt = new Date(opensAt.getTime() + index * 20 * 60_000);
    const [attempt] = await tx
      .insert(attempts)
      .values({
        userId,
        quizId: closedId,
        entitlementId: null,
        startedAt,
        deadline: new Date(startedAt.getTime() + PAPER_MINUTES * 60_000),
        submittedAt: new Date(startedAt.getTime() + 25 * 60_000),
        correctCount: right,
        incorrectCount: questionIds.length - right,
        score: right,
        totalMarks: questionIds.length,
        totalQuestions: questionIds.length,
      })
      .returning({ id: attempts.id });
    await tx.insert(answers).values(
      questionIds.map((questionId, position) => ({
        attemptId: attempt!.id,
        questionId,
        optionId: choice(questionId, position < right),
        answeredAt: new Date(startedAt.getTime() + (position + 1) * 2 * 60_000),
      })),
    );
    figures.push({ score: right, totalMarks: questionIds.length });
  }
  await recordAttemptsEnded(tx, closedId, figures);
  await storeStandings(tx, closedId);
  await tx
    .update(quizzes)
    .set({ resultsAt: sql`now()` })
    .where(eq(quizzes.id, closedId));
  await seedSeptemberMock(tx, subjectId, participants);
}
