import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as highlightRoute } from "@/app/api/marks/highlights/route";
import { GET as marksRoute } from "@/app/api/marks/route";
import { POST as strikeRoute } from "@/app/api/marks/strike/route";
import { POST as noteRoute } from "@/app/api/question-notes/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { getDb } from "@/db/client";
import { questionMarks, questionNotes, questions, rateLimits } from "@/db/schema";
import { listQuestionNotes } from "@/lib/marks/note-list";
import { MARK_SAVES_WINDOW } from "@/lib/marks/throttle";
import { POST as end } from "@/app/api/quiz/end/route";
import { GET as attemptRoute } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { attemptIdOf, makeGrandTest, startGrand } from "../support/grand-tests";
import { call } from "../support/http";
import { practiceLearner, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

type Paper = { kind: "attempt" | "practice"; id: string };
const strike = (user: TestUser, paper: Paper, questionId: string, optionId: string, struck = true) =>
  call(strikeRoute, { cookie: user.cookie, json: { paper, questionId, optionId, struck } });
const highlight = (user: TestUser, paper: Paper, questionId: string, ranges: unknown) =>
  call(highlightRoute, { cookie: user.cookie, json: { paper, questionId, ranges } });
const note = (user: TestUser, questionId: string, text: unknown) => call(noteRoute, { cookie: user.cookie, json: { questionId, text } });
const marksOf = async (user: TestUser, paper: Paper) => {
  const result = await call(marksRoute, { cookie: user.cookie, path: `/api/marks?kind=${paper.kind}&id=${paper.id}` });
  return {
    status: result.status,
    marks: result.body.data as { strikes: Record<string, string[]>; highlights: Record<string, unknown[]>; notes: Record<string, string> },
  };
};

async function quizAttempt(count = 3) {
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id, { count });
  const learner = await createUser();
  await entitle(learner.id, subject.id);
  const started = await call(start, { cookie: learner.cookie, json: { quizId: quiz.id } });
  return { quiz, learner, subject, paper: { kind: "attempt" as const, id: attemptIdOf(started) } };
}

const storedRows = async (userId: string) => ({
  marks: await getDb().select().from(questionMarks).where(eq(questionMarks.userId, userId)),
  notes: await getDb().select().from(questionNotes).where(eq(questionNotes.userId, userId)),
});

