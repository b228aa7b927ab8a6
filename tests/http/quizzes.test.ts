import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteQuiz, GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as add } from "@/app/api/quiz/add/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { GET as allQuizzes } from "@/app/api/quiz/all-quizzes/route";
import { GET as listQuizzes } from "@/app/api/quiz/route";
import { POST as update } from "@/app/api/quiz/update/route";
import { getDb } from "@/db/client";
import { quizzes } from "@/db/schema";
import { QUIZ_MESSAGES } from "@/lib/quizzes/draft";
import type { QuizView } from "@/lib/quizzes/views";
import { editPayload, entitle, makeQuiz, makeSubject, quizPayload, type EditPayload } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** An ordinary quiz's schedule fields (grand tests fill them). */
const ORDINARY_SCHEDULE = { kind: "quiz", opensAt: null, closesAt: null, access: null, status: null };

describe("POST /api/quiz/add", () => {
  it("creates a quiz with questions, options (several correct allowed) and explanations", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const payload = quizPayload(subject.id, { count: 2, twoCorrect: true, marks: 2 });
    const { status, body } = await call(add, { cookie: admin.cookie, json: payload });
    expect(status).toBe(201);
    expect(body.message).toBe("Quiz Added Successfully");
    const { body: fetched } = await call(getQuiz, { cookie: admin.cookie, params: { id: (body.data as { id: string }).id } });
    const quiz = fetched.data as QuizView;
    expect(quiz).toMatchObject({
      name: payload.name,
      quizTime: 10,
      eachMCQMarks: 2,
      subject: { id: subject.id, name: subject.name },
      totalQuestions: 2,
    });
    expect(quiz.questions[0]!.optionsList.map((option) => option.isAnswer)).toEqual([true, true, false]);
    expect(quiz.questions[0]!.explanation).toBe("Because 1.");
  });

  it("refuses invalid quizzes with the message of the first failing rule, and writes nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const base = quizPayload(subject.id);
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ ...base, name: "", description: "" }, QUIZ_MESSAGES.name],
      [{ ...base, description: "  " }, QUIZ_MESSAGES.description],
      [{ ...base, subject: "" }, QUIZ_MESSAGES.subject],
      [{ ...base, subject: randomUUID() }, QUIZ_MESSAGES.subject],
      [{ ...base, quizTime: 0 }, QUIZ_MESSAGES.quizTime],
      [{ ...base, eachMCQMarks: 0, questions: base.questions.map((q) => ({ ...q, eachMCQMarks: 0 })) }, QUIZ_MESSAGES.marks],
      [{ ...base, questions: [] }, QUIZ_MESSAGES.questions],
      [{ ...base, questions: [base.questions[0], { ...base.questions[1], question: "" }] }, QUIZ_MESSAGES.questionText, 1],
      [{ ...base, questions: [{ ...base.questions[0], options: [] }] }, QUIZ_MESSAGES.options, 0],
      [{ ...base, questions: [{ ...base.questions[0], options: [{ option: "", isCorrect: true }] }] }, QUIZ_MESSAGES.optionTexts, 0],
      [{ ...base, questions: [{ ...base.questions[0], options: [{ option: "A", isCorrect: false }] }] }, QUIZ_MESSAGES.correct, 0],
    ];
    for (const [payload, message, questionIndex] of cases) {
      const { status, body } = await call(add, { cookie: admin.cookie, json: payload });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
      expect(body.questionIndex).toBe(questionIndex);
    }
    expect(await getDb().select().from(quizzes).where(eq(quizzes.subjectId, subject.id))).toHaveLength(0);
  });

  it("names the field for wrong types and refuses non-admins", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const subject = await makeSubject();
    expect((await call(add, { cookie: admin.cookie, json: { ...quizPayload(subject.id), questions: "many" } })).body).toMatchObject({
      field: "questions",
    });
    expect((await call(add, { json: quizPayload(subject.id) })).status).toBe(401);
    expect((await call(add, { cookie: learner.cookie, json: quizPayload(subject.id) })).status).toBe(403);
  });
});

