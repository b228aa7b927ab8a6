import { expect, test, type Page } from "@playwright/test";
import { signInAsDemoLearner } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

type Created = { id: string; questions: { id: string }[] };

/** Sets the viewport to a phone, screenshots the page for a look, and sets it back. */
async function phoneShot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/practice-${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Questions a test flagged for the demo learner: unflagged after it, since other specs (quiz-taking) count that learner's flags. */
let flaggedByTest: string[] = [];
test.afterEach(async ({ page }) => {
  for (const questionId of flaggedByTest) await page.request.post("/api/flags", { data: { questionId, flagged: false } });
  flaggedByTest = [];
});

test("a tutor session of 5 flagged questions: the key after each answer, then the summary and review", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsDemoLearner(page.request);
  // Flag 5 questions the learner has been shown (in a practice session of theirs).
  const seen = await page.request.post("/api/practice", { data: { source: "all", count: 5, mode: "tutor" } });
  expect(seen.status()).toBe(201);
  for (const question of ((await seen.json()).data as Created).questions) {
    flaggedByTest.push(question.id);
    expect((await page.request.post("/api/flags", { data: { questionId: question.id, flagged: true } })).status()).toBe(200);
  }

  await page.goto("/practice");
  await expect(page).toHaveTitle("Practice | AnaesPrep");
  await page.getByRole("radio", { name: "Flagged by me" }).check();
  await page.getByLabel("Number of questions").fill("5");
  await expect(page.getByRole("status").filter({ hasText: /questions? match/ })).toContainText(/[5-9]\d* questions match/);
  await phoneShot(page, "builder");
  await expectNoAxeViolations(page, { label: "practice builder" });
  await page.getByRole("button", { name: "Start session" }).click();

  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
  for (let number = 1; number <= 5; number++) {
    await expect(page.getByText(`Question ${number} of 5`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Flagged", exact: true })).toHaveAttribute("aria-pressed", "true");
    if (number === 1) await page.getByRole("radio").first().click();
    else await page.keyboard.press("2"); // number keys choose too
    await expect(page.getByText(/^(Correct|Incorrect)\.$/)).toBeVisible();
    await expect(page.getByText("Correct answer").first()).toBeAttached();
    if (number === 1) {
      await phoneShot(page, "tutor-feedback");
      await expectNoAxeViolations(page, { label: "tutor feedback" });
    }
    // The first answer is final: the options are gone, the key stays.
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    if (number < 5) await page.getByRole("button", { name: "Next question" }).click();
  }
  await page.getByRole("button", { name: "End session" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
  await expect(page.getByRole("heading", { name: "Session summary" })).toBeVisible();
  await expect(page.getByText("Unanswered").locator("..")).toContainText("0");
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await phoneShot(page, "summary");
  await expectNoAxeViolations(page, { label: "practice summary" });

  await page.getByRole("link", { name: "New session" }).click();
  await expect(page.getByRole("link", { name: /^Review/ }).first()).toBeVisible();
});

test("a timed session that runs out ends itself and shows the summary", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsDemoLearner(page.request);
  await page.clock.install();
  await page.goto("/practice");
  await page.getByRole("radio", { name: "Timed" }).check();
  await page.getByLabel("Number of questions").fill("3");
  await page.getByLabel("Minutes").fill("1");
  await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
  await page.getByRole("button", { name: "Start session" }).click();

  await expect(page.getByText("Question 1 of 3")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/0[01]:\d\d/);
  await expectNoAxeViolations(page, { label: "timed session" });
  const sessionId = page.url().split("/").pop()!;
  await page.getByRole("radio").first().click();
  await expect(page.getByText("Question 2 of 3")).toBeVisible();
  await expect(page.getByText("All answers saved")).toBeVisible();
  // No key before the end.
  const running = await (await page.request.get(`/api/practice/${sessionId}`)).json();
  expect(JSON.stringify(running)).not.toMatch(/correctOptionIds|"key"/);

  // The countdown reads the server's deadline from the (faked) browser clock: jump past it.
  await page.clock.fastForward("01:05");
  await expect(page.getByRole("heading", { name: "Session summary" })).toBeVisible();
  const ended = await (await page.request.get(`/api/practice/${sessionId}`)).json();
  expect(ended.data.endedAt).not.toBeNull();
  expect(ended.data.result.total).toBe(3);
});

test("the header and the profile menu link Practice for a learner, also one signed in without the form", async ({ page }) => {
  await signInAsDemoLearner(page.request); // a session cookie only: no display data in the browser yet
  await page.goto("/practice"); // a learner page repairs the display data
  const header = page.getByRole("banner");
  await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice" })).toHaveAttribute(
    "href",
    "/practice",
  );
  await page.goto("/");
  await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice" })).toBeVisible();
  await header.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Practice" }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole("heading", { name: "Practice", level: 1 })).toBeVisible();
});
