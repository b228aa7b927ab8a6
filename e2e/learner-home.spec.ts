import { expect, test } from "@playwright/test";
import { signInAsNewLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Learner home": `/` stays the static marketing page for visitors; a signed-in
// learner is sent to /home, their day.

test("a visitor sees the marketing page at /; a new learner opening / sees their day, with empty states", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Home | AnaesPrep");

  await signInAsNewLearner(page.request);
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle("Your day | AnaesPrep");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Zara" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose your first subject" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy Quiz" }).last()).toHaveAttribute("href", "/buy-quiz");
  await expect(page.getByRole("heading", { name: "Continue where you left off" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^(Grand test open now|Next grand test)$/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");
  await checkAtBothWidths(page, "learner-home-new");
});

test("a learner with a subject sees what is open with Resume, today's plan, due reviews and the next grand test", async ({
  page,
  browser,
}) => {
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 3, minutes: 30 });
  const started = await page.request.post("/api/quiz/start", { data: { quizId: quiz.id } });
  expect(started.status()).toBe(200);
  const attemptId = ((await started.json()).data as { id: string }).id;
  const session = await page.request.post("/api/practice", { data: { source: "all", count: 2, mode: "tutor" } });
  expect(session.status()).toBe(201);
  const sessionId = ((await session.json()).data as { id: string }).id;

  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  const open = page.getByRole("region", { name: "Continue where you left off" });
  await expect(open.getByRole("listitem")).toHaveCount(2);
  await expect(open.getByRole("listitem").filter({ hasText: quiz.name })).toContainText("Quiz · 0 of 3 answered");
  await expect(open.getByRole("link", { name: "Resume Tutor practice" })).toHaveAttribute("href", `/practice/${sessionId}`);
  await expect(page.getByRole("region", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Reviews|due for review/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^(Grand test open now|Next grand test)$/ })).toBeVisible();
  await checkAtBothWidths(page, "learner-home-busy");

  await open.getByRole("link", { name: `Resume ${quiz.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`quizAttempt_id=${attemptId}`));
  await expect(page.getByText("Question 1 of 3")).toBeVisible();
});
