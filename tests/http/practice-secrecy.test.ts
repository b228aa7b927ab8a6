import { describe, expect, it } from "vitest";
import { POST as flagRoute } from "@/app/api/flags/route";
import { POST as countRoute } from "@/app/api/practice/count/route";
import { GET as listRoute } from "@/app/api/practice/route";
import { PRACTICE_MESSAGES } from "@/lib/practice-rules/schemas";
import { setUpTestDatabase, type TestUser } from "../support/db";
import { call, type CallResult } from "../support/http";
import {
  answerPractice,
  endPractice,
  KEY_PATTERN,
  optionsOf,
  practiceLearner,
  readPractice,
  startPractice,
  type CreatedPractice,
} from "../support/practice";
import { countStatements } from "../support/statements";

setUpTestDatabase();

/** The key, and also a tutor reveal's verdict. */
const KEY_OR_VERDICT = new RegExp(`${KEY_PATTERN.source}|"correct"`);

/** Every learner-facing answer about a session that does not answer a question: read, list, live count, flags. */
async function everyOtherResponse(learner: TestUser, session: CreatedPractice): Promise<CallResult[]> {
  const responses = [
    await readPractice(learner, session.id),
    await call(listRoute, { cookie: learner.cookie }),
    await call(countRoute, { cookie: learner.cookie, json: { source: "all" } }),
  ];
  for (const question of session.questions) {
    responses.push(await call(flagRoute, { cookie: learner.cookie, json: { questionId: question.id, flagged: true } }));
    responses.push(await call(flagRoute, { cookie: learner.cookie, json: { questionId: question.id, flagged: false } }));
  }
  return responses;
}

const expectNoKey = (responses: CallResult[], when: string) => {
  for (const response of responses) {
    expect(response.status, when).toBeLessThan(300);
    expect(JSON.stringify(response.body), when).not.toMatch(KEY_OR_VERDICT);
  }
};

describe("the key is never shown before its time", () => {
  it("tutor: no response carries a key before its question is answered; the answer reveals that question's only", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const start = await startPractice(learner, { count: 3, mode: "tutor" });
    const session = start.body.data as CreatedPractice;
    expectNoKey([start, ...(await everyOtherResponse(learner, session))], "before any answer");

    for (const [index, question] of session.questions.entries()) {
      const answered = await answerPractice(learner, session.id, question.id, optionsOf(quiz, question.id).wrong);
      const own = quiz.questions.findIndex((candidate) => candidate.id === question.id);
      const text = JSON.stringify(answered.body);
      expect(text).toContain(`why ${own}`);
      for (const other of quiz.questions.keys()) if (other !== own) expect(text).not.toContain(`why ${other}`);
      // The read shows the keys of the answered questions only.
      const state = (await readPractice(learner, session.id)).body.data as { questions: { id: string; key?: unknown }[] };
      const revealed = state.questions.filter((candidate) => candidate.key).map((candidate) => candidate.id);
      expect(revealed.sort()).toEqual(
        session.questions
          .slice(0, index + 1)
          .map((candidate) => candidate.id)
          .sort(),
      );
      for (const unanswered of state.questions.filter((candidate) => !candidate.key))
        expect(JSON.stringify(unanswered)).not.toMatch(KEY_OR_VERDICT);
    }
  });

  it("timed: no response carries a key before the end, whatever is answered or changed; the end shows them all", async () => {
    const { learner, quiz } = await practiceLearner(3);
    const start = await startPractice(learner, { count: 3, mode: "timed", minutes: 10 });
    const session = start.body.data as CreatedPractice;
    const responses = [start, ...(await everyOtherResponse(learner, session))];
    for (const question of session.questions) {
      const { right, wrong } = optionsOf(quiz, question.id);
      responses.push(await answerPractice(learner, session.id, question.id, wrong));
      responses.push(await answerPractice(learner, session.id, question.id, right));
    }
    responses.push(...(await everyOtherResponse(learner, session)));
    expectNoKey(responses, "before the end");

    expect((await endPractice(learner, session.id)).body.data).toMatchObject({ correct: 3, total: 3 });
    const state = (await readPractice(learner, session.id)).body.data as { questions: { key?: unknown }[] };
    expect(state.questions.every((question) => question.key)).toBe(true);
  });
});

describe("the tutor answer", () => {
  it("is one statement: the checks, the save and the key in one round trip; a second answer is a 409", async () => {
    const { learner, quiz } = await practiceLearner(2);
    const session = (await startPractice(learner, { count: 2, mode: "tutor" })).body.data as CreatedPractice;
    const [first] = session.questions;
    const { right, wrong } = optionsOf(quiz, first!.id);
    await answerPractice(learner, session.id, session.questions[1]!.id, wrong); // the statement is prepared now

    const { result, statements } = await countStatements(() => answerPractice(learner, session.id, first!.id, right));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ correct: true, correctOptionIds: [right] });
    expect(statements).toBe(1);

    const again = await answerPractice(learner, session.id, first!.id, wrong);
    expect([again.status, again.body.message]).toEqual([409, PRACTICE_MESSAGES.alreadyAnswered]);
    const state = (await readPractice(learner, session.id)).body.data as { questions: { id: string; selectedOptionId: string }[] };
    expect(state.questions.find((question) => question.id === first!.id)!.selectedOptionId).toBe(right);
  });

  it("a timed answer is one statement too", async () => {
    const { learner, quiz } = await practiceLearner(2);
    const session = (await startPractice(learner, { count: 2, mode: "timed", minutes: 5 })).body.data as CreatedPractice;
    const [first, second] = session.questions;
    await answerPractice(learner, session.id, second!.id, optionsOf(quiz, second!.id).wrong);
    const { result, statements } = await countStatements(() =>
      answerPractice(learner, session.id, first!.id, optionsOf(quiz, first!.id).right),
    );
    expect([result.status, result.body, statements]).toEqual([200, { success: true }, 1]);
  });
});
