import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteQuiz, GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as append } from "@/app/api/quiz/[id]/questions/route";
import { GET as attemptRoute } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { GET as reviewRoute } from "@/app/api/quiz/result/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as submit } from "@/app/api/quiz/submit/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { getDb } from "@/db/client";
import { attempts, options, questions } from "@/db/schema";
import { openWork } from "@/lib/home/open-work";
import { APPEND_MESSAGES } from "@/lib/quizzes/append";
import { QUIZ_MESSAGES } from "@/lib/quizzes/draft";
import type { QuizView } from "@/lib/quizzes/views";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

/** A typed question in the add payload's shape; option 0 is the key. */
const typed = (text: string, extra: Record<string, unknown> = {}) => ({
  question: text,
  explanation: `Why ${text}`,
  tags: ["Appended"],
  options: [
    { option: `${text} right`, isCorrect: true, explanation: "Right." },
    { option: `${text} wrong`, isCorrect: false },
    { option: "", isCorrect: false },
  ],
  ...extra,
});

const send = (user: TestUser | null, quizId: string, json: unknown) => call(append, { cookie: user?.cookie, params: { id: quizId }, json });

/** Every stored row of the quiz's questions and options, in order: what an append must leave alone. */
async function storedRows(quizId: string) {
  const rows = await getDb().select().from(questions).where(eq(questions.quizId, quizId)).orderBy(asc(questions.position));
  const ids = rows.map((row) => row.id);
  const optionRows = ids.length ? await getDb().select().from(options).where(inArray(options.questionId, ids)) : [];
  return { questions: rows, options: optionRows.sort((a, b) => a.id.localeCompare(b.id)) };
}

const readQuiz = async (admin: TestUser, id: string) =>
  (await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView;

describe("POST /api/quiz/{id}/questions", () => {
  it("appends typed questions after the last one and leaves every stored row as it was", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id, { marks: 2 });
    const before = await storedRows(quiz.id);

    const { status, body } = await send(admin, quiz.id, { questions: [typed("Fourth?"), typed("Fifth?", { title: "Five" })] });
    expect(status).toBe(201);
    expect(body.message).toBe("2 questions added");
    expect(body.data).toMatchObject({ totalQuestions: 5 });

    const after = await storedRows(quiz.id);
    expect(after.questions.slice(0, 3)).toEqual(before.questions);
    expect(after.options.filter((row) => before.options.some((old) => old.id === row.id))).toEqual(before.options);
    expect(after.questions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);

    const stored = await readQuiz(admin, quiz.id);
    expect(stored.totalQuestions).toBe(5);
    expect(stored.questions.map((question) => question.id).slice(3)).toEqual((body.data as { questionIds: string[] }).questionIds);
    expect(stored.questions[3]).toMatchObject({ question: "Fourth?", explanation: "Why Fourth?", tags: ["Appended"], eachMCQMarks: 2 });
    // The empty option row is dropped, as on create.
    expect(stored.questions[3]!.optionsList.map(({ option, isAnswer }) => [option, isAnswer])).toEqual([
      ["Fourth? right", true],
      ["Fourth? wrong", false],
    ]);
    expect(stored.questions[4]!.title).toBe("Five");
  });

  it("is for admins only: 401 without a session, 403 for a learner, and nothing is written", async () => {
    const learner = await createUser();
    const quiz = await makeQuiz((await makeSubject()).id);
    const before = await storedRows(quiz.id);
    expect((await send(null, quiz.id, { questions: [typed("Q?")] })).status).toBe(401);
    expect((await send(learner, quiz.id, { questions: [typed("Q?")] })).status).toBe(403);
    expect(await storedRows(quiz.id)).toEqual(before);
  });

  it("answers 404 for a quiz that does not exist, a deleted one and an id that is not one", async () => {
    const admin = await createUser({ isAdmin: true });
    const deleted = await makeQuiz((await makeSubject()).id);
    await call(deleteQuiz, { cookie: admin.cookie, params: { id: deleted.id }, method: "DELETE" });
    for (const id of [randomUUID(), deleted.id, "not-a-quiz"]) {
      const { status, body } = await send(admin, id, { questions: [typed("Q?")] });
      expect(status, id).toBe(404);
      expect(body.message).toBe(APPEND_MESSAGES.notFound);
    }
    expect((await storedRows(deleted.id)).questions).toHaveLength(3);
  });

  it("refuses bad input with 400 naming the field and the question, and writes none of the batch", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    const before = await storedRows(quiz.id);
    const good = typed("Good?");
    const cases: [unknown, string, Record<string, unknown>][] = [
      [{}, "questions", {}],
      [{ questions: "many" }, "questions", {}],
      [{ questions: [] }, "questions", { message: QUIZ_MESSAGES.questions }],
      [{ questions: [good, typed("")] }, "questions", { message: QUIZ_MESSAGES.questionText, questionIndex: 1 }],
      [{ questions: [good, { question: "No options?", options: [] }] }, "questions", { message: QUIZ_MESSAGES.options, questionIndex: 1 }],
      [
        { questions: [good, { question: "No key?", options: [{ option: "A" }, { option: "B", isCorrect: false }] }] },
        "questions",
        { message: QUIZ_MESSAGES.correct, questionIndex: 1 },
      ],
      [{ questions: [good, typed("x".repeat(4001))] }, "questions.1.question", {}],
    ];
    for (const [json, field, expected] of cases) {
      const { status, body } = await send(admin, quiz.id, json);
      expect(status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(body).toMatchObject({ success: false, field, ...expected });
    }
    expect(await storedRows(quiz.id)).toEqual(before);
  });

  it("keeps a quiz at 300 questions at most, naming `questions`", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id, { count: 299 });
    const { status, body } = await send(admin, quiz.id, { questions: [typed("300th?"), typed("301st?")] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: "questions", message: APPEND_MESSAGES.tooMany(299, 2) });
    expect((await storedRows(quiz.id)).questions).toHaveLength(299);
    expect((await send(admin, quiz.id, { questions: [typed("300th?")] })).status).toBe(201);
  });

  it("appends to a grand test until it opens, and refuses with 409 once it has", async () => {
    const admin = await createUser({ isAdmin: true });
    const test = await makeGrandTest((await makeSubject()).id);
    await setWindow(test.id, 3600, 7200);
    expect((await send(admin, test.id, { questions: [typed("Before it opens?")] })).status).toBe(201);

    await setWindow(test.id, -1, 7200);
    const before = await storedRows(test.id);
    const { status, body } = await send(admin, test.id, { questions: [typed("After it opened?")] });
    expect(status).toBe(409);
    expect(body.message).toBe(APPEND_MESSAGES.grandTestOpened);
    expect(await storedRows(test.id)).toEqual(before);
    expect(before.questions).toHaveLength(4);
  });
});

