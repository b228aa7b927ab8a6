import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  createSubject,
  E2E_ADMIN,
  fillLogin,
  newLearnerDetails,
  registerThroughApi,
  signInAsAdmin,
  signInAsNewLearner,
  toastWith,
  uniqueName,
} from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { createOpenGrandTest, question } from "./support/grand-test";

// A grand test has one window for everyone: these tests make their own (a subject, a paper and
// learners of their own), never touching the seeded demo data.

const WIDTHS = [1366, 390] as const;
/** Where screenshots of the new screens go (GRAND_SHOTS_DIR), for a person to look at. */
const SHOTS = process.env.GRAND_SHOTS_DIR;

/** Axe at both widths, and a screenshot of each when asked for. */
async function checkScreen(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page, { label: `${name} at ${width}px` });
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A learner of this test's own, signed in through its own request context. */
async function apiLearner(baseURL: string, name: string) {
  const request = await playwrightRequest.newContext({ baseURL });
  const details = { ...newLearnerDetails(), name };
  await signInAsNewLearner(request, details);
  return { request, details };
}

/** Sits the grand test through the API: starts, answers the first `correct` questions right and the rest wrong, ends. */
async function sitThroughApi(request: APIRequestContext, quizId: string, correct: number) {
  const started = await request.post("/api/quiz/start", { data: { quizId } });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const attemptId = (await started.json()).data.id as string;
  const state = (await (await request.get(`/api/quiz/quiz-attempt/${attemptId}`)).json()).data;
  for (const [index, item] of (state.quiz.questions as { id: string; optionsList: { id: string; option: string }[] }[]).entries()) {
    const option = item.optionsList.find((choice) => choice.option === (index < correct ? "Right" : "Wrong"))!;
    const saved = await request.post("/api/quiz/submit", { data: { quizAttemptId: attemptId, questionId: item.id, optionId: option.id } });
    expect(saved.status()).toBeLessThan(300);
  }
  const ended = await request.post("/api/quiz/end", { data: { quizAttemptId: attemptId } });
  expect(ended.status()).toBe(200);
  return (await ended.json()).data;
}

