import { expect, test } from "@playwright/test";
import { signInAsDemoLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Readiness": the "Am I ready?" card and the practice source "At my level".

test("the demo learner's home shows a prediction with its range, the admin's pass mark and a bar", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemoLearner(page.request);
  // The start's first calibration (the nightly check) runs in the background: reload until it is done.
  const card = page.getByRole("region", { name: "Am I ready?" });
  await expect(async () => {
    await page.goto("/home");
    await expect(card).toContainText("Predicted score", { timeout: 2_000 });
  }).toPass({ timeout: 150_000 });
  await expect(card).toContainText("not a promise");
  await expect(card).toContainText("set by your admin");
  await expect(card.getByRole("img", { name: /^Predicted \d+ %, likely between \d+ % and \d+ %/ })).toBeVisible();
  await checkAtBothWidths(page, "readiness-home", { include: '[data-testid="readiness-card"]' });

  await page.goto("/profile/progress");
  await expect(page.getByRole("region", { name: "Am I ready?" })).toContainText("Predicted score");
});

test("a new learner is told how many more answers a prediction needs, and At my level falls back to unused questions", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await learnerOwningQuiz(browser, page.request, { questions: 3 });
  await page.goto("/home");
  const card = page.getByRole("region", { name: "Am I ready?" });
  await expect(card).toContainText(/Answer 50 more calibrated questions|No question has enough answers/);
  await checkAtBothWidths(page, "readiness-home-needs-more", { include: '[data-testid="readiness-card"]' });

  await page.goto("/practice");
  await page.getByRole("radio", { name: "At my level" }).check();
  const hint = page.getByTestId("at-my-level-hint");
  await expect(hint).toContainText("Unused questions instead");
  await expect(page.getByRole("status")).toContainText("3 questions match");
  await checkAtBothWidths(page, "readiness-practice-builder");
  await page.getByRole("button", { name: "Start session" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]+$/);
});
