import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

/** Ends a quiz through the API: `right[i]` answers question i right, wrong otherwise ("Right Qn?" is the key). */
async function endQuiz(learner: APIRequestContext, quizId: string, right: boolean[]) {
  const started = await learner.post("/api/quiz/start", { data: { quizId } });
  const { id } = (await started.json()).data as { id: string };
  const state = await learner.get(`/api/quiz/quiz-attempt/${id}`);
  const attempt = (await state.json()).data as {
    id: string;
    quiz: { questions: { id: string; optionsList: { id: string; option: string }[] }[] };
  };
  for (const [index, question] of attempt.quiz.questions.entries()) {
    const option = question.optionsList.find((candidate) => candidate.option.startsWith(right[index] ? "Right" : "Wrong"))!;
    await learner.post("/api/quiz/submit", { data: { quizAttemptId: attempt.id, questionId: question.id, optionId: option.id } });
  }
  expect((await learner.post("/api/quiz/end", { data: { quizAttemptId: attempt.id } })).status()).toBe(200);
}

async function phoneShot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/reviews-${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("two wrong answers come back after the learning step; one rated Easy is scheduled a day or more away", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 3 });
  await endQuiz(page.request, quiz.id, [false, true, false]);

  await page.goto("/practice");
  const reviews = page.getByRole("region", { name: /review/i });
  await expect(reviews).toContainText("Nothing is due now");
  await expect(reviews).toContainText(/next one is due in (1|2) min/);
  await expectNoAxeViolations(page, { label: "reviews, nothing due" });

  // The 1-minute learning step of "again" (the server's clock: no shortcut).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "2 questions due for review" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  await expect(page.getByRole("link", { name: "2 due for review" })).toBeVisible();
  await phoneShot(page, "due");
  await expectNoAxeViolations(page, { label: "reviews due" });

  await page.getByRole("button", { name: "Start review" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Review", level: 1 })).toBeVisible();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await page.getByRole("radio", { name: /^Wrong/ }).click();
  await expect(page.getByText("Incorrect.")).toBeVisible();
  const rating = page.getByRole("group", { name: "Rating" });
  await expect(rating.getByRole("button", { name: /Again/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/Rated Again from your answer: back in \d+ min/)).toBeVisible();
  await expect(rating.getByRole("button", { name: /Easy/ })).toContainText(/in \d+ days?/);
  await phoneShot(page, "rating");
  await expectNoAxeViolations(page, { label: "review rating" });

  await page.keyboard.press("4"); // Easy
  await expect(rating.getByRole("button", { name: /Easy/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/Rated Easy: back in \d+ days?\./)).toBeVisible();
  await expect(rating.getByRole("button", { name: /Good/ })).toBeDisabled();

  await page.getByRole("button", { name: "Next question" }).click();
  await page.getByRole("radio", { name: /^Right/ }).click();
  await expect(page.getByText("Correct.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Rating" }).getByRole("button", { name: /Good/ })).toHaveAttribute("aria-pressed", "true");
  await page.reload(); // the ratings come back with the session, the correction included
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  await expect(page.getByText(/Rated Easy: back in \d+ days?\./)).toBeVisible();

  await page.goto("/practice");
  await expect(page.getByRole("region", { name: /review/i })).toContainText("Nothing is due now");
  await expect(page.getByRole("link", { name: /due for review/ })).toHaveCount(0);
});
