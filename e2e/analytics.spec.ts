import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  createSubject,
  mcq,
  newLearnerDetails,
  uniqueProofPng,
  signInAsAdmin,
  signInAsNewLearner,
  uniqueName,
  uniqueTransaction,
} from "./fixtures";

type QuizView = { id: string; name: string; questions: { id: string; optionsList: { id: string; isAnswer?: boolean }[] }[] };
type Practice = { id: string; questions: { id: string; optionsList: { id: string }[] }[] };

test.use({ navigationTimeout: 30_000 });

/** Screenshots the page at 390 and 1366 px wide for a look (test-results/analytics-*.png). */
async function shots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/analytics-${name}-${width}.png`, fullPage: true });
  }
}

/** A monthly-plan order by the signed-in learner, approved by the admin: access to every subject. */
async function grantAccess(learner: APIRequestContext, admin: APIRequestContext) {
  const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
  const placed = await learner.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: uniqueProofPng() } });
  expect(placed.status()).toBe(201);
  const paymentId = ((await placed.json()).data as { id: string }).id;
  expect((await admin.post("/api/payment/update-status", { data: { paymentId, accepted: true, confirmReusedProof: true } })).status()).toBe(
    200,
  );
}

/** Takes the quiz through the API: `right` questions answered with the key, the rest with a wrong option. */
async function takeQuiz(learner: APIRequestContext, quiz: QuizView, right: number) {
  const started = await learner.post("/api/quiz/start", { data: { quizId: quiz.id } });
  expect(started.status()).toBe(200);
  const quizAttemptId = ((await started.json()).data as { id: string }).id;
  for (const [index, question] of quiz.questions.entries()) {
    const option = question.optionsList.find((candidate) => Boolean(candidate.isAnswer) === index < right)!;
    expect(
      (await learner.post("/api/quiz/submit", { data: { quizAttemptId, questionId: question.id, optionId: option.id } })).status(),
    ).toBe(200);
  }
  expect((await learner.post("/api/quiz/end", { data: { quizAttemptId } })).status()).toBe(200);
}

test("My Progress: empty at first, then accuracy, weakest tags and 'Practise these'", async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await signInAsNewLearner(page.request);
  await page.goto("/profile/progress");
  await expect(page).toHaveTitle("My Progress | AnaesPrep");
  await expect(page.getByRole("heading", { name: "No answers yet" })).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsAdmin(admin);
  await grantAccess(page.request, admin);
  await admin.dispose();
  // A tutor session of 40 questions over the whole bank, the first of every four answered right.
  const created = await page.request.post("/api/practice", { data: { source: "all", count: 40, mode: "tutor" } });
  expect(created.status()).toBe(201);
  const session = (await created.json()).data as Practice;
  for (const [index, question] of session.questions.entries()) {
    const answered = await page.request.post(`/api/practice/${session.id}/answer`, {
      data: { questionId: question.id, optionId: question.optionsList[index % 4 === 0 ? 0 : 1]!.id },
    });
    expect(answered.status()).toBe(200);
  }

  await page.goto("/profile/progress");
  await expect(page.getByRole("heading", { name: "My Progress" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Questions answered" })).toContainText("40");
  await expect(page.getByRole("heading", { name: "Accuracy by subject" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Accuracy by tag" })).toBeVisible();
  await expect(page.getByText(/Last 30 days:/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "progress");

  // The menu lists My Progress first.
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link").first()).toHaveText("My Progress");
  expect(learner.email).toContain("@");

  const weakest = page.getByRole("region", { name: "Your weakest tags" });
  const practise = weakest.getByRole("button", { name: "Practise these" });
  if ((await practise.count()) === 0) {
    await expect(weakest).toContainText(/A tag can show here once you have answered 5|No weak tags/);
    return;
  }
  await practise.click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
});

test("the Statistics tab of a quiz: figures, sorting, flags and per-option bars", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page.request);
  const subject = await createSubject(page.request);
  const name = uniqueName("Stats Quiz");
  const added = await page.request.post("/api/quiz/add", {
    data: {
      name,
      description: "Item analysis.",
      quizTime: 10,
      eachMCQMarks: 1,
      subject: subject.id,
      questions: ["One?", "Two?", "Three?", "Four?"].map((text) => mcq(text, ["Wrong", "Also wrong"])),
    },
  });
  expect(added.status()).toBe(201);
  const quizId = ((await added.json()).data as { id: string }).id;
  const quiz = (await (await page.request.get(`/api/quiz/${quizId}`)).json()).data as QuizView satisfies QuizView;

  // Ten learners (each from an address of its own: registration is throttled per address) take it once, scoring 0 to 4.
  for (let index = 0; index < 10; index++) {
    const learner = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.18.${index}.${Math.floor(Math.random() * 250)}` },
    });
    const details = newLearnerDetails();
    expect((await learner.post("/api/users/register", { data: details })).status()).toBe(201);
    expect((await learner.post("/api/users/login", { data: { email: details.email, password: details.password } })).status()).toBe(200);
    await grantAccess(learner, page.request);
    await takeQuiz(learner, quiz, index % 5);
    await learner.dispose();
  }

  await page.goto("/admin/quiz");
  // The list's Statistics opens the quiz at its statistics tab.
  await page
    .getByRole("button", { name: `Statistics of ${name}` })
    .first()
    .click();
  // The dialog names the quiz whose statistics it shows.
  const dialog = page.getByRole("dialog", { name: `Edit Quiz: ${name}` });
  await expect(dialog.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
  const panel = dialog.getByRole("tabpanel", { name: "Statistics" });
  await expect(panel.getByRole("group", { name: "First attempts" })).toContainText("10");
  await expect(panel.getByRole("group", { name: "KR-20" })).not.toContainText("—");
  const table = panel.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(5);
  // Question 1 is right for every score above 0 (8 of 10), question 4 only for score 4 (2 of 10).
  await table.getByRole("button", { name: /^p/ }).click();
  await expect(table.getByRole("columnheader", { name: /^p/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(/Four\?$/);
  await table.getByRole("button", { name: /^p/ }).click();
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(/One\?$/);
  await table.getByRole("button", { name: "Options of question 1" }).click();
  await expect(table.getByText("Top 27 %").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "statistics");
  // On a phone each question is a card, sorted with a select (the header row is hidden there).
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByLabel("Sort by").selectOption({ label: "p ↑" });
  await expect(table.getByRole("row").nth(1).getByRole("rowheader")).toHaveText(/Four\?$/);
  await table.getByRole("row").nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/analytics-statistics-cards-390.png" });

  // The same figures as a CSV; and a question leads straight to its edit.
  const csv = panel.getByRole("link", { name: "Download CSV" });
  const csvAnswer = await page.request.get((await csv.getAttribute("href"))!);
  expect(csvAnswer.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csvAnswer.text()).toMatch(/^\ufeff#,Question,n,p,D,r \(pb\),Flags,Key,Chose A/);
  await table.getByRole("button", { name: "Edit question 4" }).click();
  await expect(dialog.getByRole("tab", { name: "Quiz" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("button", { name: /^Question #4/ })).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("textbox", { name: "Question" })).toHaveValue("Four?");
  await expect(dialog.getByRole("button", { name: /^Question #4/ })).toBeFocused();
});
