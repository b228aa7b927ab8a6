import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { attempts, options, practiceAnswers, practiceSessions } from "@/db/schema";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import { finalisePractice } from "@/lib/practice/finish";
import { regradeQuestion } from "@/lib/regrade";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { answerGrand, attemptIdOf, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { blockedBy, postgresSql, until } from "../support/pg-locks";
import { answerPractice, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

/**
 * A practice session, an attempt or a grand test's close that ends while a regrade is writing the
 * new key must end up with figures of the new key. PGlite runs one transaction at a time, so this needs PostgreSQL (the CI's second pass).
 * The regrade is held mid-transaction by another connection; meanwhile the end runs. Without a lock
 * the end reads the old key and the regrade, which saw nothing ended, never corrects it.
 */
describe.skipIf(!process.env.DATABASE_URL)("a regrade racing an end", () => {
  /** A quiz whose question 0 gets option 1 as its new key. */
  async function quizToRegrade() {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 4 });
    return { subject, quiz, question: quiz.questions[0]! };
  }

  /**
   * Starts the regrade of `question` to option 1 and holds it inside its transaction, after the new
   * key is written (at the key change's record, whose foreign key waits for the admin's row, locked
   * here); `release(end)` lets it commit once `end` finished or waits for it.
   */
  async function holdRegrade(question: { id: string; optionsList: { id: string }[] }) {
    const admin = await createUser({ isAdmin: true });
    const holder = await postgresSql().reserve();
    await holder`begin`;
    await holder`select 1 from users where id = ${admin.id} for update`;
    const [{ pid: holderPid }] = await holder`select pg_backend_pid() as pid`;
    const regrade = regradeQuestion(admin.id, question.id, { correctOptionIds: [question.optionsList[1]!.id], dryRun: false });
    await until(async () => (await blockedBy(Number(holderPid))).length > 0);
    const [regradePid] = await blockedBy(Number(holderPid));
    expect(regradePid).toBeDefined();
    return async (end: Promise<unknown>) => {
      let settled = false;
      void end.finally(() => (settled = true)).catch(() => {});
      await until(async () => settled || (await blockedBy(regradePid!)).length > 0);
      await holder`commit`;
      holder.release();
      await Promise.all([regrade, end]);
    };
  }
  async function learnerOf(subjectId: string): Promise<TestUser> {
    const learner = await createUser();
    await entitle(learner.id, subjectId);
    return learner;
  }
  async function practiceAnswering(learner: TestUser, questionId: string, optionIndex: number): Promise<string> {
    const practice = (await startPractice(learner, { count: 4 })).body.data as CreatedPractice;
    const practised = practice.questions.find((item) => item.id === questionId)!;
    await answerPractice(learner, practice.id, questionId, practised.optionsList[optionIndex]!.id);
    return practice.id;
  }
  const correctNow = async (sessionId: string) =>
    (
      await getDb()
        .select({ correct: options.isCorrect })
        .from(practiceAnswers)
        .innerJoin(options, eq(options.id, practiceAnswers.optionId))
        .where(eq(practiceAnswers.sessionId, sessionId))
    ).filter((row) => row.correct).length;

  it("a practice session ended during the regrade counts with the new key", async () => {
    const setup = await quizToRegrade();
    const learner = await learnerOf(setup.subject.id);
    const sessionId = await practiceAnswering(learner, setup.question.id, 1); // new key: right
    const release = await holdRegrade(setup.question);
    await release(finalisePractice(learner.id, sessionId));

    const [session] = await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(session!.correctCount).toBe(await correctNow(sessionId));
    expect(session!.correctCount).toBe(1);
  });

  // Guarded by the question row lock (an answer's foreign key waits for it): this keeps it so.
  it("an attempt started and ended during the regrade counts with the new key", async () => {
    const setup = await quizToRegrade();
    const learner = await learnerOf(setup.subject.id);
    const release = await holdRegrade(setup.question);
    const ending = takeQuiz(learner, setup.quiz, [1]); // new key: 1 of 4 right
    await release(ending);

    const [attempt] = await getDb()
      .select()
      .from(attempts)
      .where(eq(attempts.id, await ending));
    expect([attempt!.correctCount, attempt!.incorrectCount]).toEqual([1, 0]);
  });

  it("a grand test closed during the regrade ends its open attempts with the new key", async () => {
    const subject = await makeSubject();
    const grandTest = await makeGrandTest(subject.id, { count: 3 });
    const question = grandTest.questions[0]!;
    const learner = await createUser();
    const attemptId = attemptIdOf(await startGrand(learner, grandTest.id));
    await answerGrand(learner, attemptId, question.id, question.optionsList[1]!.id); // new key: right
    await setWindow(grandTest.id, -7200, -6); // closed, past the grace
    const release = await holdRegrade(question);
    await release(finaliseGrandTest(grandTest.id));

    const [attempt] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect([attempt!.correctCount, attempt!.incorrectCount]).toEqual([1, 0]);
  });
});
