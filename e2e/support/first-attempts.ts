import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import { newLearnerDetails } from "../fixtures";

type AttemptState = { quiz: { questions: { id: string; optionsList: { id: string; option: string }[] }[] } };

/** A new learner, registered (and so signed in) through the API from an address of its own, in a request context of its own. */
async function newLearnerRequest(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  const address = `10.${randomBytes(3).join(".")}`;
  const registered = await request.post("/api/users/register", { data: newLearnerDetails(), headers: { "x-forwarded-for": address } });
  expect(registered.status()).toBe(201);
  return request;
}

/**
 * A connection the server closed as idle (Node's keep-alive timeout, 5 s) while this context sent
 * its next request on it: the request never reached the server, so it is sent again, as a
 * browser does. A learner here waits for the others before sitting, often about that long.
 */
const isReusedConnectionReset = (error: unknown) => error instanceof Error && /ECONNRESET|socket hang up/.test(error.message);

/** Sends again after the load gate's 503 and its Retry-After, as the quiz screen does (docs/rules.md, "Shedding load"), for up to a minute. */
async function ridingOutBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  const giveUpAt = Date.now() + 60_000;
  for (let resets = 0; ;) {
    const response = await send().catch((error: unknown) => {
      if (!isReusedConnectionReset(error) || ++resets > 2) throw error;
      return null;
    });
    if (!response) continue;
    if (response.status() !== 503 || Date.now() > giveUpAt) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers()["retry-after"] ?? 1)));
  }
}

/** Sits a quiz the learner may start through the API: the option of each question whose text is given (null: left unanswered), then ends it. */
export async function sitThroughApi(request: APIRequestContext, quizId: string, choices: readonly (string | null)[]) {
  const started = await ridingOutBusy(() => request.post("/api/quiz/start", { data: { quizId } }));
  expect(started.status(), await started.text()).toBeLessThan(300);
  const attemptId = ((await started.json()).data as { id: string }).id;
  const paper = await ridingOutBusy(() => request.get(`/api/quiz/quiz-attempt/${attemptId}`));
  expect(paper.status(), await paper.text()).toBe(200);
  const state = ((await paper.json()) as { data: AttemptState }).data;
  for (const [index, item] of state.quiz.questions.entries()) {
    const choice = choices[index];
    if (!choice) continue;
    const optionId = item.optionsList.find((option) => option.option === choice)!.id;
    const saved = await ridingOutBusy(() =>
      request.post("/api/quiz/submit", { data: { quizAttemptId: attemptId, questionId: item.id, optionId } }),
    );
    expect(saved.status()).toBeLessThan(300);
  }
  expect((await ridingOutBusy(() => request.post("/api/quiz/end", { data: { quizAttemptId: attemptId } }))).status()).toBe(200);
}

/** A few at a time: the server's work, not the test's, is what takes the time. */
async function fewAtATime<T, R>(items: readonly T[], run: (item: T) => Promise<R>, width = 3): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** `count` new learners over plain API requests (no browser), each signed in through a request context of its own. */
export const newLearners = (baseURL: string, count: number) => fewAtATime(Array.from({ length: count }), () => newLearnerRequest(baseURL));

/**
 * First attempts of a quiz the learners may start (a grand test of `registered` access): learner i
 * sits paper i (riding out the load gate's refusals), a few at a time, and is signed out after.
 */
export async function firstAttempts(
  learners: readonly APIRequestContext[],
  quizId: string,
  papers: readonly (readonly (string | null)[])[],
) {
  await fewAtATime(learners, async (learner) => {
    try {
      await sitThroughApi(learner, quizId, papers[learners.indexOf(learner)]!);
    } finally {
      await learner.dispose();
    }
  });
}
