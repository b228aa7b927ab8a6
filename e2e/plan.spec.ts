import { expect, test, type Page } from "@playwright/test";
import { addDays, dayOf, formatDay } from "../lib/plan/days";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsDemoLearner, toastWith } from "./fixtures";

test.use({ navigationTimeout: 30_000 });

/** Screenshots the page at 1366 and 390 px wide (test-results/plan-*.png), axe-checked at each width. */
async function shotsAndAxe(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, { label: `${name} at ${width} px` });
    await page.screenshot({ path: `test-results/plan-${name}-${width}.png`, fullPage: true });
  }
}

test("the demo learner sets an exam date, sees the Today card and starts a session from it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoLearner(page.request);
  const today = dayOf(new Date());
  const examDate = addDays(today, 30);
  // The demo learner comes with an exam date (demo/study-history.ts): start from none, put it back at the end.
  const profile = (await (await page.request.get("/api/users/profile")).json()).data as {
    name: string;
    phone: string;
    examDate: string | null;
  };
  const saveExamDate = async (date: string | null) =>
    expect(
      (await page.request.post("/api/users/update", { data: { name: profile.name, phone: profile.phone, examDate: date } })).status(),
    ).toBe(200);
  await saveExamDate(null);

  await page.goto("/profile/progress");
  const card = page.getByRole("region", { name: "Today" });
  await expect(card.getByText("No exam date yet.")).toBeVisible();
  // No exam date, no pace: on track or not is not said yet (docs/rules.md, "Study plan").
  await expect(card.getByText(/^(On track|Not on track: .+)$/)).toHaveCount(0);
  await shotsAndAxe(page, "progress-no-date");
  await card.getByRole("link", { name: "Set your exam date" }).click();
  await expect(page).toHaveURL(/\/profile\/settings#exam-date$/);

  const field = page.getByLabel("Exam date");
  await expect(field).toHaveAttribute("min", addDays(today, 1));
  // Today is refused by the server, beside the field.
  await field.fill(today);
  await page.getByRole("button", { name: "Save exam date" }).click();
  await expect(page.getByText("Exam date: must be after today.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(examDate);
  await page.getByRole("button", { name: "Save exam date" }).click();
  await expect(toastWith(page, `Exam date set to ${formatDay(examDate)}`)).toBeVisible();
  await expect(page.getByText(`Saved: ${formatDay(examDate)}.`)).toBeVisible();
  await expect(toastWith(page, "Exam date set")).toBeHidden();
  await shotsAndAxe(page, "settings");

  await page.goto("/profile/progress");
  await expect(card.getByText(`Exam on ${formatDay(examDate)}, in 30 days.`)).toBeVisible();
  await expect(card.getByRole("progressbar", { name: "New questions today" })).toBeVisible();
  await expect(card.getByText(/^(On track|Not on track: .+)$/)).toBeVisible();
  for (const label of ["New questions", "Reviews due now", "Streak"]) await expect(card.getByText(label, { exact: true })).toBeVisible();
  await shotsAndAxe(page, "progress");

  await page.setViewportSize({ width: 1366, height: 900 });
  await card.getByRole("button", { name: /^(Start review|Learn new questions)$/ }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);

  // Leave the demo learner as found: the exam date cleared from Settings.
  await page.goto("/profile/settings");
  await page.getByRole("button", { name: "Clear exam date" }).click();
  await expect(toastWith(page, "Exam date cleared")).toBeVisible();
  await expect(page.getByLabel("Exam date")).toHaveValue("");
  await saveExamDate(profile.examDate);
});
