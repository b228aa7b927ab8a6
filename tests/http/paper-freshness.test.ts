/**
 * The paper an attempt shows is shared for a few seconds per instance, but never across an edit:
 * a text fix or an append saved before an attempt starts is in that attempt's paper at once, on
 * every instance (the version is read from the database each time, not remembered).
 */
import { describe, expect, it } from "vitest";
import { POST as append } from "@/app/api/quiz/[id]/questions/route";
import { GET as attemptScreen } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as update } from "@/app/api/quiz/update/route";
import { editPayload, entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

type Paper = { quiz: { questions: { question: string }[] } };

async function startAndRead(learner: TestUser, quizId: string): Promise<Paper["quiz"]> {
  const started = await call(start, { cookie: learner.cookie, json: { quizId } });
  expect(started.status).toBe(200);
  const id = (started.body.data as { id: string }).id;
  const screen = await call(attemptScreen, { cookie: learner.cookie, params: { id } });
  expect(screen.status).toBe(200);
  return (screen.body.data as Paper).quiz;
}

describe("the paper of a new attempt", () => {
  it("shows a text fix saved a moment before it starts", async () => {
    const [admin, first, second] = await Promise.all([createUser({ isAdmin: true }), createUser(), createUser()]);
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    await Promise.all([entitle(first.id, subject.id), entitle(second.id, subject.id)]);

    expect((await startAndRead(first, quiz.id)).questions[0]!.question).toBe("Question 1?");
    const saved = await call(update, {
      cookie: admin.cookie,
      json: editPayload(quiz, (_question, index) => (index === 0 ? { question: "Which drug is fixed?" } : {})),
    });
    expect(saved.status).toBe(200);
    expect((await startAndRead(second, quiz.id)).questions[0]!.question).toBe("Which drug is fixed?");
  });

  it("holds the questions appended a moment before it starts", async () => {
    const [admin, first, second] = await Promise.all([createUser({ isAdmin: true }), createUser(), createUser()]);
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 2 });
    await Promise.all([entitle(first.id, subject.id), entitle(second.id, subject.id)]);

    expect((await startAndRead(first, quiz.id)).questions).toHaveLength(2);
    const added = await call(append, {
      cookie: admin.cookie,
      params: { id: quiz.id },
      json: { questions: [{ question: "Appended?", eachMCQMarks: 1, options: [{ option: "Yes", isCorrect: true }, { option: "No" }] }] },
    });
    expect(added.status).toBe(201);
    const paper = await startAndRead(second, quiz.id);
    expect(paper.questions.map((question) => question.question)).toEqual(["Question 1?", "Question 2?", "Appended?"]);
  });
});
