import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as statistics } from "@/app/api/quiz/[id]/statistics/route";
import { getDb } from "@/db/client";
import { options } from "@/db/schema";
import { TOO_FEW_REASON, type ItemAnalysis } from "@/lib/analytics/item-figures";
import type { QuizView } from "@/lib/quizzes/views";
import { entitledLearner, optionByLetter, seedAttempt, softDelete } from "../support/analytics";
import { makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { EXPECTED_QUESTIONS, EXPECTED_QUIZ, RESPONSES } from "../support/item-analysis-fixture";

setUpTestDatabase();

const minute = 60_000;
const T0 = Date.parse("2026-10-01T08:00:00Z");
const read = (user: TestUser, quizId: string) => call(statistics, { cookie: user.cookie, params: { id: quizId } });

let admin: TestUser;
let quiz: QuizView;

beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
  const subject = await makeSubject();
  quiz = await makeQuiz(subject.id, { count: 5 });
  // The fixture's candidates submit in list order; they are written in reverse, so that neither
  // insertion order nor ids can stand in for "earlier submission" at the 27 % cut.
  const seeded = [...RESPONSES.entries()].reverse();
  for (const [index, letters] of seeded) {
    const learner = await entitledLearner(subject.id);
    const startedAt = new Date(T0 + index * minute);
    await seedAttempt(learner, quiz, letters, { startedAt, submittedAt: new Date(startedAt.getTime() + 30 * minute) });
    // A second attempt never counts: the first one is the learner's first encounter with the paper.
    if (index % 3 === 0)
      await seedAttempt(learner, quiz, "BBBBB", { startedAt: new Date(T0 + 90 * minute), submittedAt: new Date(T0 + 99 * minute) });
  }
  // A learner whose first attempt is still open: not counted.
  const open = await entitledLearner(subject.id);
  await seedAttempt(open, quiz, "BBBBB", { startedAt: new Date(T0), submittedAt: null });
});

