import { beforeAll, describe, expect, it } from "vitest";
import { GET as analytics } from "@/app/api/analytics/me/route";
import type { LearnerAnalytics } from "@/lib/analytics/learner";
import type { QuizView } from "@/lib/quizzes/views";
import { entitledLearner, seedAttempt } from "../support/analytics";
import { makeSubject, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { makeGrandTest, setWindow } from "../support/grand-tests";
import { call } from "../support/http";
import { answerPractice, makeBankQuiz, startPractice, type CreatedPractice } from "../support/practice";

setUpTestDatabase();

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
/** `score` right answers (A) then wrong ones (B), `length` questions answered. */
const letters = (score: number, length = 10) => "A".repeat(score) + "B".repeat(length - score);
const readAnalytics = async (user: TestUser) => {
  const { status, body } = await call(analytics, { cookie: user.cookie });
  return { status, data: body.data as LearnerAnalytics };
};

type Learner = Awaited<ReturnType<typeof entitledLearner>>;
let learner: Learner;
let airwayQuiz: QuizView;
let cardioQuiz: QuizView;
const tags = { airway: uniqueName("Airway"), cardio: uniqueName("Cardio") };
const subjectNames: Record<string, string> = {};

beforeAll(async () => {
  const [airwaySubject, cardioSubject] = [await makeSubject(), await makeSubject()];
  subjectNames.airway = airwaySubject.name;
  subjectNames.cardio = cardioSubject.name;
  airwayQuiz = await makeBankQuiz(airwaySubject.id, 10, [tags.airway]);
  cardioQuiz = await makeBankQuiz(cardioSubject.id, 5, [tags.cardio]);
  learner = await entitledLearner(airwaySubject.id);
  const { entitle } = await import("../support/catalogue");
  await entitle(learner.id, cardioSubject.id);

  const paced = (started: Date, seconds: number) => ({
    startedAt: started,
    submittedAt: new Date(started.getTime() + 3_600_000),
    answeredAt: (index: number) => new Date(started.getTime() + (index + 1) * seconds * 1000),
  });
  // Airway: the first attempt 40 days ago (4/10, 30 s a question), the second 5 days ago (7/10, 60 s a question).
  await seedAttempt(learner, airwayQuiz, letters(4), paced(ago(40), 30));
  await seedAttempt(learner, airwayQuiz, letters(7), paced(ago(5), 60));
  // Cardio: 1/5 70 days ago, left open for a day between answers (a break: no pace); an open attempt's answers never count.
  await seedAttempt(learner, cardioQuiz, letters(1, 5), paced(ago(70), 86_400));
  await seedAttempt(learner, cardioQuiz, "AAAAA", { startedAt: ago(1), submittedAt: null });
  // Practice: a tutor session counts as it is answered (2 of 3 right), a running timed one does not.
  const tutor = (await startPractice(learner, { subjectIds: [cardioSubject.id], count: 5, mode: "tutor" })).body.data as CreatedPractice;
  for (const [index, question] of tutor.questions.slice(0, 3).entries()) {
    const key = cardioQuiz.questions.find((candidate) => candidate.id === question.id)!.optionsList;
    await answerPractice(learner, tutor.id, question.id, key[index === 2 ? 1 : 0]!.id);
  }
  const timed = (await startPractice(learner, { subjectIds: [cardioSubject.id], count: 5, mode: "timed", minutes: 10 })).body
    .data as CreatedPractice;
  await answerPractice(learner, timed.id, timed.questions[0]!.id, timed.questions[0]!.optionsList[0]!.id);

  // Nine other learners' first airway attempts (one of them scores 4 too), and second attempts that never count.
  for (const score of [10, 2, 4, 6, 8, 3, 5, 9, 7]) {
    const other = await entitledLearner(airwaySubject.id);
    await seedAttempt(other, airwayQuiz, letters(score), { startedAt: ago(50), submittedAt: ago(49) });
    await seedAttempt(other, airwayQuiz, letters(0), { startedAt: ago(20), submittedAt: ago(19) });
  }
});

describe("GET /api/analytics/me", () => {
  it("by subject: answered, accuracy, the last 30 days against the 30 before (visible answers only, practice included)", async () => {
    const { status, data } = await readAnalytics(learner);
    expect(status).toBe(200);
    expect(data.subjects).toEqual(
      [
        {
          id: airwayQuiz.subject.id,
          name: subjectNames.airway,
          answered: 20,
          correct: 11,
          accuracy: 55,
          last30: { answered: 10, accuracy: 70 },
          previous30: { answered: 10, accuracy: 40 },
          trend: 30,
        },
        {
          id: cardioQuiz.subject.id,
          name: subjectNames.cardio,
          answered: 8,
          correct: 3,
          accuracy: 37.5,
          last30: { answered: 3, accuracy: 66.67 },
          previous30: { answered: 0, accuracy: null },
          trend: null,
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(data.answered).toBe(28);
    expect(data.accuracy).toBe(50);
  });

  it("by tag, and the weak tags: below 70 % from 5 answers, surest first (Wilson upper bound)", async () => {
    const { data } = await readAnalytics(learner);
    expect(data.tags.map(({ name, answered, accuracy }) => ({ name, answered, accuracy }))).toEqual(
      [
        { name: tags.airway, answered: 20, accuracy: 55 },
        { name: tags.cardio, answered: 8, accuracy: 37.5 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    // Cardio 3 of 8 (upper bound 69.43) is surer to be weak than airway 11 of 20 (74.18).
    expect(data.weakestTags).toEqual([
      { id: expect.any(String), name: tags.cardio, answered: 8, accuracy: 37.5, upperBound: 69.43 },
      { id: expect.any(String), name: tags.airway, answered: 20, accuracy: 55, upperBound: 74.18 },
    ]);
  });

  it("seconds per question: start to last answer over answers per run, breaks left out", async () => {
    const { data } = await readAnalytics(learner);
    // (300 s + 600 s + the tutor session's few milliseconds) / (10 + 10 + 3 answers).
    expect(data.secondsPerQuestion).toBeCloseTo(900 / 23, 0);
  });

  it("percentile of the first attempt among every first ended attempt, only with 10 of them", async () => {
    const { data } = await readAnalytics(learner);
    const airway = data.quizzes.find((quiz) => quiz.id === airwayQuiz.id)!;
    // Scores 10 2 4 6 8 3 5 9 7 and the learner's 4: 2 lower, 2 equal → (2 + 1) / 10.
    expect(airway).toMatchObject({ name: airwayQuiz.name, score: 4, totalMarks: 10, participants: 10, percentile: 30 });
    expect(data.quizzes.find((quiz) => quiz.id === cardioQuiz.id)).toMatchObject({ score: 1, participants: 1, percentile: null });
  });

  it("a newly ended attempt shows at the next read (the kept figures follow the learner's work)", async () => {
    const subject = await makeSubject();
    const quiz = await makeBankQuiz(subject.id, 4);
    const fresh = await entitledLearner(subject.id);
    expect((await readAnalytics(fresh)).data.answered).toBe(0);
    await seedAttempt(fresh, quiz, "AABB", { startedAt: ago(1), submittedAt: ago(0.9) });
    expect((await readAnalytics(fresh)).data).toMatchObject({ answered: 4, accuracy: 50 });
  });

  it("a grand test counts only once it has closed (its key is sealed until then)", async () => {
    const subject = await makeSubject();
    const grand = await makeGrandTest(subject.id, { count: 4 });
    const sitter = await entitledLearner(subject.id);
    await seedAttempt(sitter, grand, "AAAB", { startedAt: ago(0.01), submittedAt: ago(0.005) });
    expect((await readAnalytics(sitter)).data).toMatchObject({ answered: 0, subjects: [], quizzes: [] });
    await setWindow(grand.id, -7200, -3600);
    const { data } = await readAnalytics(sitter);
    expect(data).toMatchObject({ answered: 4, accuracy: 75 });
    expect(data.quizzes).toMatchObject([{ id: grand.id, score: 3, participants: 1, percentile: null }]);
  });

  it("never counts another learner's answers; a new learner gets empty figures", async () => {
    const fresh = await createUser();
    const { status, data } = await readAnalytics(fresh);
    expect(status).toBe(200);
    expect(data).toEqual({ answered: 0, accuracy: null, secondsPerQuestion: null, subjects: [], tags: [], weakestTags: [], quizzes: [] });
  });

  it("roles: no session 401, an admin 403", async () => {
    expect((await call(analytics, {})).status).toBe(401);
    expect((await readAnalytics(await createUser({ isAdmin: true }))).status).toBe(403);
  });
});
