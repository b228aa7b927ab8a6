import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { analyticsCache } from "@/db/schema";
import { othersChose } from "@/lib/marks/others-chose";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

/** The counts are kept up to two minutes; a test that adds attempts reads them afresh. */
const forgetCounts = () => getDb().delete(analyticsCache).where(like(analyticsCache.scope, "others-chose:%"));

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
  }, 120_000);
});
