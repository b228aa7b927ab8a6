import { describe, expect, it } from "vitest";
import { GET as exportQuiz } from "@/app/api/quiz/[id]/export/route";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as addQuiz } from "@/app/api/quiz/add/route";
import { POST as end } from "@/app/api/quiz/end/route";
import { GET as attemptState } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { GET as review } from "@/app/api/quiz/result/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { POST as updateQuiz } from "@/app/api/quiz/update/route";
import type { QuizView } from "@/lib/quizzes/views";
import { entitle, quizPayload, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { giftSetup } from "../support/gift-import";
import { call, type CallResult } from "../support/http";
import { answerPractice, endPractice, readPractice, startPractice, type CreatedPractice } from "../support/practice";
import { csvOf, HEADERS, rowCounts, sheetSetup } from "../support/sheets";

setUpTestDatabase();

// `::title::` survives GIFT and spreadsheet round trips and stays with the authors (docs/rules.md, "Question bank").

const idOf = (result: CallResult) => (result.body.data as { id: string }).id;
const adminQuestions = async (admin: TestUser, id: string) =>
  ((await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView).questions;
const exportedGift = async (admin: TestUser, id: string) =>
  (await call(exportQuiz, { cookie: admin.cookie, params: { id }, path: `/api/quiz/${id}/export?format=gift` })).response.text();

const HOSTILE_TITLE = "Sux: the {depolarising} one ~ = #1 \\ end:";
const TITLED_GIFT = [
  "::Sux\\: the \\{depolarising\\} one \\~ \\= \\#1 \\\\ end\\:::Which agent is a depolarising muscle relaxant? {",
  "\t=Suxamethonium",
  "\t~Rocuronium",
  "}",
  "",
  "Untitled {=a ~b}",
  "",
  "::Q3::",
  "Third {=x ~y}",
].join("\n");

describe("question titles", () => {
  it("GIFT import keeps them, the admin view shows them, export writes them, and they import back the same", async () => {
    const { admin, body, send } = await giftSetup();
    const first = await send(admin, body(TITLED_GIFT));
    expect(first.status).toBe(201);
    const original = await adminQuestions(admin, idOf(first));
    expect(original.map((question) => question.title)).toEqual([HOSTILE_TITLE, null, "Q3"]);

    const text = await exportedGift(admin, idOf(first));
    expect(text).toContain("::Sux\\: the \\{depolarising\\} one \\~ \\= \\#1 \\\\ end\\::: Which agent");
    expect(text).toContain("\n\nUntitled {");
    expect(text).toContain("::Q3:: Third {");
    const again = await send(admin, body(text));
    expect(again.status).toBe(201);
    const withoutIds = (questions: QuizView["questions"]) =>
      questions.map(({ title, question, optionsList }) => ({ title, question, options: optionsList.map(({ option }) => option) }));
    expect(withoutIds(await adminQuestions(admin, idOf(again)))).toEqual(withoutIds(original));
  });

  it("refuses a title too long or not on one line with a 400 naming its question, and writes nothing", async () => {
    const { admin, subject, body, send } = await giftSetup();
    const sheets = await sheetSetup();
    const before = await rowCounts();
    const good = "Good {=a ~b}";
    const long = await send(admin, body(`${good}\n\n::${"t".repeat(256)}:: Long {=a ~b}`));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: "text", line: 3, message: "Line 3: title: Title is too long (255 characters at most)." });
    for (const twoLines of ["::Two\\nlines:: Q {=a ~b}", "::Two\nlines:: Q {=a ~b}"]) {
      const refused = await send(admin, body(`${good}\n\n${twoLines}`));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Line 3: title: Title must be one line of text, without line breaks or control characters.");
    }

    const payload = quizPayload(subject.id, { count: 2 });
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: { ...payload, questions: payload.questions.map(titled(["Fine", "a\tb"])) },
    });
    expect(added.status).toBe(400);
    expect(added.body.field).toBe("questions.1.title");

    const sheet = (title: string) =>
      csvOf([
        ["title", ...HEADERS],
        ["", "Good", "x", "y", "", "", "", "A", ""],
        [title, "Q", "x", "y", "", "", "", "A", ""],
      ]);
    const tooLong = await sheets.upload(sheet("t".repeat(256)), { format: "csv" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Row 3, column title: Title is too long (255 characters at most).");
    const broken = await sheets.upload(sheet("Two\nlines"), { format: "csv" });
    expect(broken.body).toMatchObject({ row: 3, column: "title" });
    expect(await rowCounts()).toEqual(before);
  });

  it("an edit changes a title, keeps one it leaves out, and clears one sent as null", async () => {
    const { admin, subject } = await giftSetup();
    const payload = quizPayload(subject.id, { count: 3 });
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: { ...payload, questions: payload.questions.map(titled(["One", "Two", "Three"])) },
    });
    expect(added.status).toBe(201);
    const stored = await adminQuestions(admin, idOf(added));
    const edits = [{ title: "  One, renamed  " }, {}, { title: null }];
    const questions = stored.map((question, index) => ({
      id: question.id,
      question: question.question,
      ...edits[index],
      options: question.optionsList.map(({ id, option }) => ({ id, option })),
    }));
    const updated = await call(updateQuiz, { cookie: admin.cookie, json: { ...payload, id: idOf(added), questions } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await adminQuestions(admin, idOf(added))).map((question) => question.title)).toEqual(["One, renamed", "Two", null]);
  });

  it("never reaches a learner: not the quiz, the paper, the review or practice", async () => {
    const { admin, subject } = await giftSetup();
    const secret = uniqueName("Secret title");
    const payload = quizPayload(subject.id, { count: 2 });
    const added = await call(addQuiz, {
      cookie: admin.cookie,
      json: { ...payload, questions: payload.questions.map(titled([secret, secret])) },
    });
    const quizId = idOf(added);
    expect((await adminQuestions(admin, quizId))[0]!.title).toBe(secret);
    const learner = await createUser();
    await entitle(learner.id, subject.id);

    const seen: CallResult[] = [await call(getQuiz, { cookie: learner.cookie, params: { id: quizId } })];
    const started = await call(start, { cookie: learner.cookie, json: { quizId } });
    const attemptId = idOf(started);
    seen.push(started, await call(getQuiz, { cookie: learner.cookie, params: { id: quizId } }));
    seen.push(await call(attemptState, { cookie: learner.cookie, params: { id: attemptId } }));
    await call(end, { cookie: learner.cookie, json: { quizAttemptId: attemptId } });
    seen.push(await call(review, { cookie: learner.cookie, params: { id: attemptId } }));
    const practice = await startPractice(learner, { count: 2 });
    const session = practice.body.data as CreatedPractice;
    const [question] = session.questions;
    seen.push(practice, await answerPractice(learner, session.id, question!.id, question!.optionsList[0]!.id));
    await endPractice(learner, session.id);
    seen.push(await readPractice(learner, session.id));
    for (const response of seen) {
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      expect(JSON.stringify(response.body)).not.toContain(secret);
      expect(JSON.stringify(response.body)).not.toContain('"title"');
    }
  });
});

/** The fixture's questions with these titles, in order. */
function titled(titles: (string | null)[]) {
  return <Question extends object>(question: Question, index: number) => ({ ...question, title: titles[index] ?? null });
}
