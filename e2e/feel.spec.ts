import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillLogin, fillRegister, newLearnerDetails, signInAsAdmin, signInAsNewLearner, toastWith, uniqueName } from "./fixtures";
import { createQuizOf, learnerOwningQuiz, useAttempt } from "./support/owned-subject";
import { toastsInPlace, toastTurnPassed } from "./support/settle";

// docs/rules.md, "Feel": toasts out of the way, the catalogue that knows what you own, the admin quiz
// table on a phone, Allowed Quizzes at 2/2 and the small fixes.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible toast's box against every given control's box. */
async function expectToastsClear(page: Page, controls: Locator, what: string) {
  const toasts = await toastsInPlace(page);
  const toastBoxes = (await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))).filter((box): box is Box => !!box);
  expect(toastBoxes.length).toBeGreaterThan(0);
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const label = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    for (const toast of toastBoxes) expect(overlaps(toast, box), `a toast covers ${what} "${label}"`).toBe(false);
  }
}

for (const width of [390, 1366]) {
  test(`toasts cover no header control and no dialog close button at ${width}px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsNewLearner(page.request);
    await page.goto("/profile"); // stores the display data the header reads
    await page.goto("/buy-quiz");
    await page.getByRole("article", { name: "Pharmacology", exact: true }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(toastWith(page, "Pharmacology added to cart")).toBeVisible();
    const header = page.locator("header").first();
    await expectToastsClear(page, header.locator("a, button"), "the header control");
    // Going to the cart by the header closes the toast that announced it.
    await header.getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveTitle("Cart | AnaesPrep");
    await expect(toastWith(page, "Pharmacology added to cart")).toHaveCount(0);

    const adminContext = await browser.newContext({ viewport: { width, height: 800 } });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin.request);
    await admin.goto("/admin/quiz");
    await admin.getByRole("button", { name: "Add Quiz" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog
      .getByRole("button", { name: /^(Save|Add Quiz|Create)/ })
      .last()
      .click(); // empty: the editor names the problem in a toast
    await expectToastsClear(admin, dialog.getByRole("button", { name: "Close" }), "the dialog's");
    await adminContext.close();
  });
}

test("a success toast is short; an error shown beside its field is not toasted too", async ({ page }) => {
  const learner = newLearnerDetails();
  await page.clock.install(); // the toasts' timers run on the page's clock, which the test moves on
  await page.goto("/register");
  await fillRegister(page, learner);
  const registered = toastWith(page, "Registered successfully");
  await expect(registered).toBeVisible();
  await expect(registered).toHaveAttribute("data-mounted", "true"); // its timer runs from here
  // The page's clock stops 1 s ahead of its now and moves on 2 s: 3 s after the toast came at least,
  // and under the 5 s the error and warning toasts keep unless this machine stalled 2 s meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(2_000);
  await expect(registered).toBeHidden();
  await page.clock.resume();

  // Registering signed them in: sign out to try a wrong password.
  await expect(page).toHaveURL(/\/home$/);
  await page.context().clearCookies();
  await page.goto("/login");
  await fillLogin(page, learner.email, "not-the-password");
  await expect(page.locator("#login-password-error")).toHaveText("Invalid email or password");
  await toastTurnPassed(page);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await page.goto("/register");
  await fillRegister(page, learner);
  await expect(page.locator("#register-email-error")).not.toBeEmpty();
  await toastTurnPassed(page);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("the catalogue knows what a signed-in learner owns, and join banners are for visitors", async ({ page, browser }) => {
  test.setTimeout(60_000); // the catalogue, the start dialog, home, and three public pages
  const { subject, quiz } = await learnerOwningQuiz(browser, page.request, { questions: 2 });
  await page.goto(`/quiz?subject=${subject.id}`);
  const owned = page.getByRole("region", { name: subject.name });
  await expect(owned).toContainText("Unlocked until");
  await expect(owned).not.toContainText("to unlock");
  const card = owned.getByRole("link", { name: new RegExp(quiz.name) });
  await expect(card).toContainText("Start");
  await expect(card).not.toContainText("Go to my quizzes");
  await expect(card).toHaveAttribute("href", `/profile/allowed-quizzes?subject=${subject.id}&start=${quiz.id}`);
  await expect(page.getByText("Unlock this subject")).toHaveCount(0);
  // Start opens the quiz's start dialog, and the address forgets it (Back never reopens it).
  await card.click();
  await expect(page.getByRole("dialog", { name: quiz.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/allowed-quizzes\\?subject=${subject.id}$`));
  await page.keyboard.press("Escape");
  // Home points to the subject just bought.
  await page.goto("/home");
  await expect(page.getByRole("link", { name: `Start with ${subject.name}` })).toHaveAttribute(
    "href",
    `/profile/allowed-quizzes?subject=${subject.id}`,
  );
  await page.goto(`/quiz?subject=${subject.id}`);

  await page.getByRole("navigation", { name: "Subjects" }).getByRole("link", { name: "Pharmacology" }).click();
  await expect(page.getByRole("region", { name: "Pharmacology" })).toContainText("to unlock");
  await expect(page.getByText("Unlock this subject").first()).toBeVisible();

  for (const path of ["/", "/about", "/quiz"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Join AnaesPrep" }), path).toHaveCount(0);
  }
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/quiz");
  await expect(visitorPage.getByRole("region", { name: "Join AnaesPrep" })).toBeVisible();
  await expect(visitorPage.getByText("Sign up to start").first()).toBeVisible();
  await visitor.close();
});