describe("POST /api/quiz/update", () => {
  it("changes texts and time", async () => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    const payload = editPayload(quiz);
    payload.name = "Renamed quiz";
    payload.quizTime = 0;
    payload.questions[0]!.question = "Reworded?";
    payload.questions[0]!.options[1]!.option = "Reworded option";
    const { status, body } = await call(update, { cookie: admin.cookie, json: payload });
    expect(status).toBe(200);
    expect(body.message).toBe("Quiz Updated Successfully");
    const stored = (await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } })).body.data as QuizView;
    expect(stored).toMatchObject({ name: "Renamed quiz", quizTime: 0 });
    expect(stored.questions[0]!.question).toBe("Reworded?");
    expect(stored.questions[0]!.optionsList[1]!.option).toBe("Reworded option");
  });

  it.each([
    ["adds a question", (p: EditPayload) => p.questions.push({ ...p.questions[0]!, id: undefined }), 409],
    ["removes a question", (p: EditPayload) => p.questions.pop(), 409],
    ["adds an option", (p: EditPayload) => p.questions[0]!.options.push({ option: "New", isCorrect: false }), 409],
    ["flips a correct flag", (p: EditPayload) => (p.questions[1]!.options[2]!.isCorrect = true), 409],
    ["moves the quiz to another subject", (p: EditPayload) => (p.subject = randomUUID()), 409],
    ["changes the marks", (p: EditPayload) => (p.eachMCQMarks = 5), 409],
    ["empties a question text", (p: EditPayload) => (p.questions[0]!.question = " "), 400],
    ["empties the name", (p: EditPayload) => (p.name = ""), 400],
  ] as [string, (p: EditPayload) => unknown, number][])("refuses an update that %s and changes nothing", async (_label, mutate, status) => {
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    const stored = async () => (await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } })).body.data as QuizView;
    const before = await stored();
    const payload = editPayload(quiz);
    payload.name = "Should not be saved";
    mutate(payload);
    expect((await call(update, { cookie: admin.cookie, json: payload })).status).toBe(status);
    expect(await stored()).toEqual(before);
  });

  it("refuses learners and unknown quizzes", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    const quiz = await makeQuiz((await makeSubject()).id);
    expect((await call(update, { cookie: learner.cookie, json: editPayload(quiz) })).status).toBe(403);
    expect((await call(update, { cookie: admin.cookie, json: { ...editPayload(quiz), id: randomUUID() } })).status).toBe(404);
  });
});

