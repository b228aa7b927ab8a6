import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as importRoute } from "@/app/api/quiz/import/route";
import { APPEND_MESSAGES } from "@/lib/quizzes/append";
import type { QuizView } from "@/lib/quizzes/views";
import { makeQuiz, makeSubject, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { makeGrandTest } from "../support/grand-tests";
import { call } from "../support/http";
import { csvOf, HEADERS, rowCounts, xlsxOf } from "../support/sheets";

setUpTestDatabase();

const GIFT = `// [tag:${"Appended GIFT"}]
::Fourth:: Which agent is a depolarising relaxant? {
  =Suxamethonium#It depolarises the end plate.
  ~Rocuronium
}`;
const AIKEN = `Which nerve supplies the larynx above the cords?
A. Recurrent laryngeal
B. Internal laryngeal
ANSWER: B`;

async function setup() {
  const admin = await createUser({ isAdmin: true });
  const quiz = await makeQuiz((await makeSubject()).id);
  const send = (json: Record<string, unknown>, user: TestUser = admin) => call(importRoute, { cookie: user.cookie, json });
  const read = async () => (await call(getQuiz, { cookie: admin.cookie, params: { id: quiz.id } })).body.data as QuizView;
  return { admin, quiz, send, read };
}

describe("POST /api/quiz/import with quizId: appending to a saved quiz", () => {
  it("answers a dry run with what it would add and writes nothing; then appends the GIFT questions", async () => {
    const { quiz, send, read } = await setup();
    const before = await rowCounts();
    const dry = await send({ quizId: quiz.id, format: "gift", text: GIFT, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe(`will add 1 question and 1 new tag to "${quiz.name}"`);
    expect(dry.body.data).toMatchObject({ quizzes: 0, questions: 1, newTags: 1, id: quiz.id, warnings: [] });
    expect(await rowCounts()).toEqual(before);

    const added = await send({ quizId: quiz.id, format: "gift", text: GIFT });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(`added 1 question and 1 new tag to "${quiz.name}"`);
    const stored = await read();
    expect(stored.questions.slice(0, 3)).toEqual(quiz.questions.map((question) => ({ ...question, title: null, tags: [] })));
    expect(stored.questions[3]).toMatchObject({
      title: "Fourth",
      question: "Which agent is a depolarising relaxant?",
      tags: ["Appended GIFT"],
    });
    expect(await rowCounts()).toMatchObject({ quizzes: before.quizzes, questions: before.questions + 1 });
  });

  it("appends Aiken text, CSV text and an XLSX file, and warns about a stem that asks for two answers", async () => {
    const { quiz, send, read, admin } = await setup();
    expect((await send({ quizId: quiz.id, format: "aiken", text: AIKEN })).status).toBe(201);
    const twoAsked = [HEADERS, ["Which TWO drugs are esters?", "Procaine", "Lidocaine", "", "", "", "A", ""]];
    const csv = await send({ quizId: quiz.id, format: "csv", text: csvOf(twoAsked), dryRun: true });
    expect(csv.body.data).toMatchObject({ questions: 1, warnings: [expect.stringMatching(/^Row 2: .*\("Which TWO"\)/)] });

    const form = new FormData();
    form.set("quizId", quiz.id);
    form.set("format", "xlsx");
    form.set("file", new File([await xlsxOf([HEADERS, ["From the sheet?", "Yes", "No", "", "", "", "A", ""]])], "more.xlsx"));
    const sheet = await call(importRoute, { cookie: admin.cookie, body: form });
    expect(sheet.status).toBe(201);
    expect((await read()).questions.map((question) => question.question).slice(3)).toEqual([
      "Which nerve supplies the larynx above the cords?",
      "From the sheet?",
    ]);
  });

  it("is for admins only, and refuses a wrong target or a bad file naming the field, writing nothing", async () => {
    const { quiz, send } = await setup();
    const learner = await createUser();
    const before = await rowCounts();
    expect((await send({ quizId: quiz.id, format: "gift", text: GIFT }, learner)).status).toBe(403);
    expect((await call(importRoute, { json: { quizId: quiz.id, format: "gift", text: GIFT } })).status).toBe(401);

    const unknown = await send({ quizId: randomUUID(), format: "gift", text: GIFT });
    expect(unknown).toMatchObject({ status: 404, body: { message: APPEND_MESSAGES.notFound } });
    expect((await send({ quizId: "quiz-1", format: "gift", text: GIFT })).body).toMatchObject({ field: "quizId" });
    const broken = await send({ quizId: quiz.id, format: "gift", text: `${GIFT}\n\nBroken {=a ~b` });
    expect(broken).toMatchObject({ status: 400, body: { field: "text" } });
    const noKey = await send({ quizId: quiz.id, format: "gift", text: `${GIFT}\n\nNo key? {~a ~b}` });
    expect(noKey).toMatchObject({ status: 400, body: { field: "text", line: 7 } });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a grand test that has opened with 409, dry run included", async () => {
    const { send } = await setup();
    const test = await makeGrandTest((await makeSubject()).id);
    for (const dryRun of [true, false]) {
      const refused = await send({ quizId: test.id, format: "gift", text: GIFT, dryRun });
      expect(refused).toMatchObject({ status: 409, body: { message: APPEND_MESSAGES.grandTestOpened } });
    }
  });

  it("still creates a new quiz without quizId", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const created = await call(importRoute, {
      cookie: admin.cookie,
      json: { subjectId: subject.id, name: uniqueName("New"), quizTime: 10, eachMCQMarks: 1, format: "gift", text: GIFT },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ quizzes: 1, questions: 1 });
  });
});
