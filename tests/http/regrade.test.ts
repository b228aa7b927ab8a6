import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as keyHistory, POST as regrade } from "@/app/api/questions/[id]/regrade/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { getDb } from "@/db/client";
import { attempts, mailJobs, options, practiceSessions, reportQuizAttempts } from "@/db/schema";
import { QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import type { KeyChange } from "@/lib/regrade";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { answerPractice, endPractice, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

const post = (user: TestUser, questionId: string, json: unknown) =>
  call(regrade, { cookie: user.cookie, json, params: { id: questionId } });

async function endedAttemptsOf(quizId: string) {
  const rows = await getDb()
    .select()
    .from(attempts)
    .where(and(eq(attempts.quizId, quizId), isNotNull(attempts.submittedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}
const passed = (row: { score: number | null; totalMarks: number | null }) =>
  (row.totalMarks ?? 0) > 0 && (row.score ?? 0) * 100 >= (row.totalMarks ?? 0) * QUIZ_PASS_PERCENT;
const keyOf = async (questionId: string) =>
  (await getDb().select().from(options).where(eq(options.questionId, questionId)).orderBy(options.position)).map(
    (option) => option.isCorrect,
  );
const reportRow = async (quizId: string) =>
  (await getDb().select().from(reportQuizAttempts).where(eq(reportQuizAttempts.quizId, quizId)))[0]!;

/** Four questions of 1 mark (pass at 2); question 0's key is option 0. */
async function gradedQuiz() {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id, { count: 4 });
  const learners = await Promise.all([1, 2, 3, 4, 5].map(() => createUser()));
  for (const learner of learners) await entitle(learner.id, subject.id);
  const [failing, passing, unchanged, unanswered, stillOpen] = learners;
  await takeQuiz(failing!, quiz, [1, 0]); // 1 of 4 → with key B: 2 of 4, pass
  await takeQuiz(passing!, quiz, [0, 0]); // 2 of 4 → with key B: 1 of 4, fail
  await takeQuiz(unchanged!, quiz, [2, 0, 0, 0]);
  await takeQuiz(unanswered!, quiz, [null, 0, 0, 0]);
  await call(start, { cookie: stillOpen!.cookie, json: { quizId: quiz.id } }); // open: not a result yet
  return { quiz, failing: failing!, passing: passing!, question: quiz.questions[0]! };
}

describe("POST /api/questions/{id}/regrade", () => {
  it("the dry run answers exactly what applying then changes, in results, report counts, practice and mail", async () => {
    const { quiz, failing, passing, question } = await gradedQuiz();
    const admin = await createUser({ isAdmin: true });
    const practice = (await startPractice(failing, { count: 4 })).body.data as CreatedPractice;
    const practised = practice.questions.find((item) => item.id === question.id)!;
    await answerPractice(failing, practice.id, question.id, practised.optionsList[1]!.id);
    await endPractice(failing, practice.id);
    const practiceBefore = (await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, practice.id)))[0]!;

    const newKey = [question.optionsList[1]!.id];
    const dry = await post(admin, question.id, { correctOptionIds: newKey, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({ attempts: 4, scoreChanged: 2, passToFail: 1, failToPass: 1, applied: false });
    expect(await keyOf(question.id)).toEqual([true, false, false]); // the dry run wrote nothing

    const before = await endedAttemptsOf(quiz.id);
    const reportBefore = await reportRow(quiz.id);
    const applied = await post(admin, question.id, { correctOptionIds: newKey });
    expect(applied.status).toBe(200);
    const after = await endedAttemptsOf(quiz.id);

    const { applied: _dryFlag, ...drySummary } = dry.body.data as Record<string, unknown>;
    const changed = [...after.values()].filter((row) => row.score !== before.get(row.id)!.score);
    expect({
      attempts: after.size,
      scoreChanged: changed.length,
      passToFail: changed.filter((row) => passed(before.get(row.id)!) && !passed(row)).length,
      failToPass: changed.filter((row) => !passed(before.get(row.id)!) && passed(row)).length,
    }).toEqual(drySummary);
    expect(applied.body.data).toMatchObject(drySummary);
    for (const row of after.values())
      expect(row.correctCount! + row.incorrectCount!).toBe(before.get(row.id)!.correctCount! + before.get(row.id)!.incorrectCount!);

    expect(await keyOf(question.id)).toEqual([false, true, false]);
    expect(await reportRow(quiz.id)).toEqual({ ...reportBefore, passed: [...after.values()].filter(passed).length });
    const practiceAfter = (await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, practice.id)))[0]!;
    expect([practiceAfter.correctCount, practiceAfter.incorrectCount]).toEqual([
      practiceBefore.correctCount! + 1,
      practiceBefore.incorrectCount! - 1,
    ]);

    const changeId = (applied.body.data as { changeId: string }).changeId;
    const mails = await getDb()
      .select()
      .from(mailJobs)
      .where(like(mailJobs.dedupeKey, `regrade:${changeId}:%`));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([failing.email, passing.email].sort());
    expect(mails.find((mail) => mail.toAddress === failing.email)!.textBody).toContain("1 of 4 (not passed) → 2 of 4 (passed)");

    const history = await call(keyHistory, { cookie: admin.cookie, params: { id: question.id } });
    expect(history.status).toBe(200);
    const { history: changes } = history.body.data as { history: KeyChange[] };
    expect(changes[0]).toMatchObject({
      id: changeId,
      changedBy: admin.name,
      oldOptionIds: [question.optionsList[0]!.id],
      newOptionIds: newKey,
      ...drySummary,
    });

    // A second change (two options right) again matches its dry run.
    const twoRight = [question.optionsList[0]!.id, question.optionsList[1]!.id];
    const secondDry = (await post(admin, question.id, { correctOptionIds: twoRight, dryRun: true })).body.data as Record<string, number>;
    const secondBefore = await endedAttemptsOf(quiz.id);
    await post(admin, question.id, { correctOptionIds: twoRight });
    const secondAfter = await endedAttemptsOf(quiz.id);
    expect([...secondAfter.values()].filter((row) => row.score !== secondBefore.get(row.id)!.score).length).toBe(secondDry.scoreChanged);
    expect(secondDry).toMatchObject({ attempts: 4, scoreChanged: 1, passToFail: 0, failToPass: 1 });
  });

  it("refuses options of another question, no option, the same key, bad input and non-admins", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 2 });
    const admin = await createUser({ isAdmin: true });
    const [first, second] = quiz.questions;
    const foreign = await post(admin, first!.id, { correctOptionIds: [second!.optionsList[1]!.id], dryRun: true });
    expect([foreign.status, foreign.body.field]).toEqual([400, "correctOptionIds"]);
    const mixed = await post(admin, first!.id, { correctOptionIds: [first!.optionsList[1]!.id, randomUUID()] });
    expect([mixed.status, mixed.body.field]).toEqual([400, "correctOptionIds"]);
    const none = await post(admin, first!.id, { correctOptionIds: [] });
    expect([none.status, none.body.field]).toEqual([400, "correctOptionIds"]);
    expect((await post(admin, first!.id, { correctOptionIds: ["x"] })).status).toBe(400);
    expect((await post(admin, first!.id, { correctOptionIds: "abc" })).status).toBe(400);
    const badDry = await post(admin, first!.id, { correctOptionIds: [first!.optionsList[1]!.id], dryRun: "yes" });
    expect([badDry.status, badDry.body.field]).toEqual([400, "dryRun"]);
    expect((await post(admin, first!.id, { correctOptionIds: [first!.optionsList[0]!.id] })).status).toBe(409);
    expect((await post(admin, randomUUID(), { correctOptionIds: [first!.optionsList[1]!.id] })).status).toBe(404);
    expect((await post(await createUser(), first!.id, { correctOptionIds: [first!.optionsList[1]!.id], dryRun: true })).status).toBe(403);
    expect((await call(regrade, { json: { correctOptionIds: [first!.optionsList[1]!.id] }, params: { id: first!.id } })).status).toBe(401);
    expect(await keyOf(first!.id)).toEqual([true, false, false]);
  });
});