describe("a learner's marks on a quiz attempt", () => {
  it("strikes, highlights and notes come back in one read of the paper", async () => {
    const { quiz, learner, paper } = await quizAttempt();
    const [first, second] = quiz.questions;
    const [a, b, c] = first!.optionsList;
    expect((await strike(learner, paper, first!.id, b!.id)).status).toBe(200);
    expect((await strike(learner, paper, first!.id, c!.id)).status).toBe(200);
    expect((await strike(learner, paper, first!.id, c!.id, false)).status).toBe(200);
    await strike(learner, paper, first!.id, a!.id);
    await strike(learner, paper, first!.id, a!.id); // twice: struck once
    expect(
      (
        await highlight(learner, paper, second!.id, [
          { start: 2, end: 5 },
          { start: 0, end: 1 },
        ])
      ).status,
    ).toBe(200);
    const saved = await note(learner, second!.id, "  Remember the Bezold–Jarisch reflex.\nAnd the line after.  ");
    expect(saved.status).toBe(200);

    const { status, marks } = await marksOf(learner, paper);
    expect(status).toBe(200);
    expect(new Set(marks.strikes[first!.id])).toEqual(new Set([b!.id, a!.id]));
    expect(marks.strikes[first!.id]).toHaveLength(2);
    expect(marks.highlights[second!.id]).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 5 },
    ]);
    expect(marks.notes).toEqual({ [second!.id]: "Remember the Bezold–Jarisch reflex.\nAnd the line after." });
    // The quiz screen's paper carries the same marks: it opens in one request.
    const opened = await call(attemptRoute, { cookie: learner.cookie, params: { id: paper.id } });
    expect((opened.body.data as { marks: unknown }).marks).toEqual(marks);
    // Nobody else's paper carries them: another learner's read of it is the 404 of a missing one.
    const other = await createUser();
    expect((await call(attemptRoute, { cookie: other.cookie, params: { id: paper.id } })).status).toBe(404);

    // An empty note deletes it.
    expect((await note(learner, second!.id, "   ")).status).toBe(200);
    expect((await marksOf(learner, paper)).marks.notes).toEqual({});
  });

  it("drops highlights once the question's text changes, keeping its strikes", async () => {
    const { quiz, learner, paper } = await quizAttempt();
    const question = quiz.questions[0]!;
    await strike(learner, paper, question.id, question.optionsList[1]!.id);
    await highlight(learner, paper, question.id, [{ start: 0, end: 3 }]);
    await getDb()
      .update(questions)
      .set({ text: `${question.question} (edited)` })
      .where(eq(questions.id, question.id));
    const { marks } = await marksOf(learner, paper);
    expect(marks.highlights).toEqual({});
    expect(marks.strikes[question.id]).toEqual([question.optionsList[1]!.id]);
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const { quiz, learner, paper } = await quizAttempt();
    const question = quiz.questions[0]!;
    const length = question.question.length;
    const other = await quizAttempt();
    const outsider = await createUser();

    const refusals: Array<[Promise<{ status: number }>, number]> = [
      [note(learner, question.id, "x".repeat(2001)), 400],
      [note(learner, question.id, "a\u0000b"), 400],
      [note(learner, question.id, "a\u0007b"), 400],
      [note(learner, question.id, 42), 400],
      [highlight(learner, paper, question.id, [{ start: 0, end: length + 1 }]), 400],
      [
        highlight(learner, paper, question.id, [
          { start: 0, end: 4 },
          { start: 3, end: 6 },
        ]),
        400,
      ],
      [highlight(learner, paper, question.id, [{ start: 4, end: 4 }]), 400],
      [highlight(learner, paper, question.id, [{ start: -1, end: 2 }]), 400],
      // An option of another question, a question of another quiz, another learner's attempt.
      [strike(learner, paper, question.id, quiz.questions[1]!.optionsList[0]!.id), 400],
      [strike(learner, paper, other.quiz.questions[0]!.id, other.quiz.questions[0]!.optionsList[0]!.id), 404],
      [strike(learner, other.paper, other.quiz.questions[0]!.id, other.quiz.questions[0]!.optionsList[0]!.id), 404],
      [strike(learner, { kind: "practice", id: paper.id }, question.id, question.optionsList[0]!.id), 404],
      [strike(learner, { kind: "attempt", id: "not-a-uuid" }, question.id, question.optionsList[0]!.id), 400],
      [highlight(learner, other.paper, other.quiz.questions[0]!.id, [{ start: 0, end: 1 }]), 404],
      // A note on a question never shown to this learner.
      [note(learner, other.quiz.questions[0]!.id, "peek"), 404],
      [note(learner, randomUUID(), "peek"), 404],
      [note(outsider, question.id, "peek"), 404],
    ];
    for (const [pending, status] of refusals) expect((await pending).status).toBe(status);
    expect(await storedRows(learner.id)).toEqual({ marks: [], notes: [] });
    expect((await marksOf(learner, other.paper)).status).toBe(404);
    const admin = await createUser({ isAdmin: true });
    expect((await note(admin, question.id, "x")).status).toBe(403);
    expect((await call(marksRoute, { path: `/api/marks?kind=attempt&id=${paper.id}` })).status).toBe(401);
  });

  it("limits saves per learner like other throttled actions (429 with the wait)", async () => {
    const { quiz, learner, paper } = await quizAttempt(1);
    const question = quiz.questions[0]!;
    await getDb()
      .insert(rateLimits)
      .values({ key: `marks:user:${learner.id}`, hits: MARK_SAVES_WINDOW.limit, windowStartedAt: new Date() });
    const refused = await strike(learner, paper, question.id, question.optionsList[0]!.id);
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await note(learner, question.id, "later")).status).toBe(429);
    expect(await storedRows(learner.id)).toEqual({ marks: [], notes: [] });
  });
});