describe('attempts across an append (docs/rules.md, "Catalogue and authoring")', () => {
  it("an attempt started before keeps its paper: shown, answered, ended and reviewed with the questions it started with", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { marks: 2 });
    await entitle(learner.id, subject.id);
    const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
    const attemptId = (started.body.data as { id: string }).id;

    const appended = await send(admin, quiz.id, { questions: [typed("Added mid-attempt?")] });
    const [newId] = (appended.body.data as { questionIds: string[] }).questionIds;
    const newOption = (await readQuiz(admin, quiz.id)).questions[3]!.optionsList[0]!.id;

    const state = await call(attemptRoute, { cookie: learner.cookie, params: { id: attemptId } });
    expect(state.status).toBe(200);
    expect((state.body.data as { quiz: QuizView }).quiz.questions.map((question) => question.id)).toEqual(
      quiz.questions.map((question) => question.id),
    );
    const viewed = await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } });
    expect((viewed.body.data as QuizView).questions).toHaveLength(3);
    expect(await openWork(learner.id)).toMatchObject([{ attemptId, total: 3 }]);

    const refused = await call(submit, {
      cookie: learner.cookie,
      json: { quizAttemptId: attemptId, questionId: newId, optionId: newOption },
    });
    expect(refused.status).toBe(400);
    for (const question of quiz.questions) {
      const saved = await call(submit, {
        cookie: learner.cookie,
        json: { quizAttemptId: attemptId, questionId: question.id, optionId: question.optionsList[0]!.id },
      });
      expect(saved.status).toBe(200);
    }
    const ended = await call(end, { cookie: learner.cookie, json: { quizAttemptId: attemptId } });
    expect(ended.body.data).toMatchObject({ score: 6, totalMarks: 6, correct: 3, incorrect: 0 });

    const review = await call(reviewRoute, { cookie: learner.cookie, params: { id: attemptId } });
    expect((review.body.data as { quiz: QuizView }).quiz.questions).toHaveLength(3);

    // The next attempt sits the quiz as it is now.
    const next = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
    const nextState = await call(attemptRoute, { cookie: learner.cookie, params: { id: (next.body.data as { id: string }).id } });
    expect((nextState.body.data as { quiz: QuizView }).quiz.questions).toHaveLength(4);
  });

  it("leaves ended attempts' stored results as they were", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    await entitle(learner.id, subject.id);
    const attemptId = await takeQuiz(learner, quiz, [0, 1, null]);
    const [before] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect((await send(admin, quiz.id, { questions: [typed("Later?")] })).status).toBe(201);
    const [after] = await getDb().select().from(attempts).where(eq(attempts.id, attemptId));
    expect(after).toEqual(before);
    const review = await call(reviewRoute, { cookie: learner.cookie, params: { id: attemptId } });
    expect(review.body.data).toMatchObject({ result: { correct: 1, totalMarks: 3 } });
    expect((review.body.data as { quiz: QuizView }).quiz.questions).toHaveLength(3);
  });
});