describe("GET /api/quiz/{id}/statistics", () => {
  it("gives the hand-computed figures over first ended attempts (12 × 5, KR-20 185/424, the ties at the cut)", async () => {
    const { status, body } = await read(admin, quiz.id);
    expect(status).toBe(200);
    const data = body.data as ItemAnalysis;
    expect(data.quiz.n).toBe(12);
    for (const figure of ["mean", "sd", "kr20", "sem"] as const) expect(data.quiz[figure]).toBeCloseTo(EXPECTED_QUIZ[figure], 10);
    expect(data.questions.map((question) => question.id)).toEqual(quiz.questions.map((question) => question.id));
    data.questions.forEach((question, index) => {
      const expected = EXPECTED_QUESTIONS[index]!;
      expect(question.question).toBe(quiz.questions[index]!.question);
      expect(question.p).toBeCloseTo(expected.p, 10);
      expect(question.D).toBeCloseTo(expected.D, 10);
      if (expected.pointBiserial === null) expect(question.pointBiserial).toBeNull();
      else expect(question.pointBiserial).toBeCloseTo(expected.pointBiserial, 10);
      expect(question.flags).toEqual(expected.flags);
      question.options.forEach((option, optionIndex) => {
        expect(option.isCorrect).toBe(optionIndex === 0);
        const [share, top, bottom] = expected.shares[optionIndex]!;
        expect(option.share).toBeCloseTo(share!, 10);
        expect(option.shareTop).toBeCloseTo(top!, 10);
        expect(option.shareBottom).toBeCloseTo(bottom!, 10);
      });
    });
  });

  it("follows the current key: keyed B, question 5 loses check_key at the next read", async () => {
    const [a, b] = [optionByLetter(quiz, 4, "A"), optionByLetter(quiz, 4, "B")];
    await getDb().update(options).set({ isCorrect: false }).where(eq(options.id, a));
    await getDb().update(options).set({ isCorrect: true }).where(eq(options.id, b));
    try {
      const data = (await read(admin, quiz.id)).body.data as ItemAnalysis;
      expect(data.questions[4]!.options[1]!.isCorrect).toBe(true);
      expect(data.questions[4]!.flags).not.toContain("check_key");
      expect(data.questions[4]!.p).toBeCloseTo(4 / 12, 10);
    } finally {
      await getDb().update(options).set({ isCorrect: false }).where(eq(options.id, b));
      await getDb().update(options).set({ isCorrect: true }).where(eq(options.id, a));
    }
  });

  it("below 10 first ended attempts: every figure null with the reason", async () => {
    const subject = await makeSubject();
    const small = await makeQuiz(subject.id, { count: 5 });
    for (const letters of RESPONSES.slice(0, 9)) {
      const learner = await entitledLearner(subject.id);
      await seedAttempt(learner, small, letters, { startedAt: new Date(T0), submittedAt: new Date(T0 + minute) });
    }
    const data = (await read(admin, small.id)).body.data as ItemAnalysis;
    expect(data.quiz).toEqual({ n: 9, mean: null, sd: null, kr20: null, sem: null, reason: TOO_FEW_REASON });
    expect(data.questions).toHaveLength(5);
    for (const question of data.questions) {
      expect(question).toMatchObject({ n: 9, p: null, D: null, pointBiserial: null, flags: [] });
      expect(question.options.every((option) => option.share === null && option.shareTop === null && option.shareBottom === null)).toBe(
        true,
      );
    }
  });

  it("a repeated read reuses the counts; a newly ended first attempt recounts at once", async () => {
    const subject = await makeSubject();
    const growing = await makeQuiz(subject.id, { count: 5 });
    for (const letters of RESPONSES.slice(0, 10)) {
      const learner = await entitledLearner(subject.id);
      await seedAttempt(learner, growing, letters, { startedAt: new Date(T0), submittedAt: new Date(T0 + minute) });
    }
    expect(((await read(admin, growing.id)).body.data as ItemAnalysis).quiz.n).toBe(10);
    expect(((await read(admin, growing.id)).body.data as ItemAnalysis).quiz.n).toBe(10);
    const late = await entitledLearner(subject.id);
    await seedAttempt(late, growing, "AAAAA", { startedAt: new Date(T0), submittedAt: new Date(T0 + 2 * minute) });
    const data = (await read(admin, growing.id)).body.data as ItemAnalysis;
    expect(data.quiz.n).toBe(11);
    expect(data.questions[1]!.p).toBeCloseTo(8 / 11, 10);
  });

  it("a quiz nobody took: n 0, nulls, the reason", async () => {
    const subject = await makeSubject();
    const fresh = await makeQuiz(subject.id, { count: 2 });
    const { status, body } = await read(admin, fresh.id);
    expect(status).toBe(200);
    expect((body.data as ItemAnalysis).quiz).toMatchObject({ n: 0, mean: null, reason: TOO_FEW_REASON });
  });

  it("as a CSV: the same figures, a row per question in quiz order, each option's share and the key", async () => {
    const json = (await read(admin, quiz.id)).body.data as ItemAnalysis;
    const { status, response } = await call(statistics, { cookie: admin.cookie, params: { id: quiz.id }, path: "/?format=csv" });
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+-statistics\.csv"$/);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(header).toEqual(["#", "Question", "n", "p", "D", "r (pb)", "Flags", "Key", "Chose A", "Chose B", "Chose C"]);
    expect(rows).toHaveLength(json.questions.length);
    json.questions.forEach((question, index) => {
      const cells = rows[index]!;
      expect(cells[6]).toBe(question.flags.map((flag) => flag.replace("_", " ")).join(", "));
      expect(cells.slice(0, 3)).toEqual([String(index + 1), question.question, String(question.n)]);
      expect(Number(cells[3])).toBeCloseTo(question.p!, 2);
      expect(cells[7]).toBe(question.options.flatMap((option, at) => (option.isCorrect ? ["ABC"[at]] : [])).join(" "));
      expect(cells.slice(8).map(Number)).toEqual(question.options.map((option) => Number(option.share!.toFixed(2))));
    });
    const wrongFormat = await call(statistics, { cookie: admin.cookie, params: { id: quiz.id }, path: "/?format=xml" });
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.message).toBe('Format: choose "json" or "csv".');
    const learner = await createUser();
    expect((await call(statistics, { cookie: learner.cookie, params: { id: quiz.id }, path: "/?format=csv" })).status).toBe(403);
  });

  it("roles: no session 401, a learner 403 (even one who took the quiz)", async () => {
    expect((await call(statistics, { params: { id: quiz.id } })).status).toBe(401);
    const learner = await createUser();
    expect((await read(learner, quiz.id)).status).toBe(403);
  });

  it("unknown, malformed or deleted quiz: 404", async () => {
    expect((await read(admin, "6b1f2a52-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await read(admin, "not-a-uuid")).status).toBe(404);
    const subject = await makeSubject();
    const gone = await makeQuiz(subject.id, { count: 2 });
    await softDelete(gone.id);
    const { status, body } = await read(admin, gone.id);
    expect(status).toBe(404);
    expect(body.message).toBe("Quiz not found.");
  });
});
