import { beforeAll, describe, expect, it } from "vitest";
import { GET as analytics } from "@/app/api/analytics/me/route";
import type { LearnerAnalytics } from "@/lib/analytics/learner";
import type { QuizView } from "@/lib/quizzes/views";
import { entitledLearner, seedAttempt } from "../support/analytics";
import { makeSubject, uniqueName } from "../support/catalogue";
import { call } from "../support/http";
import { makeBankQuiz, startPractice, type CreatedPractice } from "../support/practice";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The learner: a tag answered right 2 times of 6 (33 %), 45 days ago, and another 5 of 6
 * (83 %), 5 days ago, both in one subject; the weak tag has 2 questions never answered.
 */
describe("weak tags and trends from few answers (docs/rules.md, Learner dashboard)", () => {
  const tags = { weak: uniqueName("Weak"), strong: uniqueName("Strong") };
  let learner: Awaited<ReturnType<typeof entitledLearner>>;
  let weakQuiz: QuizView;
  let strongQuiz: QuizView;

  beforeAll(async () => {
    const subject = await makeSubject();
    weakQuiz = await makeBankQuiz(subject.id, 8, [tags.weak]);
    strongQuiz = await makeBankQuiz(subject.id, 6, [tags.strong]);
    learner = await entitledLearner(subject.id);
    await seedAttempt(learner, weakQuiz, "AABBBB--", { startedAt: ago(45), submittedAt: ago(45) });
    await seedAttempt(learner, strongQuiz, "AAAAAB", { startedAt: ago(5), submittedAt: ago(5) });
  });

  it("shows the 33 % tag as weak and never the 83 % one; no trend from 6 answers against 6", async () => {
    const { status, body } = await call(analytics, { cookie: learner.cookie });
    expect(status).toBe(200);
    const data = body.data as LearnerAnalytics;
    expect(data.weakestTags).toEqual([{ id: expect.any(String), name: tags.weak, answered: 6, accuracy: 33.33, upperBound: 70 }]);
    const subject = data.subjects[0]!;
    expect(subject).toMatchObject({ last30: { answered: 6, accuracy: 83.33 }, previous30: { answered: 6, accuracy: 33.33 }, trend: null });
    expect(data.tags.every((tag) => tag.trend === null)).toBe(true);
  });

  it("source `weak` draws only the tags' unused and incorrect questions", async () => {
    const created = await startPractice(learner, { tags: [tags.weak], source: "weak", count: 20, mode: "tutor" });
    expect(created.status).toBe(201);
    const drawn = (created.body.data as CreatedPractice).questions.map((question) => question.id).sort();
    // Questions 3–6 were answered wrong, 7–8 never: not the two answered right, nothing of the strong tag.
    expect(drawn).toEqual(
      weakQuiz.questions
        .slice(2)
        .map((question) => question.id)
        .sort(),
    );

    const strong = await startPractice(learner, { tags: [tags.strong], source: "weak", count: 20, mode: "tutor" });
    expect((strong.body.data as CreatedPractice).questions.map((question) => question.id)).toEqual([strongQuiz.questions[5]!.id]);
  });

  it("refuses an unknown source naming the field", async () => {
    const refused = await startPractice(learner, { tags: [tags.weak], source: "weakest", count: 5, mode: "tutor" });
    expect(refused).toMatchObject({ status: 400, body: { field: "source" } });
  });
});
