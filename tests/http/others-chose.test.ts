import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { analyticsCache } from "@/db/schema";
import { GET as othersRoute } from "@/app/api/marks/others/route";
import { othersChose } from "@/lib/marks/others-chose";
import { call } from "../support/http";
import { answerPractice, startPractice, type CreatedPractice } from "../support/practice";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";

setUpTestDatabase();

/** The counts are kept up to two minutes; a test that adds attempts reads them afresh. */
const forgetCounts = () => getDb().delete(analyticsCache).where(like(analyticsCache.scope, "others-chose:%"));

const othersAfterPractice = (user: TestUser, questionId: string) =>
  call(othersRoute, { cookie: user.cookie, path: `/api/marks/others?questionId=${questionId}` });

describe("what others chose", () => {
  it("shows from the 30th other learner's first attempt on, never counting the viewer or a second attempt", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 1 });
    const [question] = quiz.questions;
    const [a, b, c] = question!.optionsList;
    const learner = async (choice: number) => {
      const user = await createUser();
      await entitle(user.id, subject.id);
      await takeQuiz(user, quiz, [choice]);
      return user;
    };
    const viewer = await learner(0);
    const others = [];
    for (let index = 0; index < 29; index++) others.push(await learner(index < 20 ? 0 : 1));
    expect(await othersChose(viewer.id, quiz.id)).toEqual({});

    // A second attempt is not a first attempt: still 29 others.
    await takeQuiz(others[0]!, quiz, [2]);
    await forgetCounts();
    expect(await othersChose(viewer.id, quiz.id)).toEqual({});

    await learner(2);
    await forgetCounts();
    expect(await othersChose(viewer.id, quiz.id)).toEqual({ [question!.id]: { [a!.id]: 67, [b!.id]: 30, [c!.id]: 3 } });
    // Another of the 30 sees the viewer among the others instead of themselves.
    expect((await othersChose(others[25]!.id, quiz.id))[question!.id]).toEqual({ [a!.id]: 70, [b!.id]: 27, [c!.id]: 3 });

    // In tutor practice: nothing before the learner's own answer, the figures at once after it.
    const session = (await startPractice(viewer, { count: 1, mode: "tutor" })).body.data as CreatedPractice;
    expect((await othersAfterPractice(viewer, question!.id)).status).toBe(404);
    await answerPractice(viewer, session.id, question!.id, b!.id);
    const figures = await othersAfterPractice(viewer, question!.id);
    expect(figures.status).toBe(200);
    expect(figures.body.data).toEqual({ [a!.id]: 67, [b!.id]: 30, [c!.id]: 3 });
  }, 120_000);

  it("tells nothing in practice while the key is not out: a running timed session, or below 30 others", async () => {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { count: 1 });
    const question = quiz.questions[0]!;
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    const timed = (await startPractice(learner, { count: 1, mode: "timed", minutes: 10 })).body.data as CreatedPractice;
    await answerPractice(learner, timed.id, question.id, question.optionsList[0]!.id);
    expect((await othersAfterPractice(learner, question.id)).status).toBe(404);
    const tutor = (await startPractice(learner, { count: 1, mode: "tutor" })).body.data as CreatedPractice;
    await answerPractice(learner, tutor.id, question.id, question.optionsList[1]!.id);
    const below = await othersAfterPractice(learner, question.id);
    expect(below.status).toBe(200);
    expect(below.body.data).toEqual({});
    expect((await call(othersRoute, { cookie: learner.cookie, path: "/api/marks/others?questionId=nope" })).status).toBe(400);
  });
});
