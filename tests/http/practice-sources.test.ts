import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { questionFlags } from "@/db/schema";
import { POST as submit } from "@/app/api/quiz/submit/route";
import { finaliseAttempt } from "@/lib/attempts/finish";
import { startAttempt } from "@/lib/sittings/start";
import { setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { answerPractice, endPractice, optionsOf, practiceLearner, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

const drawnIds = async (...args: Parameters<typeof startPractice>) => {
  const result = await startPractice(...args);
  if (result.status === 409) return [];
  return (result.body.data as CreatedPractice).questions.map((question) => question.id).sort();
};
const saveAnswer = async (learner: TestUser, quizAttemptId: string, questionId: string, optionId: string) =>
  expect((await call(submit, { cookie: learner.cookie, json: { quizAttemptId, questionId, optionId } })).status).toBe(200);

describe("sources", () => {
  it("unused: never answered by this learner in any attempt or session (open ones too)", async () => {
    const { learner, quiz } = await practiceLearner(4);
    const [q1, q2, q3, q4] = quiz.questions;
    const attempt = await startAttempt(learner.id, quiz.id);
    await saveAnswer(learner, attempt.id, q1!.id, optionsOf(quiz, q1!.id).wrong);
    const session = (await startPractice(learner, { count: 4, mode: "timed", minutes: 5 })).body.data as CreatedPractice;
    await answerPractice(learner, session.id, q2!.id, optionsOf(quiz, q2!.id).right);
    expect(await drawnIds(learner, { source: "unused", count: 100 })).toEqual([q3!.id, q4!.id].sort());
  });

  it("incorrect: the last revealed answer was wrong; answers still in play do not tell", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const [q1, q2, q3] = quiz.questions;
    // An ended attempt: q1 wrong, q2 wrong, q3 right.
    const attempt = await startAttempt(learner.id, quiz.id);
    for (const [question, pick] of [
      [q1, "wrong"],
      [q2, "wrong"],
      [q3, "right"],
    ] as const)
      await saveAnswer(learner, attempt.id, question!.id, optionsOf(quiz, question!.id)[pick]);
    await finaliseAttempt(attempt.id);
    expect(await drawnIds(learner, { source: "incorrect", count: 100 })).toEqual([q1!.id, q2!.id].sort());

    // Later, q2 answered right in tutor mode (revealed at once): no longer incorrect.
    const tutor = (await startPractice(learner, { count: 3 })).body.data as CreatedPractice;
    await answerPractice(learner, tutor.id, q2!.id, optionsOf(quiz, q2!.id).right);
    expect(await drawnIds(learner, { source: "incorrect", count: 100 })).toEqual([q1!.id]);

    // A running timed session's wrong answer to q3 says nothing until that session ends.
    const timed = (await startPractice(learner, { count: 3, mode: "timed", minutes: 5 })).body.data as CreatedPractice;
    await answerPractice(learner, timed.id, q3!.id, optionsOf(quiz, q3!.id).wrong);
    expect(await drawnIds(learner, { source: "incorrect", count: 100 })).toEqual([q1!.id]);
    await endPractice(learner, timed.id);
    expect(await drawnIds(learner, { source: "incorrect", count: 100 })).toEqual([q1!.id, q3!.id].sort());
  });

  it("flagged: flagged by this learner and not unflagged since", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const [q1, q2] = quiz.questions;
    await getDb()
      .insert(questionFlags)
      .values([
        { userId: learner.id, questionId: q1!.id, flagged: true },
        { userId: learner.id, questionId: q2!.id, flagged: false },
      ]);
    const other = await practiceLearner(1);
    await getDb().insert(questionFlags).values({ userId: other.learner.id, questionId: quiz.questions[2]!.id, flagged: true });
    expect(await drawnIds(learner, { source: "flagged", count: 100 })).toEqual([q1!.id]);
  });
});