test("Allowed Quizzes at 2/2 says No attempts left with a way to buy again; Results has Review", async ({ page, browser }) => {
  const { subject, quiz } = await learnerOwningQuiz(browser, page.request, { questions: 2 });
  await useAttempt(page.request, quiz.id);
  await useAttempt(page.request, quiz.id);
  await page.goto("/profile/allowed-quizzes");
  const row = page.getByRole("row").filter({ hasText: quiz.name });
  await expect(row).toContainText("2 / 2");
  await expect(row).toContainText("No attempts left");
  await expect(row.getByRole("button", { name: `Start ${quiz.name}` })).toHaveCount(0);
  await row.getByRole("link", { name: new RegExp(`^Buy again\\s+for ${subject.name}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/buy-quiz#subject-${subject.id}$`));
  const card = page.getByRole("article", { name: subject.name });
  await expect(card.getByRole("button", { name: "Renew" })).toBeVisible();
  await expect(card).toBeInViewport();
  await page.reload(); // the address alone brings the card into view too
  await expect(card).toBeInViewport();

  // At a laptop's 1366 px the results table shows its Review link whole (it was clipped), and says "Answered".
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/profile/results");
  await expect(page.getByRole("columnheader", { name: "Answered" })).toBeVisible();
  const review = page
    .getByRole("row")
    .filter({ hasText: quiz.name })
    .first()
    .getByRole("link", { name: `Review ${quiz.name}` });
  await expect(review).toBeInViewport({ ratio: 1 });
  await review.click();
  await expect(page).toHaveURL(/\/see-quiz-result\?attemptId=/);
});

test("the admin quiz table is one card per quiz on a phone, in a stable order, and says 1 min", async ({ page }) => {
  await signInAsAdmin(page.request);
  const subjects = (await (await page.request.get("/api/subjects")).json()).data as { id: string }[];
  const short = await createQuizOf(page.request, subjects[0]!.id, { questions: 1, minutes: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/quiz");
  const row = page.getByTestId("admin-quiz-row").filter({ hasText: short.name });
  await expect(row).toContainText("1 min");
  await expect(row).not.toContainText("Mins");
  for (const name of [`Edit ${short.name}`, `Delete ${short.name}`]) {
    const box = (await row.getByRole("button", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const order = () => page.getByTestId("admin-quiz-row").getByRole("rowheader").allTextContents();
  const first = await order();
  await page.reload();
  await expect(row).toBeVisible();
  expect(await order()).toEqual(first);
});

test("the 404 page hydrates without error #418", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/no-such-page-here");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/no-such-page-here")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
});

test("the score block stays aligned at 390 px with a long quiz name", async ({ page, browser }) => {
  const { quiz } = await learnerOwningQuiz(browser, page.request, {
    questions: 2,
    name: uniqueName("Perioperative Anaesthesia Pharmacology Review"),
  });
  const attemptId = await useAttempt(page.request, quiz.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/see-quiz-result?attemptId=${attemptId}`);
  const title = page.getByRole("heading", { level: 1, name: quiz.name });
  const percent = page.getByText("0%", { exact: true });
  const [titleBox, percentBox] = [(await title.boundingBox())!, (await percent.boundingBox())!];
  expect(percentBox.y).toBeLessThan(titleBox.y + titleBox.height); // beside the title, not wrapped under it
  expect(percentBox.x).toBeGreaterThan(titleBox.x + titleBox.width - 1);
  const values = await page
    .locator("dl dd")
    .evaluateAll((nodes) => nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().bottom)));
  expect(new Set(values).size).toBe(1);
});
