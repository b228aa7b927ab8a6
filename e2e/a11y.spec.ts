import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz, useAttempt } from "./support/owned-subject";

// docs/rules.md, "Feel": every screen (public, learner, quiz, admin) at desktop and phone width has zero
// WCAG 2.2 AA violations by axe. The learner is new and owns a quiz of their own (with one result),
// so the demo learner's attempts are left to the other specs.

const WIDTHS = [1366, 390] as const;
const PUBLIC = ["/", "/about", "/pricing", "/quiz", "/contact", "/terms", "/login", "/register", "/forgot", "/no-such-page"];
const ADMIN = [
  "/admin",
  "/admin/quiz",
  "/admin/subject",
  "/admin/tags",
  "/admin/users",
  "/admin/payments",
  "/admin/notes",
  "/admin/messages",
  "/admin/reports",
  "/admin/readiness",
  "/admin/settings",
];

// Each test signs in its own learner: the four run side by side when two workers are free.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

/** Opens the screen, lets it settle (data, fonts; axe's check waits for the entry transitions) and runs axe on it. */
async function check(page: Page, path: string, width: number, ready?: (page: Page) => Promise<void>) {
  await test.step(`${path} at ${width}px`, async () => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await ready?.(page);
    await expectNoAxeViolations(page, { label: `${path} at ${width}px`, soft: true });
  });
}

for (const width of WIDTHS) {
  test(`public screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC) await check(page, path, width);
  });

  test(`learner and quiz screens at ${width}px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const { quiz, subject } = await learnerOwningQuiz(browser, page.request, { questions: 3 });
    const ended = await useAttempt(page.request, quiz.id);
    const practice = await page.request.post("/api/practice", {
      data: { subjectIds: [subject.id], source: "all", count: 3, mode: "tutor" },
    });
    expect(practice.status()).toBe(201);
    const practiceId = ((await practice.json()).data as { id: string }).id;

    for (const path of [
      "/profile",
      "/profile/settings",
      "/profile/results",
      "/profile/allowed-quizzes",
      "/profile/notes",
      "/profile/pending-order",
      "/buy-quiz",
      "/cart",
      "/practice",
      `/practice/${practiceId}`,
      `/see-quiz-result?attemptId=${ended}`,
    ])
      await check(page, path, width);

    await check(page, "/profile/allowed-quizzes", width, async (screen) => {
      await screen.getByRole("button", { name: `Start ${quiz.name}` }).click();
      await expect(screen.getByRole("dialog", { name: quiz.name })).toBeVisible();
    });
    await check(page, `/start-quiz?quiz_id=${quiz.id}`, width, async (screen) => {
      await expect(screen.getByText("Question 1 of 3")).toBeVisible();
    });
    await page.getByRole("button", { name: "Finish", exact: true }).click();
    await expect(page.getByRole("alertdialog", { name: "Finish the quiz?" })).toBeVisible();
    await expectNoAxeViolations(page, { label: `finish dialog at ${width}px` });
    await page.getByRole("button", { name: "Finish quiz" }).click();
    await expect(page.getByText("Quiz submitted", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { label: `quiz result at ${width}px` });
  });

  test(`admin screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page.request);
    for (const path of ADMIN) await check(page, path, width);
    await check(page, "/admin/quiz", width, async (screen) => {
      await screen.getByRole("button", { name: "Add Quiz" }).click();
      await expect(screen.getByRole("dialog")).toBeVisible();
    });
  });
}
