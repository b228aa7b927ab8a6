import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillRegister, newLearnerDetails, signInAsAdmin, signInAsDemoLearner, signInAsNewLearner, uniqueTransaction } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz, useAttempt } from "./support/owned-subject";

// Where a candidate trips: two tabs of one quiz, See Results at 1366 px, the phone header, a new
// account's first visit, Checkout's proof size and the learner's extra time (docs/rules.md, "Feel",
// "Public pages and the header", "Accounts and sessions", "Files and notes", "Extra time").

/** The element is inside `box` on the screen, whole. */
async function expectWithin(element: Locator, box: Locator) {
  const inner = (await element.boundingBox())!;
  const outer = (await box.boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** Nothing on the page is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test("an older tab of a quiz says another tab has it and asks before saving or finishing", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const { quiz } = await learnerOwningQuiz(browser, context.request, { questions: 3 });
  const started = await context.request.post("/api/quiz/start", { data: { quizId: quiz.id } });
  expect(started.status()).toBe(200);
  const attemptId = ((await started.json()).data as { id: string }).id;
  const url = `/start-quiz?quiz_id=${quiz.id}&quizAttempt_id=${attemptId}`;

  const older = await context.newPage();
  await older.goto(url);
  await expect(older.getByText("Question 1 of 3")).toBeVisible();
  const newer = await context.newPage();
  await newer.goto(url);
  await expect(newer.getByText("Question 1 of 3")).toBeVisible();

  await expect(older.getByRole("alert").filter({ hasText: "This quiz is open in another tab" })).toBeVisible();
  await expect(newer.getByText("This quiz is open in another tab")).toHaveCount(0);
  await newer.getByRole("radio", { name: "Right Q1?" }).click();
  await expect(newer.getByText("Question 2 of 3")).toBeVisible();

  // The older tab saves nothing and finishes nothing without asking.
  await older.getByRole("radio", { name: "Wrong Q1?" }).click();
  const asked = older.getByRole("alertdialog", { name: "This quiz is open in another tab" });
  await expect(asked).toBeVisible();
  await asked.getByRole("button", { name: "Not now" }).click();
  await expect(older.getByRole("radio", { name: "Wrong Q1?" })).not.toHaveAttribute("aria-checked", "true");
  await older.getByRole("button", { name: "Finish", exact: true }).click();
  await expect(asked).toBeVisible();
  await expect(older.getByRole("alertdialog", { name: "Finish the quiz?" })).toHaveCount(0);
  await checkAtBothWidths(older, "minors-other-tab-dialog", { include: '[role="alertdialog"]' });
  await asked.getByRole("button", { name: "Not now" }).click();
  await checkAtBothWidths(older, "minors-other-tab-banner");

  // Continuing in the older tab reloads it with the newer tab's answer, and the newer one is now told.
  await older.getByRole("button", { name: "Continue in this tab" }).click();
  await expect(older.getByText("This quiz is open in another tab")).toHaveCount(0);
  await older.getByRole("button", { name: "Question 1, answered" }).click();
  await expect(older.getByRole("radio", { name: "Right Q1?" })).toHaveAttribute("aria-checked", "true");
  await expect(newer.getByRole("alert").filter({ hasText: "This quiz is open in another tab" })).toBeVisible();
  await context.close();
});

test("See Results at 1366 px keeps Review whole inside the table's box", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { quiz } = await learnerOwningQuiz(browser, page.request, {
    name: `Results width check with a rather long quiz name ${Date.now()}`,
  });
  await useAttempt(page.request, quiz.id);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/profile/results");
  const table = page.getByRole("region", { name: "Your quiz results, newest first" });
  const review = table.getByRole("link", { name: `Review ${quiz.name}` });
  await expect(review).toBeVisible();
  await expect(review).toHaveText(/^Review/);
  await expectWithin(review, table);
  // Not covered by the scrolled cells: the link itself is what a click there reaches.
  const box = (await review.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
    [box.x + box.width - 4, box.y + box.height / 2],
  );
  expect(hit).toContain("Review");
  await expectNoSidewaysScroll(page);
  await checkAtBothWidths(page, "minors-results");
});

