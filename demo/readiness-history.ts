import { asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { answers, attempts, options, questions, quizzes } from "@/db/schema";
import { storeStandings } from "@/lib/grand-tests/finalise";
import { insertQuestions } from "@/lib/quizzes/insert-questions";
import { recordAttemptsEnded } from "@/lib/report-aggregates/record";
import { seedSubjects } from "./subjects";

const DAY_MS = 86_400_000;
const PAPER_MINUTES = 60;
/** Questions of the earlier mock: with the October mock's ten, the demo learner has 55 first answers on the scale. */
const MOCK_QUESTIONS = 45;
export const DEMO_SEPTEMBER_MOCK = "FCPS Part I Grand Test: September Mock";

/** A deterministic generator (mulberry32), so every demo has the same answers. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The readiness demo (docs/rules.md, "Readiness"): an earlier grand test, two months ago, whose
 * paper recycles bank questions (as mocks do), sat by the same thirty candidates as the October
 * mock. Every question then has thirty first answers, so the start's first calibration (the
 * nightly run, queued at once when none ran in a day) puts them on the scale and the demo learner
 * gets a prediction. Answers follow the Rasch model with spread abilities: a plausible scale.
 */
export async function seedSeptemberMock(tx: Transaction, subjectId: string, participants: string[]) {
  const paper = seedSubjects.flatMap((subject) => subject.quizzes.flatMap((quiz) => quiz.questions)).slice(0, MOCK_QUESTIONS);
  const opensAt = new Date(Date.now() - 60 * DAY_MS);
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      subjectId,
      name: DEMO_SEPTEMBER_MOCK,
      description: `A ${paper.length}-question mock in the FCPS Part I format: single best answer, no negative marking, ranked.`,
      quizTimeMinutes: PAPER_MINUTES,
      eachQuestionMarks: 1,
      kind: "grand_test",
      opensAt,
      closesAt: new Date(opensAt.getTime() + DAY_MS),
      access: "registered",
    })
    .returning({ id: quizzes.id });
  await insertQuestions(
    tx,
    quiz!.id,
    paper.map((question) => ({
      question: question.text,
      explanation: question.explanation,
      tags: question.tags,
      options: question.options.map((option) => ({ option: option.text, isCorrect: option.isCorrect })),
    })),
  );
  const rows = await tx
    .select({ questionId: questions.id, optionId: options.id, isCorrect: options.isCorrect })
    .from(questions)
    .innerJoin(options, eq(options.questionId, questions.id))
    .where(eq(questions.quizId, quiz!.id))
    .orderBy(asc(questions.position), asc(options.position));
  const questionIds = [...new Set(rows.map((row) => row.questionId))];
  const choice = (questionId: string, right: boolean) =>
    rows.find((row) => row.questionId === questionId && row.isCorrect === right)!.optionId;

  const random = seeded(2026);
  const figures = [];
  for (const [index, userId] of participants.entries()) {
    // The demo learner (index 0) a little above the middle; the others spread from -1.5 to 2 logits.
    const ability = index === 0 ? 0.9 : -1.5 + (3.5 * index) / participants.length;
    const startedAt = new Date(opensAt.getTime() + index * 20 * 60_000);
    const given = questionIds.map((questionId, position) => {
      const difficulty = -1.5 + (3 * ((position * 7) % questionIds.length)) / questionIds.length;
      const right = random() < 1 / (1 + Math.exp(difficulty - ability));
      return {
        questionId,
        right,
        optionId: choice(questionId, right),
        answeredAt: new Date(startedAt.getTime() + (position + 1) * 60_000),
      };
    });
    const right = given.filter((answer) => answer.right).length;
    const [attempt] = await tx
      .insert(attempts)
      .values({
        userId,
        quizId: quiz!.id,
        entitlementId: null,
        startedAt,
        deadline: new Date(startedAt.getTime() + PAPER_MINUTES * 60_000),
        submittedAt: new Date(startedAt.getTime() + 50 * 60_000),
        correctCount: right,
        incorrectCount: questionIds.length - right,
        score: right,
        totalMarks: questionIds.length,
        totalQuestions: questionIds.length,
      })
      .returning({ id: attempts.id });
    await tx
      .insert(answers)
      .values(given.map(({ questionId, optionId, answeredAt }) => ({ attemptId: attempt!.id, questionId, optionId, answeredAt })));
    figures.push({ score: right, totalMarks: questionIds.length });
  }
  await recordAttemptsEnded(tx, quiz!.id, figures);
  await storeStandings(tx, quiz!.id);
  await tx
    .update(quizzes)
    .set({ resultsAt: sql`now()` })
    .where(eq(quizzes.id, quiz!.id));
}