describe("marks on practice sessions and grand tests", () => {
  it("keeps a practice session's strikes to its own questions; a note follows the question across papers", async () => {
    const { quiz, learner } = await practiceLearner(3);
    const created = await startPractice(learner, { count: 2 });
    const session = created.body.data as CreatedPractice;
    const paper = { kind: "practice" as const, id: session.id };
    const inSession = session.questions[0]!;
    expect((await strike(learner, paper, inSession.id, inSession.optionsList[0]!.id)).status).toBe(200);
    const outside = quiz.questions.find((question) => !session.questions.some((drawn) => drawn.id === question.id))!;
    expect((await strike(learner, paper, outside.id, outside.optionsList[0]!.id)).status).toBe(404);
    expect((await note(learner, inSession.id, "From practice")).status).toBe(200);
    const { marks } = await marksOf(learner, paper);
    expect(marks.strikes).toEqual({ [inSession.id]: [inSession.optionsList[0]!.id] });
    expect(marks.notes).toEqual({ [inSession.id]: "From practice" });

    const again = (await startPractice(learner, { count: 3 })).body.data as CreatedPractice;
    const second = await marksOf(learner, { kind: "practice", id: again.id });
    expect(second.marks.strikes).toEqual({}); // strikes belong to their paper
    expect(second.marks.notes).toEqual({ [inSession.id]: "From practice" }); // the note to the learner
  });

  it("takes marks during an open grand test and shows them to their learner only", async () => {
    const subject = await makeSubject();
    const test = await makeGrandTest(subject.id, { count: 2 });
    const [learner, other] = await Promise.all([createUser(), createUser()]);
    const paper = { kind: "attempt" as const, id: attemptIdOf(await startGrand(learner, test.id)) };
    const question = test.questions[0]!;
    expect((await strike(learner, paper, question.id, question.optionsList[2]!.id)).status).toBe(200);
    expect((await note(learner, question.id, "Check the dose")).status).toBe(200);
    expect((await marksOf(learner, paper)).marks.notes).toEqual({ [question.id]: "Check the dose" });
    expect((await marksOf(other, paper)).status).toBe(404);
    await startGrand(other, test.id);
    const theirs = attemptIdOf(await startGrand(other, test.id));
    expect((await marksOf(other, { kind: "attempt", id: theirs })).marks).toEqual({ strikes: {}, highlights: {}, notes: {} });
  });
});

describe("My question notes", () => {
  it("lists the learner's own notes newest first, searches them, and leads to the review once the attempt ended", async () => {
    const { quiz, learner, paper } = await quizAttempt(3);
    const [first, second] = quiz.questions;
    await note(learner, first!.id, "Propofol: pain on injection");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await note(learner, second!.id, "Ketamine keeps airway reflexes");
    const someoneElse = await quizAttempt(1);
    await note(someoneElse.learner, someoneElse.quiz.questions[0]!.id, "Not yours");

    const page = { page: 1, pageSize: 25 };
    const all = await listQuestionNotes(learner.id, { ...page, search: "" });
    expect(all.items.map((row) => row.note)).toEqual(["Ketamine keeps airway reflexes", "Propofol: pain on injection"]);
    expect(all.items.every((row) => row.review === null)).toBe(true); // the attempt is still open
    const found = await listQuestionNotes(learner.id, { ...page, search: "propofol" });
    expect(found.items.map((row) => row.questionId)).toEqual([first!.id]);

    await call(end, { cookie: learner.cookie, json: { quizAttemptId: paper.id } });
    const ended = await listQuestionNotes(learner.id, { ...page, search: "" });
    expect(ended.items.map((row) => row.review)).toEqual([paper, paper]);
  });
});
