import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as setFlag } from "@/app/api/flags/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { GET as attemptState } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

const flag = (user: TestUser, questionId: string, flagged: boolean) =>
  call(setFlag, { cookie: user.cookie, json: { questionId, flagged } });

describe("POST /api/flags", () => {
  it("flags and unflags a question of an attempt; the quiz screen and the review read them back", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 3 });
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const [first, second] = quiz.questions;

    // Not shown yet: no attempt of this quiz.
    expect((await flag(learner, first!.id, true)).status).toBe(404);

    const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
    const attemptId = (started.body.data as { id: string }).id;
    const flagged = await flag(learner, first!.id, true);
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toEqual({ questionId: first!.id, flagged: true });
    await flag(learner, second!.id, true);
    await flag(learner, second!.id, false);
    const state = await call(attemptState, { cookie: learner.cookie, params: { id: attemptId } });
    expect((state.body.data as { flaggedQuestionIds: string[] }).flaggedQuestionIds).toEqual([first!.id]);

    await call(end, { cookie: learner.cookie, json: { quizAttemptId: attemptId } });
    // Flags may still change after the end (the review is a place questions are shown).
    expect((await flag(learner, second!.id, true)).status).toBe(200);
    const reviewed = await call(review, { cookie: learner.cookie, params: { id: attemptId } });
    expect(new Set((reviewed.body.data as { flaggedQuestionIds: string[] }).flaggedQuestionIds)).toEqual(new Set([first!.id, second!.id]));
  });

  it("is a 404 for a question never shown or unknown, 400 for a bad body, and for learners only", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 1 });
    const [learner, admin] = await Promise.all([createUser(), createUser({ isAdmin: true })]);
    await entitle(learner.id, subject.id);
    expect((await flag(learner, quiz.questions[0]!.id, true)).status).toBe(404);
    expect((await flag(learner, randomUUID(), true)).status).toBe(404);
    const bad = await call(setFlag, { cookie: learner.cookie, json: { questionId: quiz.questions[0]!.id, flagged: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("flagged");
    expect((await flag(admin, quiz.questions[0]!.id, true)).status).toBe(403);
    expect((await call(setFlag, { json: { questionId: quiz.questions[0]!.id, flagged: true } })).status).toBe(401);
  });
});
