import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, toastWith } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

// docs/rules.md, "Extra time": an admin grants it on the users list; the learner's start dialog and
// quiz screen say so. A learner and subject of its own: the demo learner's timing stays as it is.

/** Axe at a phone's width and a desktop's, with a screenshot of each for a person to look at. */
async function checkScreen(page: Page, name: string, include?: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page, { label: `${name} at ${width}px`, include: include ? [include] : undefined });
    await page.screenshot({ path: `test-results/extra-time-${name}-${width}.png` });
  }
}

test("an admin gives a learner 25 % extra time with a reason; the learner's start dialog and quiz screen say so", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000); // two browsers, four screens checked with axe: 18 s alone, over 30 s on a busy machine
  const learnerContext = await browser.newContext();
  const { account, quiz } = await learnerOwningQuiz(browser, learnerContext.request, { minutes: 60 });

  await signInAsAdmin(page.request);
  await page.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
  await page.getByRole("button", { name: `Extra time for ${account.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Extra time" });
  await expect(dialog.getByText("No extra time has been set for this learner.")).toBeVisible();

  // The server's refusal shows beside its field.
  await dialog.getByRole("spinbutton", { name: /Extra time/ }).fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/Please give the reason for the extra time/)).toBeVisible();

  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Dyslexia assessment, November 2026");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Extra time set to 25 %.")).toBeVisible();
  const latest = dialog.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem").first();
  await expect(latest).toContainText("25 % extra time by");
  await expect(latest).toContainText("Dyslexia assessment, November 2026");
  await checkScreen(page, "admin-dialog", '[role="dialog"]');
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("row").filter({ hasText: account.email }).getByText("+25 % time")).toBeVisible();
  await page.screenshot({ path: "test-results/extra-time-admin-row-1366.png" });

  const learner = await learnerContext.newPage();
  await learner.goto("/profile/allowed-quizzes");
  await learner.getByRole("button", { name: `Start ${quiz.name}` }).click();
  const start = learner.getByRole("dialog", { name: quiz.name });
  await expect(start.getByText("You have 25 % extra time: 75 minutes.")).toBeVisible();
  await checkScreen(learner, "start-dialog", '[role="dialog"]');

  await start.getByRole("button", { name: "Start Quiz" }).click();
  const tab = learner; // the quiz opens in the same tab
  await expect(tab.getByText("25 % extra time", { exact: true })).toBeAttached();
  await expect(tab.getByText("+25 % time")).toBeVisible();
  // 75 minutes on the clock, not 60 (the first tick may already have taken a second).
  await expect(tab.getByRole("timer", { name: "Time left" })).toHaveText(/^(75:00|74:5\d)$/);
  await checkScreen(tab, "quiz-screen");

  // A grand test has no start dialog: its card tells the time before the start (the seeded one is open).
  await learner.goto("/grand-tests");
  await expect(learner.getByText(/^You have 25 % extra time: up to \d+ minutes?/).first()).toBeVisible();
  await checkScreen(learner, "grand-tests");
  await learnerContext.close();
});
