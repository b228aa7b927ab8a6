import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { POST as flagRoute } from "@/app/api/flags/route";
import { POST as countRoute } from "@/app/api/practice/count/route";
import { POST as uploadImage } from "@/app/api/questions/images/route";
import { GET as listRoute } from "@/app/api/practice/route";
import { getDb } from "@/db/client";
import { practiceSessions, questions, quizzes } from "@/db/schema";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { entitle, makeSubject } from "../support/catalogue";
import { createUser } from "../support/db";
import { call } from "../support/http";
import { imageForm, makeImage } from "../support/images";
import {
  answerPractice,
  endPractice,
  KEY_PATTERN,
  makeBankQuiz,
  optionsOf,
  practiceLearner,
  readPractice,
  startPractice,
  createdPractice,
} from "../support/practice";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

type State = { questions: { id: string; selectedOptionId: string | null; key?: Record<string, unknown> }[]; result: unknown };

describe("building a session: bad input and access", () => {
  it("names the field: count 0 or 101, mode, source, minutes missing in timed mode", async () => {
    const { learner } = await practiceLearner();
    for (const [body, field] of [
      [{ count: 0 }, "count"],
      [{ count: 101 }, "count"],
      [{ count: 2.5 }, "count"],
      [{ mode: "exam" }, "mode"],
      [{ source: "mine" }, "source"],
      [{ mode: "timed" }, "minutes"],
      [{ mode: "timed", minutes: 301 }, "minutes"],
      [{ subjectIds: ["nope"] }, "subjectIds.0"],
    ] as const) {
      const result = await startPractice(learner, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.field).toBe(field);
    }
  });

  it("refuses an unknown subject or tag (400) and a subject or tag outside access (403), naming the field", async () => {
    const { learner } = await practiceLearner(3, ["Airway"]);
    const elsewhere = await makeSubject();
    await makeBankQuiz(elsewhere.id, 2, ["Obstetrics"]);
    const unknownSubject = await startPractice(learner, { subjectIds: [crypto.randomUUID()] });
    expect([unknownSubject.status, unknownSubject.body.field]).toEqual([400, "subjectIds"]);
    const foreignSubject = await startPractice(learner, { subjectIds: [elsewhere.id] });
    expect([foreignSubject.status, foreignSubject.body.field, foreignSubject.body.message]).toEqual([
      403,
      "subjectIds",
      PRACTICE_MESSAGES.subjectOutsideAccess,
    ]);
    const unknownTag = await startPractice(learner, { tags: [`Nothing ${crypto.randomUUID().slice(0, 8)}`] });
    expect([unknownTag.status, unknownTag.body.field]).toEqual([400, "tags"]);
    const foreignTag = await startPractice(learner, { tags: ["Obstetrics"] });
    expect([foreignTag.status, foreignTag.body.field]).toEqual([403, "tags"]);
    // One tag outside access refuses the request, even beside a tag that matches.
    const mixed = await startPractice(learner, { tags: ["Airway", "Obstetrics"] });
    expect([mixed.status, mixed.body.field, mixed.body.message]).toEqual([
      403,
      "tags",
      `${PRACTICE_MESSAGES.tagOutsideAccess} (Obstetrics)`,
    ]);
    const counted = await call(countRoute, { cookie: learner.cookie, json: { tags: ["Airway", "Obstetrics"], source: "all" } });
    expect([counted.status, counted.body.field]).toEqual([403, "tags"]);
    expect((await startPractice(learner, { tags: ["airway"] })).status).toBe(201);
  });

  it("needs a running entitlement and draws nothing from other subjects or deleted quizzes", async () => {
    const stranger = await createUser();
    expect((await startPractice(stranger, {})).status).toBe(403);
    const { learner, quiz, subject } = await practiceLearner(3);
    const deleted = await makeBankQuiz(subject.id, 4);
    await getDb().update(quizzes).set({ deletedAt: new Date() }).where(eq(quizzes.id, deleted.id));
    await makeBankQuiz((await makeSubject()).id, 4);
    const session = createdPractice(await startPractice(learner, { count: 100 }));
    expect(session.questions.map((question) => question.id).sort()).toEqual(quiz.questions.map((question) => question.id).sort());
  });

  it("answers 409 with the message when nothing matches, writing nothing", async () => {
    const { learner } = await practiceLearner(2);
    const result = await startPractice(learner, { source: "flagged" });
    expect([result.status, result.body.message]).toEqual([409, PRACTICE_MESSAGES.noMatch]);
    expect(await getDb().select().from(practiceSessions).where(eq(practiceSessions.userId, learner.id))).toEqual([]);
  });

  it("the monthly plan opens every subject; the count endpoint says how many match", async () => {
    const learner = await createUser();
    await entitle(learner.id, null);
    const subject = await makeSubject();
    await makeBankQuiz(subject.id, 4);
    const counted = await call(countRoute, { cookie: learner.cookie, json: { subjectIds: [subject.id], source: "all" } });
    expect(counted.status).toBe(200);
    expect(counted.body.data).toEqual({ count: 4 });
    expect((await call(countRoute, { cookie: learner.cookie, json: { source: "unused", count: 0 } })).status).toBe(200);
    expect((await call(countRoute, { cookie: learner.cookie, json: {} })).body.field).toBe("source");
  });
});

