import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as grandTestResults } from "@/app/api/grand-tests/[id]/results/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { GET as resultList } from "@/app/api/quiz/results/route";
import { PUT as settings } from "@/app/api/readiness/settings/route";
import { GET as report } from "@/app/api/reports/route";
import { getDb } from "@/db/client";
import { reportQuizAttempts } from "@/db/schema";
import type { GrandTestResults } from "@/lib/grand-tests/results";
import { finaliseGrandTest } from "@/lib/grand-tests/finalise";
import type { ResultFigures } from "@/lib/attempts/rules";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { answerGrand, attemptIdOf, endGrand, makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

/** The pass mark is the whole database's: changed only where no other file reads it at the same time. */
const isolated = !process.env.DATABASE_URL;
const EXAM_LABEL = /^FCPS pass mark \d+% \(estimate\)$/;
type Row = ResultFigures & { quizAttempt: { quiz: { id: string; kind: string } } };

async function sitGrandTest(learner: TestUser, test: Awaited<ReturnType<typeof makeGrandTest>>, right: number) {
  const attemptId = attemptIdOf(await startGrand(learner, test.id));
  for (const [index, question] of test.questions.entries())
    await answerGrand(learner, attemptId, question.id, question.optionsList[index < right ? 0 : 1]!.id);
  await endGrand(learner, attemptId);
  return attemptId;
}

const rowsOf = async (learner: TestUser) => (await call(resultList, { cookie: learner.cookie })).body.data as Row[];

describe('one pass language (docs/rules.md, "What a pass is")', () => {
  it("judges 6 of 10 a pass on a quiz and a fail on a grand test, naming the mark in every answer", async () => {
    const subject = await makeSubject();
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const quiz = await makeQuiz(subject.id, { count: 10 });
    const quizAttempt = await takeQuiz(learner, quiz, [0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    const test = await makeGrandTest(subject.id, { count: 10 });
    const grandAttempt = await sitGrandTest(learner, test, 6);
    await setWindow(test.id, -7200, -6);
    await finaliseGrandTest(test.id);

    const rows = await rowsOf(learner);
    const quizRow = rows.find((row) => row.quizAttempt.quiz.id === quiz.id)!;
    const grandRow = rows.find((row) => row.quizAttempt.quiz.id === test.id)!;
    expect(quizRow).toMatchObject({ percentage: 60, passed: true, passMark: { kind: "quiz", percent: 50, label: "quiz pass mark 50%" } });
    expect(grandRow).toMatchObject({
      percentage: 60,
      passed: false,
      passMark: { kind: "grand_test", label: expect.stringMatching(EXAM_LABEL) },
    });
    expect(grandRow.quizAttempt.quiz.kind).toBe("grand_test");

    const quizReview = await call(review, { cookie: learner.cookie, params: { id: quizAttempt } });
    expect((quizReview.body.data as { result: ResultFigures }).result).toMatchObject({ passed: true, passMark: { kind: "quiz" } });
    const grandReview = await call(review, { cookie: learner.cookie, params: { id: grandAttempt } });
    expect((grandReview.body.data as { result: ResultFigures }).result).toMatchObject({ passed: false, passMark: { kind: "grand_test" } });

    const standing = (await call(grandTestResults, { cookie: learner.cookie, params: { id: test.id } })).body.data as GrandTestResults;
    expect(standing.mine).toMatchObject({
      percentage: 60,
      passed: false,
      passMark: { kind: "grand_test", label: expect.stringMatching(EXAM_LABEL) },
    });
  });

  it.runIf(isolated)(
    "follows the admin's exam pass mark: results, the grand test's report count and the report's words move with it",
    async () => {
      const admin = await createUser({ isAdmin: true });
      const subject = await makeSubject();
      const test = await makeGrandTest(subject.id, { count: 10 });
      const [sixty, eighty] = [await createUser(), await createUser()];
      await sitGrandTest(sixty, test, 6);
      await sitGrandTest(eighty, test, 8);
      await setWindow(test.id, -7200, -6);
      await finaliseGrandTest(test.id);
      const passes = async () =>
        (
          await getDb().select({ passed: reportQuizAttempts.passed }).from(reportQuizAttempts).where(eq(reportQuizAttempts.quizId, test.id))
        )[0]!.passed;
      const mine = async (learner: TestUser) =>
        ((await call(grandTestResults, { cookie: learner.cookie, params: { id: test.id } })).body.data as GrandTestResults).mine!;

      expect((await call(settings, { cookie: admin.cookie, method: "PUT", json: { passMark: 70 } })).status).toBe(200);
      expect(await passes()).toBe(1);
      expect(await mine(sixty)).toMatchObject({ passed: false, passMark: { percent: 70, label: "FCPS pass mark 70% (estimate)" } });

      expect((await call(settings, { cookie: admin.cookie, method: "PUT", json: { passMark: 60 } })).status).toBe(200);
      expect(await passes()).toBe(2);
      expect(await mine(sixty)).toMatchObject({ passed: true, passMark: { percent: 60, label: "FCPS pass mark 60% (estimate)" } });
      const figures = (await call(report, { cookie: admin.cookie })).body.data as { passMarks: { grand_test: { label: string } } };
      expect(figures.passMarks.grand_test.label).toBe("FCPS pass mark 60% (estimate)");

      expect((await call(settings, { cookie: admin.cookie, method: "PUT", json: { passMark: 70 } })).status).toBe(200);
      expect(await passes()).toBe(1);
    },
  );
});
