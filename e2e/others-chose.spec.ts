import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsAdmin, signInAsNewLearner } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { firstAttempts, newLearners } from "./support/first-attempts";
import { createOpenGrandTest } from "./support/grand-test";

// docs/rules.md, "Marks and notes on questions", what others chose: "N % chose this" shows once 30
// other learners have a first attempt at a question and never with 29; and while a grand test is
// open no page, payload or API of it carries a figure of it, until its results are out.

/** What would give others' choices away: the screen's words, or the review's field of them. */
const OTHERS_FIGURES = /chose this|"others"/i;

/** The page as a first load (HTML) and as the router's payload on navigation (RSC). */
async function htmlAndRsc(request: APIRequestContext, path: string) {
  const html = await request.get(path);
  const rsc = await request.get(path, { headers: { RSC: "1" } });
  expect(html.status(), path).toBe(200);
  expect(rsc.status(), path).toBe(200);
  expect(rsc.headers()["content-type"], `${path} as RSC`).toContain("text/x-component");
  return { html: await html.text(), rsc: await rsc.text() };
}

/** Every JSON answer of the app's API the page receives, as text. */
function recordApiAnswers(page: Page) {
  const answers: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    answers.push({ url: response.url(), body: await response.text().catch(() => "") });
  });
  return answers;
}

test("what others chose: hidden while the grand test is open (HTML, RSC, JSON), then shown from 30 others, not 29 (1366 and 390 px)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Thirty others answer the first question (20 "Right", 10 "Wrong"); one of them leaves the second unanswered: 29 there.
  // They register before the window starts to run, the costly part; then a window long enough for them and the viewer to sit it.
  await signInAsNewLearner(page.request);
  const others = await newLearners(baseURL!, 30);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const grand = await createOpenGrandTest(admin, 75_000); // open to every registered learner: nothing to buy
  await admin.dispose();
  const papers = others.map((_, index) => [index < 20 ? "Right" : "Wrong", index === 0 ? null : "Right"]);
  await firstAttempts(others, grand.id, papers);

  await page.setViewportSize({ width: 1366, height: 900 });
  const answers = recordApiAnswers(page);
  await page.goto(`/start-quiz?quiz_id=${grand.id}&grand_test=1`);
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await page.getByRole("radio", { name: "Right" }).click();
  await expect(page.getByText("Question 2 of 2")).toBeVisible();
  await page.getByRole("radio", { name: "Wrong" }).click();
  await expect(page.getByText("All answers saved")).toBeVisible();
  await expect(page.getByText(/chose this/)).toHaveCount(0);
  const attemptId = new URL(page.url()).searchParams.get("quizAttempt_id")!;
  expect(attemptId).toBeTruthy();
  const state = (await (await page.request.get(`/api/quiz/quiz-attempt/${attemptId}`)).json()).data;
  const [first, second] = state.quiz.questions as { id: string }[];

  // While it is open: the screen's page and payload, and the pages around it, say nothing of others.
  const whileOpen = [
    `/start-quiz?quiz_id=${grand.id}&grand_test=1&quizAttempt_id=${attemptId}`,
    `/grand-tests/${grand.id}/results`,
    `/see-quiz-result?attemptId=${attemptId}`,
    "/grand-tests",
  ];
  for (const path of whileOpen) {
    const { html, rsc } = await htmlAndRsc(page.request, path);
    expect(html, `${path} as HTML`).not.toMatch(OTHERS_FIGURES);
    expect(rsc, `${path} as RSC`).not.toMatch(OTHERS_FIGURES);
  }
  expect((await page.request.get(`/api/marks/others?questionId=${first!.id}`)).status()).toBe(404);
  const apiWhileOpen = [
    `/api/grand-tests/${grand.id}/results`,
    `/api/quiz/quiz-attempt/${attemptId}`,
    `/api/marks?kind=attempt&id=${attemptId}`,
    "/api/grand-tests",
  ];
  for (const path of apiWhileOpen) expect(await (await page.request.get(path)).text(), path).not.toMatch(OTHERS_FIGURES);

  await page.getByRole("button", { name: "Finish", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Finish the quiz?" }).getByRole("button", { name: "Finish quiz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: grand.name })).toBeVisible();
  const used = () => answers.map((answer) => new URL(answer.url).pathname);
  const paperPath = `/api/quiz/quiz-attempt/${attemptId}`; // the paper, with the learner's marks
  for (const path of ["/api/quiz/start", paperPath, "/api/quiz/submit", "/api/quiz/end"]) await expect.poll(used).toContain(path);
  for (const answer of answers) expect(answer.body, answer.url).not.toMatch(OTHERS_FIGURES);

  // Once its results are out (the sealed page refreshes itself then), the review shows them: 30 others on the first question, 29 on the second.
  const results = `/grand-tests/${grand.id}/results`;
  await page.goto(results);
  await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible({ timeout: 150_000 });
  const options = page.getByRole("list", { name: "Options" }).getByRole("listitem");
  await expect(options.filter({ hasText: "Right" })).toContainText("67 % chose this");
  await expect(options.filter({ hasText: "Wrong" })).toContainText("33 % chose this");
  const { html, rsc } = await htmlAndRsc(page.request, results);
  expect(html).toMatch(OTHERS_FIGURES);
  expect(rsc).toContain(`"others":{"${first!.id}":{`);
  expect(rsc).not.toContain(`"${second!.id}":{"`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Question 2 of 2")).toBeVisible();
  await expect(page.getByText(/chose this/)).toHaveCount(0);

  // On a phone the figure sits in its option's row, under the option's text.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Previous", exact: true }).click();
  const right = options.filter({ hasText: "Right" });
  const figure = right.getByText("67 % chose this");
  await expect(figure).toBeVisible();
  const [rowBox, figureBox] = [await right.boundingBox(), await figure.boundingBox()];
  expect(figureBox!.x).toBeGreaterThanOrEqual(rowBox!.x);
  expect(figureBox!.x + figureBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width + 0.5);
  await expectNoAxeViolations(page, { label: "grand-test review with what others chose (390 px)" });
});