test("the phone header with reviews due fits 390 px, menu button whole; Home and Practice agree on what is due", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsDemoLearner(page.request); // the demo learner has reviews due (docs/rules.md, "Review", "Demo")
  // The start's backfill makes them in the background: wait until it has.
  await expect
    .poll(async () => ((await (await page.request.get("/api/reviews")).json()).data as { dueNow: number }).dueNow, { timeout: 180_000 })
    .toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/home");
  const header = page.getByRole("banner");
  const due = header.getByRole("link", { name: /\d+\+? due for review/ });
  await expect(due).toBeVisible();
  const menu = header.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())!.x + (await menu.boundingBox())!.width <= 390).toBe(true);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/minors-header-390.png", clip: { x: 0, y: 0, width: 390, height: 80 } });

  // One count: the header's "N due" is the Today card's "Reviews due now". The start's backfill may
  // still be adding the demo learner's cards between the page and the header's read: reload until
  // it has settled, then both say the same.
  const today = page.getByRole("region", { name: "Today" });
  const dueNow = today.locator("dt", { hasText: "Reviews due now" }).locator("xpath=following-sibling::dd[1]");
  let count = 0;
  await expect(async () => {
    await page.reload();
    await expect(due).toBeVisible();
    count = Number(((await due.textContent()) ?? "").match(/\d+/)![0]);
    await expect(dueNow).toHaveText(String(count), { timeout: 1_000 });
  }).toPass({ timeout: 180_000 });
  await checkAtBothWidths(page, "minors-home-due");
  await page.goto("/practice");
  await expect(page.getByRole("heading", { name: new RegExp(`^${count} questions? due for review$`) })).toBeVisible();
  await checkAtBothWidths(page, "minors-practice-due");
});

test("registering signs the new learner in, and Home says Welcome, not Welcome back", async ({ page, context }) => {
  const learner = newLearnerDetails();
  await page.goto("/register");
  await fillRegister(page, learner);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${learner.name.split(" ")[0]}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("anaesprep.session"));
  expect(session?.httpOnly).toBe(true);
  await checkAtBothWidths(page, "minors-home-first-visit");
});

test("Checkout refuses a proof over 5 MB before uploading it", async ({ page }) => {
  await signInAsNewLearner(page.request);
  await page.goto("/buy-quiz");
  await page.getByRole("article", { name: "Pharmacology", exact: true }).getByRole("button", { name: "Add to Cart" }).click();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await dialog.getByLabel("Bank name").fill("HBL");
  await dialog.getByLabel("Account holder").fill("Zara Ahmed");
  await dialog.getByLabel("Transaction number").fill(uniqueTransaction());
  const big = Buffer.alloc(Math.round(13.9 * 1024 * 1024), 0);
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); // a PNG's signature: too large is the only problem
  await dialog.getByLabel("Payment screenshot").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(dialog.getByText("This file is 13.9 MB; the limit is 5 MB.")).toBeVisible();

  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/add")) uploads.push(request.url());
  });
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(dialog.getByLabel("Payment screenshot")).toBeFocused();
  await expect(dialog.getByLabel("Payment screenshot")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toBeVisible();
  expect(uploads).toEqual([]);
  await checkAtBothWidths(page, "minors-checkout-too-large", { include: '[role="dialog"]' });
});

test("the learner record shows extra time, and Allowed Quizzes each quiz's time with it", async ({ browser, page }) => {
  const learnerContext = await browser.newContext();
  const { quiz } = await learnerOwningQuiz(browser, learnerContext.request, { minutes: 30 });
  const learnerId = ((await (await learnerContext.request.get("/api/users/profile")).json()).data as { id: string }).id;
  await signInAsAdmin(page.request);
  const set = await page.request.post(`/api/users/${learnerId}/accommodation`, {
    data: { extraTimePercent: 25, reason: "Dyslexia assessment" },
  });
  expect(set.status()).toBe(200);

  await page.goto(`/admin/users/${learnerId}`);
  const extra = page.locator("dt", { hasText: "Extra time" }).locator("xpath=following-sibling::dd[1]");
  await expect(extra).toHaveText("25 %");
  await checkAtBothWidths(page, "minors-learner-record");

  const learner = await learnerContext.newPage();
  await learner.goto("/profile/allowed-quizzes");
  const row = learner.getByRole("row").filter({ hasText: quiz.name });
  await expect(row).toContainText("30 min (+25 %: 37½ min)");
  await checkAtBothWidths(learner, "minors-allowed-quizzes");
  await learnerContext.close();
});

test("a learner's catalogue opens on a subject she holds, and names it only when asked", async ({ page }) => {
  await signInAsDemoLearner(page.request); // holds Pharmacology and Physiology, not Airway Management
  await page.goto("/quiz");
  await expect(page.locator("[aria-current=page]", { hasText: "Pharmacology" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Start$/ }).first()).toHaveAttribute(
    "href",
    /^\/profile\/allowed-quizzes\?subject=[^&]+&start=/,
  );
  // A subject asked for by the URL is shown as asked.
  await page
    .getByRole("link", { name: /Airway Management/ })
    .first()
    .click();
  await expect(page.locator("[aria-current=page]", { hasText: "Airway Management" })).toBeVisible();
});
