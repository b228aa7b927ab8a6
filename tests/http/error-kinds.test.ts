import { describe, expect, it } from "vitest";
import { POST as answerRoute } from "@/app/api/practice/[id]/answer/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as submit } from "@/app/api/quiz/submit/route";
import { POST as createSubject } from "@/app/api/subjects/create/route";
import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { answerPractice, endPractice, optionsOf, practiceLearner, readPractice, startPractice, createdPractice } from "../support/practice";

/** docs/rules.md, "API conventions": every error body names its kind beside the message, so a screen branches on it. */
setUpTestDatabase();

describe("the kind of an error answer", () => {
  it("tells practice's two 409s apart: already answered, and the session ended", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const session = createdPractice(await startPractice(learner, { count: 2 }));
    const [first, second] = session.questions;
    const { right, wrong } = optionsOf(quiz, first!.id);
    expect((await answerPractice(learner, session.id, first!.id, wrong)).status).toBe(200);

    const again = await answerPractice(learner, session.id, first!.id, right);
    expect([again.status, again.body]).toEqual([409, { success: false, message: PRACTICE_MESSAGES.alreadyAnswered, kind: "AlreadyDone" }]);

    await endPractice(learner, session.id);
    const late = await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).right);
    expect([late.status, late.body]).toEqual([409, { success: false, message: PRACTICE_MESSAGES.ended, kind: "Ended" }]);
  });

  it("names the kind beside the field of a 400, and on 401, 403 and 404", async () => {
    const { learner } = await practiceLearner(2);
    const invalid = await startPractice(learner, { count: 0 });
    expect([invalid.status, invalid.body.kind, invalid.body.field]).toEqual([400, "Invalid", "count"]);
    expect(invalid.body.message).toMatch(/^Count: /);

    const signedOut = await call(answerRoute, { params: { id: crypto.randomUUID() }, json: { questionId: "x", optionId: "y" } });
    expect([signedOut.status, signedOut.body.kind]).toEqual([401, "Unauthenticated"]);

    const notAdmin = await call(createSubject, { cookie: learner.cookie, json: { name: "Physiology" } });
    expect([notAdmin.status, notAdmin.body.kind]).toEqual([403, "Forbidden"]);

    const missing = await readPractice(learner, crypto.randomUUID());
    expect([missing.status, missing.body.kind]).toEqual([404, "NotFound"]);
  });

  it("reaches the answer save's own path too (the quiz answer after the end)", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id, startedAt: "1999-01-01T00:00:00Z" } });
    const quizAttemptId = (started.body.data as { id: string }).id;
    expect((await call(end, { cookie: learner.cookie, json: { quizAttemptId } })).status).toBe(200);
    const question = quiz.questions[0]!;
    const late = await call(submit, {
      cookie: learner.cookie,
      json: { quizAttemptId, questionId: question.id, optionId: question.optionsList[0]!.id },
    });
    expect([late.status, late.body]).toEqual([409, { success: false, message: ATTEMPT_MESSAGES.ended, kind: "Ended" }]);
  });
});
