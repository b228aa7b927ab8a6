import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsAdmin, signInAsNewLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { createOpenGrandTest } from "./support/grand-test";

// docs/rules.md, "Grand tests": Start asks first (time, one attempt, window, rules); nothing starts
// until "Start grand test". A grand test of its own, closing first of all, so the home shows it.

/** The learner's part in the test, as the API tells it: "none" while no attempt exists. */
async function mineOf(request: APIRequestContext, quizId: string) {
  const answer = await request.get("/api/grand-tests");
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { id: string; mine: string }[]).find((row) => row.id === quizId)?.mine;
}

/** Opens the start dialog from `where`, checks what it tells, and leaves with Not now: nothing has started. */
async function openAndDecline(page: Page, grand: { id: string; name: string }, where: string) {
  await page.getByRole("button", { name: `Start ${grand.name}` }).click();
  const dialog = page.getByRole("dialog", { name: grand.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("One only")).toBeVisible();
  await expect(dialog.getByText("30 minutes")).toBeVisible();
  await expect(dialog.getByText("2 MCQs")).toBeVisible();
  await expect(dialog.getByText(/^Opens .+, closes .+\.$/)).toBeVisible();
  await expect(dialog.getByText(/at the latest, whenever you start\.$/)).toBeVisible();
  await expect(dialog.getByText("One paper, one window, everyone ranked.")).toBeVisible();
  await expect(dialog.getByText(/You have one attempt\./)).toBeVisible();
  expect(await mineOf(page.request, grand.id)).toBe("none");
  await checkAtBothWidths(page, `grand-test-start-dialog-${where}`, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await mineOf(page.request, grand.id)).toBe("none");
}

test("Start on /grand-tests and on the learner's home asks first; only Start grand test starts the one attempt", async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const grand = await createOpenGrandTest(admin, 45 * 60_000, 30);
  await admin.dispose();
  await signInAsNewLearner(page.request);

  await page.goto("/grand-tests");
  await openAndDecline(page, grand, "grand-tests");

  await page.goto("/"); // a learner's home is their day (docs/rules.md, "Learner home")
  await expect(page).toHaveURL(/\/home$/);
  const next = page.getByRole("region", { name: "Grand test open now" });
  await expect(next.getByRole("heading", { name: grand.name })).toBeVisible();
  await openAndDecline(page, grand, "home");

  await page.getByRole("button", { name: `Start ${grand.name}` }).click();
  await page.getByRole("dialog", { name: grand.name }).getByRole("button", { name: "Start grand test" }).click();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  expect(await mineOf(page.request, grand.id)).toBe("in_progress");

  // Resume needs no dialog: it goes straight back to the attempt.
  await page.goto("/grand-tests");
  await page.getByRole("link", { name: `Resume ${grand.name}` }).click();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
});