describe("a session's questions", () => {
  it("draws at most `count`, at random, without repeats, fixed at creation (a reload shows the same)", async () => {
    const { learner } = await practiceLearner(12);
    const first = createdPractice(await startPractice(learner, { count: 10 }));
    const ids = first.questions.map((question) => question.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    const reread = (await readPractice(learner, first.id)).body.data as State;
    expect(reread.questions.map((question) => question.id)).toEqual(ids);
    const draws = new Set<string>([ids.join()]);
    for (let i = 0; i < 4; i++)
      draws.add(
        createdPractice(await startPractice(learner, { count: 10 }))
          .questions.map((q) => q.id)
          .join(),
      );
    expect(draws.size).toBeGreaterThan(1);
  });

  it("someone else's session is a 404 for read, answer and end", async () => {
    const { learner } = await practiceLearner(2);
    const other = await createUser();
    const session = createdPractice(await startPractice(learner, {}));
    const question = session.questions[0]!;
    expect((await readPractice(other, session.id)).status).toBe(404);
    expect((await answerPractice(other, session.id, question.id, question.optionsList[0]!.id)).status).toBe(404);
    expect((await endPractice(other, session.id)).status).toBe(404);
    expect((await readPractice(learner, crypto.randomUUID())).status).toBe(404);
  });
});

describe("flags", () => {
  it("a learner may flag a question of their own session (and it shows in the session); others get 404", async () => {
    const { learner } = await practiceLearner(2);
    const other = await createUser();
    const session = createdPractice(await startPractice(learner, { count: 1 }));
    const questionId = session.questions[0]!.id;
    expect((await call(flagRoute, { cookie: other.cookie, json: { questionId, flagged: true } })).status).toBe(404);
    expect((await call(flagRoute, { cookie: learner.cookie, json: { questionId, flagged: true } })).status).toBe(200);
    const state = (await readPractice(learner, session.id)).body.data as { questions: { flagged: boolean }[] };
    expect(state.questions[0]!.flagged).toBe(true);
    expect(createdPractice(await startPractice(learner, { source: "flagged" })).questions.map((question) => question.id)).toEqual([
      questionId,
    ]);
  });
});

describe("question images", () => {
  it("a session's question carries its image URL, which its learner may open (and nobody else without access)", async () => {
    const { learner, quiz } = await practiceLearner(1);
    const admin = await createUser({ isAdmin: true });
    const { body } = await call(uploadImage, { cookie: admin.cookie, body: imageForm(await makeImage(40, 30)) });
    const key = (body.data as { key: string }).key;
    await getDb().update(questions).set({ imageKey: key }).where(eq(questions.id, quiz.questions[0]!.id));
    const fetchImage = (cookie: string) => call(readFile, { cookie, params: { key: key.split("/") } });
    expect((await fetchImage(learner.cookie)).status).toBe(404);
    const session = createdPractice(await startPractice(learner, { count: 1 }));
    expect(session.questions[0]).toMatchObject({ imageUrl: `/api/files/${key}` });
    expect((await fetchImage(learner.cookie)).status).toBe(200);
    expect((await fetchImage((await createUser()).cookie)).status).toBe(404);
  });
});

describe("tutor mode", () => {
  it("never shows a key before its question is answered, then reveals that question's only; the first answer is final", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const start = await startPractice(learner, { count: 3 });
    expect(start.status).toBe(201);
    expect(JSON.stringify(start.body)).not.toMatch(KEY_PATTERN);
    const session = createdPractice(start);
    expect(JSON.stringify((await readPractice(learner, session.id)).body)).not.toMatch(KEY_PATTERN);
    const [first, second] = session.questions;
    const { right, wrong } = optionsOf(quiz, first!.id);

    const answered = await answerPractice(learner, session.id, first!.id, wrong);
    expect(answered.status).toBe(200);
    const reveal = answered.body.data as Record<string, unknown>;
    expect(reveal).toMatchObject({ correct: false, correctOptionIds: [right] });
    expect(reveal.explanation).toMatch(/KEYMARK.* why/);
    expect(reveal.reference).toMatch(/KEYMARK.* ref/);
    expect(Object.keys(reveal.optionExplanations as object)).toHaveLength(3);

    const again = await answerPractice(learner, session.id, first!.id, right);
    expect([again.status, again.body.message]).toEqual([409, PRACTICE_MESSAGES.alreadyAnswered]);

    const state = (await readPractice(learner, session.id)).body.data as State;
    const [readFirst, ...others] = state.questions;
    expect(readFirst).toMatchObject({ selectedOptionId: wrong, key: { correct: false, correctOptionIds: [right] } });
    expect(JSON.stringify(others)).not.toMatch(KEY_PATTERN);

    const rightAnswer = await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).right);
    expect((rightAnswer.body.data as { correct: boolean }).correct).toBe(true);
  });

  it("checks option ∈ question ∈ session; the end gives the figures once, then refuses answers", async () => {
    const { learner, quiz } = await practiceLearner(4);
    const session = createdPractice(await startPractice(learner, { count: 3 }));
    const outside = quiz.questions.find((question) => !session.questions.some((q) => q.id === question.id))!;
    const [first, second] = session.questions;
    const notInSession = await answerPractice(learner, session.id, outside.id, outside.optionsList[0]!.id);
    expect([notInSession.status, notInSession.body.message]).toEqual([404, PRACTICE_MESSAGES.questionNotInSession]);
    const wrongOption = await answerPractice(learner, session.id, first!.id, second!.optionsList[0]!.id);
    expect([wrongOption.status, wrongOption.body.field]).toEqual([400, "optionId"]);
    expect((await answerPractice(learner, session.id, first!.id, optionsOf(quiz, first!.id).right)).status).toBe(200);
    expect((await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).wrong)).status).toBe(200);

    const ended = await endPractice(learner, session.id);
    expect(ended.body.data).toEqual({ correct: 1, incorrect: 1, unanswered: 1, total: 3, percentage: 33.33 });
    expect((await endPractice(learner, session.id)).body.data).toEqual(ended.body.data);
    const late = await answerPractice(learner, session.id, session.questions[2]!.id, session.questions[2]!.optionsList[0]!.id);
    expect([late.status, late.body.message]).toEqual([409, PRACTICE_MESSAGES.ended]);
    const state = (await readPractice(learner, session.id)).body.data as State;
    expect(state.questions.every((question) => question.key)).toBe(true);
    expect(state.result).toEqual(ended.body.data);
  });
});