test("a learner sits an open grand test, sees it sealed until the close, then their rank and the histogram", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  // Long enough for the learner below to sit it on a slow machine, short enough to wait for.
  const grand = await createOpenGrandTest(admin, 75_000);

  // Two rivals: one allows their name on the leaderboard, one does not.
  const shown = await apiLearner(baseURL!, "Ayesha Khan");
  const { name, phone } = shown.details;
  expect((await shown.request.post("/api/users/update", { data: { name, phone, showOnLeaderboard: true } })).status()).toBe(200);
  const hidden = await apiLearner(baseURL!, "Bilal Raza");
  const sealed = await sitThroughApi(shown.request, grand.id, 2);
  expect(sealed).not.toHaveProperty("score"); // nothing about the key before the close
  await sitThroughApi(hidden.request, grand.id, 0);

  // The learner signs in through the form (the header shows them), finds the test and starts it.
  const learner = { ...newLearnerDetails(), name: "Sana Malik" };
  await registerThroughApi(page.request, learner);
  await page.goto("/login");
  await fillLogin(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Grand Tests" }).click();
  await expect(page).toHaveTitle("Grand Tests | AnaesPrep");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: grand.name }) });
  await expect(card).toContainText("Open");
  await expect(card).toContainText("Not taken");
  await expect(card.getByRole("timer")).toHaveText(/^0:0[01]:\d\d$/);
  await checkScreen(page, "grand-tests-learner");

  await card.getByRole("button", { name: `Start ${grand.name}` }).click();
  await page.getByRole("dialog", { name: grand.name }).getByRole("button", { name: "Start grand test" }).click();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await page.getByRole("radio", { name: "Right" }).click();
  await expect(page.getByText("Question 2 of 2")).toBeVisible();
  await page.getByRole("radio", { name: "Wrong" }).click();
  await expect(page.getByText("All answers saved")).toBeVisible();
  await page.getByRole("button", { name: "Finish", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Finish the quiz?" }).getByRole("button", { name: "Finish quiz" }).click();

  // The end screen: no score, no key, no review before the close.
  await expect(page.getByRole("heading", { level: 1, name: grand.name })).toBeVisible();
  await expect(page.getByText(/Results open at \d+ [A-Z][a-z]{2} \d{4}, \d+:\d\d [ap]m PKT/)).toBeVisible();
  await expect(page.getByText(/%/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Review answers" })).toHaveCount(0);
  await checkScreen(page, "grand-test-submitted");

  await page.goto(`/grand-tests/${grand.id}/results`);
  await expect(page.getByRole("heading", { name: /^Results open at / })).toBeVisible();
  await checkScreen(page, "grand-test-results-sealed");

  await page.goto("/grand-tests");
  await expect(card).toContainText("Submitted");

  // The sealed page, left open, shows the results by itself: it refreshes when they are due (the close
  // plus the few seconds' grace for answers in flight), then after the Retry-After while the closing job
  // ranks everyone. The test waits for that, not for the clock.
  await page.goto(`/grand-tests/${grand.id}/results`);
  await expect(page.getByRole("heading", { name: /^Results open at / })).toBeVisible();
  const standing = page.getByRole("region", { name: "Your standing" });
  await expect(standing).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveTitle(/Results \| AnaesPrep/);
  await expect(standing).toContainText("Rank2of 3"); // 2 right, 1 right, 0 right
  await expect(standing).toContainText("Percentile50");
  await expect(standing).toContainText("Score50%"); // as a person writes it, not "50.00%"
  const histogram = page.getByRole("img", { name: /^Scores of 3 participants/ });
  await expect(histogram).toHaveAttribute("aria-label", /You are here: 50–60 %/);
  await expect(page.getByText("You are here", { exact: true })).toBeVisible();
  const leaderboard = page.getByRole("table", { name: /Leaderboard/ });
  await expect(leaderboard.getByRole("row")).toHaveCount(4);
  await expect(leaderboard).toContainText("Ayesha Khan");
  await expect(leaderboard).not.toContainText("Bilal Raza");
  await expect(leaderboard).not.toContainText("Sana Malik");
  // Then the review of their own attempt, with the key.
  await expect(page.getByRole("heading", { name: "Review your answers" })).toBeVisible();
  await expect(page.getByText("Why: First?")).toBeVisible();
  await checkScreen(page, "grand-test-results");

  await page.goto("/grand-tests");
  await expect(card).toContainText("Closed");
  await expect(card.getByRole("link", { name: `Results of ${grand.name}` })).toBeVisible();
  await Promise.all([admin.dispose(), shown.request.dispose(), hidden.request.dispose()]);
});

test("visitors see the grand tests with a countdown and the way to sign in; the home page announces the next one", async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const grand = await createOpenGrandTest(admin, 60 * 60_000);
  await admin.dispose();

  await page.goto("/grand-tests");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: grand.name }) });
  await expect(card.getByRole("link", { name: "Sign in to take part" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Register free" })).toBeVisible();
  await expect(card).not.toContainText("Not taken");
  await checkScreen(page, "grand-tests-visitor");

  await page.goto("/");
  const notice = page.getByRole("region", { name: /.+/ }).filter({ hasText: /Grand test open now|Next grand test/ });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("timer")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Grand Tests" })).toHaveAttribute("href", "/grand-tests");
  await checkScreen(page, "home-grand-test");
});

test("a learner chooses whether their name shows on leaderboards", async ({ page }) => {
  const learner = newLearnerDetails();
  await signInAsNewLearner(page.request, learner);
  await page.goto("/profile/settings");
  const setting = page.getByRole("checkbox", { name: /Show my name on grand-test leaderboards/ });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(toastWith(page, "Your name will show on leaderboards")).toBeVisible();
  await page.reload();
  await expect(setting).toBeChecked();
  await checkScreen(page, "settings-leaderboard");
});

test("the admin schedules a grand test in the editor; the server's refusal shows beside the field; the list shows it", async ({ page }) => {
  test.setTimeout(60_000);
  await page.request.post("/api/users/login", { data: E2E_ADMIN });
  const subject = await createSubject(page.request);
  const name = uniqueName("Scheduled Paper");
  const created = await page.request.post("/api/quiz/add", {
    data: { name, description: "Mock exam.", quizTime: 60, eachMCQMarks: 1, subject: subject.id, questions: [question("Only?")] },
  });
  expect(created.status()).toBe(201);

  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quiz" });
  await expect(dialog.getByLabel("Opens at")).toHaveCount(0);
  await dialog.getByLabel("Kind").selectOption({ label: "Grand test" });
  await dialog.getByLabel("Opens at").fill("2030-01-15T09:00");
  await dialog.getByLabel("Closes at").fill("2030-01-15T09:30"); // shorter than the 60-minute paper
  await dialog.getByLabel("Access").selectOption({ label: "Subscribers of the subject" });
  await dialog.getByRole("button", { name: "Update Quiz" }).click();
  const closes = dialog.getByLabel("Closes at");
  await expect(closes).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("The window must be at least as long as the quiz time (60 minutes).")).toBeVisible();
  await checkScreen(page, "admin-editor-schedule");

  await closes.fill("2030-01-15T12:00");
  await expect(closes).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Update Quiz" }).click();
  await expect(toastWith(page, "Quiz Updated Successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Grand test");
  await expect(row).toContainText("Upcoming");
  await expect(row).toContainText("15 Jan 2030, 9:00 am PKT – 15 Jan 2030, 12:00 pm PKT");
  await checkScreen(page, "admin-quiz-list");

  // Reopened, the editor shows the saved window in Pakistan time.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Opens at")).toHaveValue("2030-01-15T09:00");
  await expect(dialog.getByLabel("Access")).toHaveValue("subscribers");
});

test("once a grand test has opened, its window is read-only in the editor", async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const grand = await createOpenGrandTest(admin, 60 * 60_000);
  await admin.dispose();
  await page.request.post("/api/users/login", { data: E2E_ADMIN });
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: `Edit ${grand.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quiz" });
  await expect(dialog.getByRole("note")).toContainText("can no longer change");
  await expect(dialog.getByLabel("Opens at")).toHaveAttribute("readonly", "");
  await expect(dialog.getByLabel("Kind")).toBeDisabled();
  await checkScreen(page, "admin-editor-locked");
});
