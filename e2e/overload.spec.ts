import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

// The server sheds load with a fast 503 and Retry-After (docs/rules.md, "Shedding load").
// Here the browser's requests meet such refusals (page.route answers them): the quiz screen must
// ride them out, saying "Starting…" / "Saving…", never showing an error, and losing no answer.

const BUSY_BODY = JSON.stringify({
  success: false,
  message: "The server is busy. Your request will be retried in a moment.",
  retryAfterSeconds: 1,
});

/** Answers the first `count` requests to `pattern` (or all, with Infinity) with the load gate's 503; returns the count refused. */
async function refuseFirst(page: Page, pattern: string, count: number) {
  const refused = { count: 0 };
  await page.route(pattern, async (route) => {
    if (refused.count >= count) return route.continue();
    refused.count += 1;
    await route.fulfill({ status: 503, headers: { "retry-after": "1" }, contentType: "application/json", body: BUSY_BODY });
  });
  return refused;
}

const option = (page: Page, text: string) => page.getByRole("radio", { name: new RegExp(text.replace("?", "\\?")) });
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test("Start and the answer save ride out a burst of 503s: 'Starting…', 'Saving…', no error, every answer stored", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 4, minutes: 10 });
  const starts = await refuseFirst(page, "**/api/quiz/start", 3);
  const papers = await refuseFirst(page, "**/api/quiz/quiz-attempt/*", 2);
  const saves = await refuseFirst(page, "**/api/quiz/submit", 4);

  await page.goto(`/start-quiz?quiz_id=${quiz.id}`);
  await expect(page.getByText("Starting… many candidates are starting, please wait.")).toBeVisible();
  await expect(page.getByText("Question 1 of 4")).toBeVisible({ timeout: 30_000 });
  expect([starts.count, papers.count]).toEqual([3, 2]);
  const attemptId = new URL(page.url()).searchParams.get("quizAttempt_id");
  expect(attemptId).toMatch(/^[0-9a-f-]{36}$/);

  // Answer every question while the saves are being refused: the queue keeps them and says so.
  for (const [index, text] of quiz.questions.entries()) {
    await option(page, `Right ${text}`).click();
    if (index < quiz.questions.length - 1) await expect(page.getByText(`Question ${index + 2} of 4`)).toBeVisible();
  }
  await expect(page.getByText("Saving…")).toBeVisible();
  await expect(page.getByText("All answers saved")).toBeVisible({ timeout: 30_000 });
  expect(saves.count).toBe(4);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByText("The server is busy")).toHaveCount(0);

  // Every answer reached the database: the server's own view of the attempt.
  const state = await page.request.get(`/api/quiz/quiz-attempt/${attemptId}`);
  expect(state.status()).toBe(200);
  const { data } = (await state.json()) as {
    data: {
      quiz: { questions: { id: string; question: string; optionsList: { id: string; option: string }[] }[] };
      questionsAttempted: { questionId: string; selectedOptionId: string }[];
    };
  };
  const chosen = Object.fromEntries(data.questionsAttempted.map((answer) => [answer.questionId, answer.selectedOptionId]));
  const stored = data.quiz.questions.map((question) => question.optionsList.find((item) => item.id === chosen[question.id])?.option);
  expect(stored).toEqual(quiz.questions.map((text) => `Right ${text}`));
});

test("a Start the server keeps refusing ends, after a minute of 'Starting…', in a clear notice with Try again", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 2, minutes: 10 });
  await page.clock.install();
  const starts = await refuseFirst(page, "**/api/quiz/start", Infinity);

  await page.goto(`/start-quiz?quiz_id=${quiz.id}`);
  await expect(page.getByText("Starting… many candidates are starting, please wait.")).toBeVisible();
  const notice = page.getByRole("heading", { name: "The server is busy" });
  // The retries wait on the page's clock: each step moves it past the longest wait (8 s), which sends
  // the next retry, and waits for its refusal, until the minute is spent and the notice shows.
  for (let step = 0; step < 30 && !(await notice.isVisible()); step++) {
    const refused = page.waitForResponse("**/api/quiz/start").catch(() => undefined);
    await page.clock.fastForward(8_000);
    await Promise.race([refused, notice.waitFor().catch(() => undefined)]);
  }
  await expect(notice).toBeVisible();
  expect(starts.count).toBeGreaterThan(5);
  await expect(page.getByText("Nothing was lost: press Try again.")).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await expectNoAxeViolations(page, { label: "start refused by a busy server" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("busy-start-390.png"), fullPage: true });

  await page.unroute("**/api/quiz/start");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
});