describe("timed mode", () => {
  it("has a server deadline, answers { success: true } only, takes changes, and shows no key before the end", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const start = await startPractice(learner, { mode: "timed", minutes: 7, count: 3 });
    const session = createdPractice(start);
    const [row] = await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, session.id));
    expect(row!.deadline!.getTime() - row!.createdAt.getTime()).toBe(7 * 60_000);
    expect(JSON.stringify(start.body)).not.toMatch(KEY_PATTERN);
    const question = session.questions[0]!;
    const { right, wrong } = optionsOf(quiz, question.id);
    const first = await answerPractice(learner, session.id, question.id, wrong);
    expect(first.body).toEqual({ success: true });
    expect((await answerPractice(learner, session.id, question.id, right)).body).toEqual({ success: true });
    const state = await readPractice(learner, session.id);
    expect(JSON.stringify(state.body)).not.toMatch(KEY_PATTERN);
    expect((state.body.data as State).questions[0]!.selectedOptionId).toBe(right);
    expect((await endPractice(learner, session.id)).body.data).toMatchObject({ correct: 1, unanswered: 2 });
    expect(JSON.stringify((await readPractice(learner, session.id)).body)).toMatch(KEY_PATTERN);
  });

  it("takes answers within the 5 s grace, refuses them after, and ends itself at the first read that finds it overdue", async () => {
    const { learner, quiz } = await practiceLearner(2);
    const session = createdPractice(await startPractice(learner, { mode: "timed", minutes: 1, count: 2 }));
    const [first, second] = session.questions;
    const moveDeadline = (secondsAgo: number) =>
      getDb()
        .update(practiceSessions)
        .set({ deadline: sql`now() - make_interval(secs => ${secondsAgo})` })
        .where(eq(practiceSessions.id, session.id));
    await moveDeadline(3);
    expect((await answerPractice(learner, session.id, first!.id, optionsOf(quiz, first!.id).right)).status).toBe(200);
    await moveDeadline(6);
    const late = await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).right);
    expect([late.status, late.body.message]).toEqual([409, PRACTICE_MESSAGES.timeUp]);
    const state = (await readPractice(learner, session.id)).body.data as State & { endedAt: string; deadline: string };
    expect(state.endedAt).toBe(state.deadline);
    expect(state.result).toEqual({ correct: 1, incorrect: 0, unanswered: 1, total: 2, percentage: 50 });
  });

  it("an overdue session found by the list is ended there", async () => {
    const { learner } = await practiceLearner(2);
    const session = createdPractice(await startPractice(learner, { mode: "timed", minutes: 1 }));
    await getDb()
      .update(practiceSessions)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(practiceSessions.id, session.id));
    const list = await call(listRoute, { cookie: learner.cookie });
    expect((list.body.data as { id: string; endedAt: string | null }[])[0]).toMatchObject({ id: session.id, endedAt: expect.any(String) });
  });
});

describe("the list", () => {
  it("pages the learner's own sessions, newest first", async () => {
    const { learner } = await practiceLearner(2);
    const other = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(createdPractice(await startPractice(learner, { count: 1 })).id);
    const first = await call(listRoute, { cookie: learner.cookie, path: "/api/practice?pageSize=2" });
    expect((first.body.data as { id: string }[]).map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.page).toEqual({ page: 1, pageSize: 2, total: 3, pages: 2 });
    expect((await call(listRoute, { cookie: other.cookie })).body.data).toEqual([]);
    expect((await call(listRoute, { cookie: learner.cookie, path: "/api/practice?pageSize=101" })).body.field).toBe("pageSize");
  });
});