describe("quiz reads and delete", () => {
  it("never sends the answer key or explanations to a learner", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    expect((await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } })).status).toBe(403);
    await entitle(learner.id, subject.id);
    const { status, body } = await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toMatch(/isAnswer|isCorrect|explanation|Because/);
    expect(body).toHaveProperty("attmept");
    expect((await call(allQuizzes, { cookie: learner.cookie })).status).toBe(403);
    expect((await call(getQuiz, { params: { id: quiz.id } })).status).toBe(401);
  });

  it("gives a learner the questions only while an attempt of the quiz is open", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 3 });
    await entitle(learner.id, subject.id);
    const before = await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      id: quiz.id,
      name: quiz.name,
      description: quiz.description,
      quizTime: quiz.quizTime,
      eachMCQMarks: quiz.eachMCQMarks,
      subject: quiz.subject,
      quizSubject: quiz.subject.name,
      totalQuestions: 3,
      ...ORDINARY_SCHEDULE,
    });
    expect(JSON.stringify(before.body)).not.toContain(quiz.questions[0]!.question);

    const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
    const during = (await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } })).body.data as QuizView;
    expect(during.questions.map((question) => question.id)).toEqual(quiz.questions.map((question) => question.id));
    expect(JSON.stringify(during)).not.toMatch(/isAnswer|isCorrect|explanation|Because/);

    await call(end, { cookie: learner.cookie, json: { quizAttemptId: (started.body.data as { id: string }).id } });
    const after = await call(getQuiz, { cookie: learner.cookie, params: { id: quiz.id } });
    expect(after.body.data).not.toHaveProperty("questions");
    expect(after.body.attmept).toBe(1);
  });

  it("lists quizzes for admins a page at a time, newest first then by name, each with its questions; GET /api/quiz without them", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const [later, earlier] = [await makeQuiz(subject.id, { count: 4 }), await makeQuiz(subject.id, { count: 2 })];
    // Same creation time (far ahead, so first in the list): the names decide.
    await getDb()
      .update(quizzes)
      .set({ createdAt: new Date("2100-01-01T00:00:00Z"), name: "B quiz" })
      .where(eq(quizzes.id, later.id));
    await getDb()
      .update(quizzes)
      .set({ createdAt: new Date("2100-01-01T00:00:00Z"), name: "A quiz" })
      .where(eq(quizzes.id, earlier.id));
    const page = (query: string) => call(allQuizzes, { cookie: admin.cookie, path: `/api/quiz/all-quizzes?${query}` });

    const first = await page("pageSize=1");
    const [listed] = first.body.data as QuizView[];
    expect(listed).toEqual({
      id: earlier.id,
      name: "A quiz",
      description: earlier.description,
      quizTime: earlier.quizTime,
      eachMCQMarks: earlier.eachMCQMarks,
      subject: earlier.subject,
      quizSubject: subject.name,
      totalQuestions: 2,
      ...ORDINARY_SCHEDULE,
      questions: listed!.questions,
    });
    // The documented shape: each quiz with its questions and options, the key included (admins only).
    const single = (await call(getQuiz, { cookie: admin.cookie, params: { id: earlier.id } })).body.data as QuizView;
    expect(listed!.questions).toEqual(single.questions);
    expect(listed!.questions.map((question) => question.optionsList.filter((option) => option.isAnswer).length)).toEqual([1, 1]);
    const { total } = first.body.page as { total: number };
    expect(first.body.page).toEqual({ page: 1, pageSize: 1, total, pages: total });
    expect(((await page("pageSize=1&page=2")).body.data as QuizView[])[0]).toMatchObject({ id: later.id, totalQuestions: 4 });
    expect((await page(`pageSize=1&page=${total + 1}`)).body).toMatchObject({ data: [], page: { page: total + 1, total } });
    expect((await page("pageSize=0")).status).toBe(400);

    const { body } = await call(listQuizzes, { cookie: admin.cookie });
    const summary = (body.quizzes as QuizView[]).find((row) => row.id === later.id);
    expect(summary).toMatchObject({ totalQuestions: 4, quizSubject: subject.name });
    expect(summary).not.toHaveProperty("questions");
    expect(body.data).toEqual(body.quizzes);
    expect(body.page).toMatchObject({ page: 1, pageSize: 25 }); // GET /api/quiz is paged like the admin list
    const paged = await call(listQuizzes, { cookie: admin.cookie, path: "/api/quiz?pageSize=1&page=2" });
    expect(paged.body.quizzes).toEqual(paged.body.data);
    expect(paged.body.data).toHaveLength(1);
    expect((await call(listQuizzes, { cookie: admin.cookie, path: "/api/quiz?pageSize=101" })).status).toBe(400);
  });

  it("soft-deletes: the quiz leaves every list but its row stays for past results", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const quiz = await makeQuiz((await makeSubject()).id);
    expect((await call(deleteQuiz, { method: "DELETE", cookie: learner.cookie, params: { id: quiz.id } })).status).toBe(403);
    expect((await call(deleteQuiz, { method: "DELETE", cookie: admin.cookie, params: { id: quiz.id } })).status).toBe(200);
    expect((await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } })).status).toBe(404);
    const listed = await call(allQuizzes, { cookie: admin.cookie, path: "/api/quiz/all-quizzes?pageSize=20" });
    expect((listed.body.data as QuizView[]).some((row) => row.id === quiz.id)).toBe(false);
    const [row] = await getDb().select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call(deleteQuiz, { method: "DELETE", cookie: admin.cookie, params: { id: quiz.id } })).status).toBe(404);
  });
});
