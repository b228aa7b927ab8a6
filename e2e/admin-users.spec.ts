import { expect, test, type APIRequestContext } from "@playwright/test";
import { extendedEnd } from "../lib/entitlements/terms";
import { formatDateTime } from "../lib/format";
import { signInAsAdmin, toastWith } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz, useAttempt } from "./support/owned-subject";

// docs/rules.md, "A learner's record and extending access": an admin opens a learner from the users
// list, reads what they bought, their access and attempts, and extends their access.

/** When the learner's access to the quiz ends, as their own Allowed Quizzes says it. */
async function accessEndsAt(learner: APIRequestContext, subjectId: string): Promise<string> {
  const response = await learner.get(`/api/quiz/allowed?subject=${subjectId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()).data as { accessEndsAt: string }[])[0]!.accessEndsAt;
}

test("an admin opens a learner, sees their purchase and attempt, and extends their access by 30 days", async ({ page, browser }) => {
  const learnerContext = await browser.newContext();
  const { account, subject, quiz } = await learnerOwningQuiz(browser, learnerContext.request);
  await useAttempt(learnerContext.request, quiz.id);
  const endsAt = await accessEndsAt(learnerContext.request, subject.id);
  const newEnd = formatDateTime(extendedEnd(endsAt, 30));

  await signInAsAdmin(page.request);
  await page.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
  await checkAtBothWidths(page, "admin-users-list");
  await page.getByRole("link", { name: `View ${account.email}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle("Learner | AnaesPrep");
  await expect(page.getByRole("heading", { level: 1, name: account.name })).toBeVisible();

  const payment = page.getByRole("region", { name: "Payments, newest first" }).getByRole("row").filter({ hasText: subject.name });
  await expect(payment).toContainText("PKR 300.00");
  await expect(payment).toContainText("Approved");
  const period = page.getByRole("region", { name: "Access periods, latest end first" }).getByRole("row").filter({ hasText: subject.name });
  await expect(period).toContainText("Running");
  await expect(period).toContainText(formatDateTime(endsAt));
  await expect(period).toContainText("1 used · 1 left");
  const attempt = page.getByRole("region", { name: "Attempts, latest first" }).getByRole("row").filter({ hasText: quiz.name });
  await expect(attempt).toContainText("0 / 3 (0%)");
  await expect(page.getByText("No extensions yet.")).toBeVisible();
  await checkAtBothWidths(page, "admin-learner-record");

  const form = page.getByRole("region", { name: "Extend access" });
  await expect(form.getByRole("combobox", { name: /Access to extend/ })).toHaveValue(subject.id);
  await expect(form.getByText(`Runs until ${formatDateTime(endsAt)}.`)).toBeVisible();
  await expect(form.getByRole("spinbutton", { name: /Days/ })).toHaveValue("30");
  await form.getByRole("button", { name: "Extend access" }).click();
  await expect(form.getByText("Please give the reason for the extension.")).toBeVisible();
  await form.getByRole("textbox", { name: /Reason/ }).fill("Bank transfer took a week to clear");
  await form.getByRole("button", { name: "Extend access" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Extend access?" });
  await expect(confirm).toContainText(`will run until ${newEnd}`);
  await checkAtBothWidths(page, "admin-learner-extend-confirm", { include: '[role="alertdialog"]' });
  await confirm.getByRole("button", { name: "Extend by 30 days" }).click();

  await expect(toastWith(page, `Access to ${subject.name} extended by 30 days, until ${newEnd}.`)).toBeVisible();
  await expect(period).toContainText(newEnd);
  const extension = page.getByRole("list", { name: "Extensions, newest first" }).getByRole("listitem").first();
  await expect(extension).toContainText(`30 days more for ${subject.name}`);
  await expect(extension).toContainText("Bank transfer took a week to clear");
  await checkAtBothWidths(page, "admin-learner-record-extended");

  // The learner's own Allowed Quizzes reads the new end at once.
  expect(formatDateTime(await accessEndsAt(learnerContext.request, subject.id))).toBe(newEnd);
  await learnerContext.close();
});
