import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ReadinessView } from "../lib/readiness/schemas";
import { signInAsDemoLearner, signInAsNewLearner } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { buyApproved, learnerOwningQuiz } from "./support/owned-subject";

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
  await expect(card).toContainText("An 80% range");
  await expect(card).toContainText(/updated \d/);
  await expect(card.getByRole("img", { name: /^Predicted \d+%, likely between \d+% and \d+%.*FCPS pass mark \d+%\.$/ })).toBeVisible();
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
  // Her own subject has no calibrated question: the card says so and names where some are.
  await expect(card).toContainText(/None of the questions in your subjects is calibrated yet|No calibrated question is left/);
  await checkAtBothWidths(page, "readiness-home-needs-more", { include: '[data-testid="readiness-card"]' });

  await page.goto("/practice");
  await page.getByRole("radio", { name: "At my level" }).check();
  const hint = page.getByTestId("at-my-level-hint");
  await expect(hint).toContainText(/You have no prediction yet|No question is calibrated yet/);
  await expect(page.getByRole("status")).toContainText("3 questions match");
  await checkAtBothWidths(page, "readiness-practice-builder");
  await page.getByRole("button", { name: "Start session" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]+$/);
});

/** Waits for the start's first calibration (the nightly check runs it in the background). */
async function calibrated(request: APIRequestContext): Promise<ReadinessView> {
  let view: ReadinessView | null = null;
  await expect(async () => {
    view = (await (await request.get("/api/readiness")).json()).data as ReadinessView;
    expect(view.calibratedAt).not.toBeNull();
  }).toPass({ timeout: 150_000 });
  return view!;
}

/** The card's one tap builds an At my level session and opens it; every question is then answered through the API. */
async function practiseFromCard(page: Page, button: RegExp, answer = Infinity) {
  await page.goto("/home");
  const card = page.getByRole("region", { name: "Am I ready?" });
  await card.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const id = page.url().split("/").at(-1)!;
  const session = (await (await page.request.get(`/api/practice/${id}`)).json()).data as {
    questions: { id: string; optionsList: { id: string }[] }[];
  };
  for (const question of session.questions.slice(0, answer)) {
    const answered = await page.request.post(`/api/practice/${id}/answer`, {
      data: { questionId: question.id, optionId: question.optionsList[0]!.id },
    });
    expect(answered.status()).toBe(200);
  }
  return session.questions.length;
}

test("a new buyer is told which questions count, and the card's one tap leads her to a prediction", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInAsNewLearner(page.request);
  // Before buying: the subject the card points to is the one with the most calibrated questions.
  const before = await calibrated(page.request);
  expect(before.nextStep.kind).toBe("addSubject");
  const [target] = before.counting.elsewhere;
  const subjects = (await (await page.request.get("/api/subjects")).json()).data as { id: string; price: number }[];
  await buyApproved(
    browser,
    page.request,
    subjects.find((subject) => subject.id === target!.id)!,
  );

  const bought = (await (await page.request.get("/api/readiness")).json()).data as ReadinessView;
  expect(bought.counting.unanswered).toBeGreaterThanOrEqual(50);
  await page.goto("/home");
  const card = page.getByRole("region", { name: "Am I ready?" });
  await expect(card).toContainText("Answer 50 more calibrated questions for a predicted score with an 80% range.");
  await expect(card.getByTestId("readiness-counting")).toContainText(
    `Only calibrated questions count: those at least 30 learners have answered, so their difficulty is known. Your subjects have ${bought.counting.inSubjects} calibrated questions, ${bought.counting.unanswered} of them not yet answered by you.`,
  );
  await expect(card).toContainText("Questions last calibrated");
  await expect(card.getByRole("button", { name: "Practise 20 calibrated questions" })).toBeVisible();
  await checkAtBothWidths(page, "readiness-new-buyer", { include: '[data-testid="readiness-card"]' });

  // At my level offers the calibrated questions first, and says why.
  await page.goto("/practice");
  await page.getByRole("radio", { name: "At my level" }).check();
  await expect(page.getByTestId("at-my-level-hint")).toContainText(
    `You have no prediction yet: 50 more answers on calibrated questions needed. Calibrated questions you have not answered come first`,
  );
  await expect(page.getByTestId("at-my-level-hint")).toContainText(
    `Calibrated questions here you have not answered: ${bought.counting.unanswered}.`,
  );
  await checkAtBothWidths(page, "readiness-new-buyer-builder");

  // Three taps: 20, 20, then 10 of the next session's questions; each answer counts at once.
  expect(await practiseFromCard(page, /^Practise 20 calibrated questions$/)).toBe(20);
  await page.goto("/home");
  await expect(card.getByText("20 / 50")).toBeVisible();
  await practiseFromCard(page, /^Practise \d+ calibrated questions$/);
  await practiseFromCard(page, /^Practise \d+ calibrated questions$/, 10);
  await page.goto("/home");
  await expect(card).toContainText("Predicted score");
  await expect(card).toContainText("From 50 first answers on calibrated questions");
  await checkAtBothWidths(page, "readiness-new-buyer-predicted", { include: '[data-testid="readiness-card"]' });
});
