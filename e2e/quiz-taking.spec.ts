import { expect, test, type Page } from "@playwright/test";
import { signInAsDemoLearner } from "./fixtures";

// Every run starts from a fresh seeded database, but these tests share it and each quiz allows
// 2 attempts: each test takes a different quiz of the demo learner's subjects.

/** "07:42" → 462. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent()) ?? "";
  const [minutes, seconds] = text.trim().split(":").map(Number);
  return minutes! * 60 + seconds!;
}

const choose = async (page: Page, option: string, next: string) => {
  await page.getByRole("radio", { name: option }).click();
  await expect(page.getByText(next)).toBeVisible();
};

test("take a quiz in the same tab through a network cut and a reload, finish it and review it", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInAsDemoLearner(page.request);
  await page.goto("/profile/allowed-quizzes");
  await expect(page).toHaveTitle("Allowed Quizzes | AnaesPrep");
  const row = page.getByRole("table", { name: "A list of all allowed quizzes" }).getByRole("row").filter({ hasText: "Induction Agents" });
  await expect(row).toContainText(/[01] \/ 2/);
  const used = Number((await row.textContent())!.match(/(\d) \/ 2/)![1]); // 0 on a fresh database

  await row.getByRole("button", { name: "Start Induction Agents" }).click();
  const dialog = page.getByRole("dialog", { name: "Induction Agents" });
  for (const text of ["8 minutes", "6 MCQs", "6 marks", "Instructions", "Choose the single best answer."])
    await expect(dialog).toContainText(text);
  // The quiz opens in this tab, not a new one.
  await dialog.getByRole("button", { name: "Start Quiz" }).click();
  const quiz = page;
  expect(context.pages()).toHaveLength(1);

  await expect(quiz).toHaveURL(/quiz_id=.+&quizAttempt_id=[0-9a-f-]{36}/);
  await expect(quiz).toHaveTitle("Quiz | AnaesPrep");
  await expect(quiz.getByText("Question 1 of 6")).toBeVisible();
  await expect(quiz.getByRole("timer")).toHaveText(/0[78]:\d\d/);

  // Choosing moves on at once; the save happens in the background.
  await choose(quiz, "1.5–2.5 mg/kg", "Question 2 of 6");
  await choose(quiz, "Etomidate", "Question 3 of 6");
  await expect(quiz.getByText("All answers saved")).toBeVisible();

  await context.setOffline(true);
  await choose(quiz, "Non-competitive NMDA receptor antagonism", "Question 4 of 6");
  await quiz.keyboard.press("1"); // number keys choose too
  await expect(quiz.getByText("Question 5 of 6")).toBeVisible();
  await expect(quiz.getByText("Offline — answers will be sent")).toBeVisible();
  await expect(quiz.getByRole("img", { name: "4 of 6 answered (67%)" })).toBeVisible();

  await context.setOffline(false);
  await expect(quiz.getByText("All answers saved")).toBeVisible();

  await quiz.getByRole("button", { name: "Flag for review" }).click();

  // A reload keeps the answers, the flags and the remaining time. The timer rounds up, so on a fast
  // host it can still read 08:00 here: wait for a tick, or a reset to 08:00 would pass unseen.
  await expect(quiz.getByRole("timer")).not.toHaveText(/08:00/);
  const before = await secondsLeft(quiz);
  await quiz.reload();
  await expect(quiz.getByText("Question 5 of 6")).toBeVisible();
  await expect(quiz.getByRole("img", { name: "4 of 6 answered (67%)" })).toBeVisible();
  await expect(quiz.getByRole("button", { name: "Question 5, not answered, flagged for review" })).toBeVisible();
  const after = await secondsLeft(quiz);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeLessThan(8 * 60);
  expect(after).toBeGreaterThan(8 * 60 - 120);

  await quiz.getByRole("button", { name: "Question 1, answered" }).click();
  await expect(quiz.getByRole("radio", { name: "1.5–2.5 mg/kg" })).toHaveAttribute("aria-checked", "true");
  await quiz.getByRole("button", { name: "Flag for review" }).click();
  await expect(quiz.getByRole("button", { name: "Question 1, answered, flagged for review" })).toBeVisible();

  await quiz.getByRole("button", { name: "Finish", exact: true }).click();
  const confirm = quiz.getByRole("alertdialog", { name: "Finish the quiz?" });
  await expect(confirm).toContainText("You have answered 4 of 6 questions.");
  await expect(confirm).toContainText("2 questions not answered");
  await expect(confirm).toContainText("2 questions flagged for review.");
  // The result stays on the quiz screen; Back returns to the list, refreshed, and Forward to the result.
  await confirm.getByRole("button", { name: "Finish quiz" }).click();
  await expect(quiz.getByText("Quiz submitted", { exact: true })).toBeVisible();
  await expect(quiz.getByRole("heading", { level: 1, name: "Induction Agents" })).toBeVisible();
  await expect(quiz.getByText("50%", { exact: true })).toBeVisible();
  await quiz.goBack();
  await expect(page).toHaveTitle("Allowed Quizzes | AnaesPrep");
  await page.reload(); // a page kept by the browser's back cache shows what it showed before
  await expect(row).toContainText(`${used + 1} / 2`);
  await page.goForward(); // the attempt's result again (kept by the back cache, or loaded as ended)
  await expect(page.getByText(/^(This attempt has ended|Quiz submitted)$/)).toBeVisible();
  await expect(page.getByText("50%", { exact: true })).toBeVisible();

  await page.goto("/profile/results");
  await expect(page).toHaveTitle("Results | AnaesPrep");
  const result = page.getByRole("row").filter({ hasText: "Induction Agents" }).first(); // newest first
  await expect(result).toContainText("Pharmacology");
  await expect(result).toContainText("50%");
  await expect(result.getByRole("cell", { name: "50% Passed, quiz pass mark 50%" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Pharmacology: \d+ results? from/ })).toBeVisible();

  await result.getByRole("link", { name: "Review Induction Agents" }).click();
  await expect(page).toHaveURL(/\/see-quiz-result\?attemptId=/);
  await expect(page).toHaveTitle("Quiz Result | AnaesPrep");
  await expect(page.getByRole("heading", { level: 1, name: "Induction Agents" })).toBeVisible();
  const option = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(option("1.5–2.5 mg/kg")).toContainText("Your answer");
  await expect(option("1.5–2.5 mg/kg")).toContainText("Correct answer");
  await expect(page.getByText("The usual adult induction dose of propofol is 1.5–2.5 mg/kg.")).toBeVisible();

  await page.getByRole("button", { name: "Question 4, incorrect" }).click();
  await expect(page.getByText("Question 4 of 6")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Your answer" })).not.toContainText("Correct answer");
  await page.getByRole("button", { name: "Next" }).click();
  const skipped = page.getByRole("region", { name: /^Rapid recovery of consciousness/ });
  await expect(skipped).toContainText("Question 5 of 6");
  await expect(skipped.getByText("Not answered")).toBeVisible();
});

test("a timed quiz left alone finishes itself at zero", async ({ page }) => {
  await signInAsDemoLearner(page.request);
  const allowed = await (await page.request.get("/api/quiz/allowed")).json();
  const quizId = (allowed.data as { id: string; name: string }[]).find((quiz) => quiz.name === "Cardiovascular Physiology")!.id;

  await page.clock.install();
  await page.goto("/profile/allowed-quizzes");
  await page.goto(`/start-quiz?quiz_id=${quizId}`);
  await expect(page.getByText("Question 1 of 7")).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/0[56]:\d\d/);
  const attemptId = new URL(page.url()).searchParams.get("quizAttempt_id");
  expect(attemptId).toBeTruthy();
  await page.getByRole("radio").first().click();
  await expect(page.getByText("All answers saved")).toBeVisible();

  // The countdown reads the server's deadline from the (faked) browser clock: jump past it.
  await page.clock.fastForward("06:05");
  await expect(page.getByText("Time is up")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Cardiovascular Physiology" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Review answers" })).toHaveAttribute("href", `/see-quiz-result?attemptId=${attemptId}`);

  const state = await (await page.request.get(`/api/quiz/quiz-attempt/${attemptId}`)).json();
  expect(state.data.submittedAt).not.toBeNull();
});
