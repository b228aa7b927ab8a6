import { expect, test, type Page } from "@playwright/test";
import { learnerOwningQuiz, type QuizFixture } from "./support/owned-subject";
import { animationsDone } from "./support/settle";

// docs/rules.md, "Feel", the quiz screen: time running out, finishing offline, no ghost hover after an
// auto-advance, and a reload that opens the question on screen. Each test has a learner
// and a quiz of its own, so attempts never run out between runs.

const option = (page: Page, text: string) => page.getByRole("radio", { name: new RegExp(text.replace("?", "\\?")) });

async function openQuiz(page: Page, quiz: QuizFixture) {
  await page.goto(`/start-quiz?quiz_id=${quiz.id}`);
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
}

test("time running out: warnings at 5 min, 1 min and 10 s, spoken once each; at zero the screen shows Time is up and the score, and keeps them", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const { quiz, subject } = await learnerOwningQuiz(browser, page.request, { questions: 2, minutes: 6 });
  await context.clock.install();
  await page.goto(`/profile/allowed-quizzes?subject=${subject.id}`);
  await page.getByRole("button", { name: `Start ${quiz.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Start Quiz" }).click();
  const tab = page; // the quiz opens in the same tab
  await expect(tab.getByText("Question 1 of 2")).toBeVisible();
  await expect(tab.getByRole("timer")).toHaveText(/0[56]:\d\d/);
  await option(tab, "Right Q1?").click();
  await expect(tab.getByText("All answers saved")).toBeVisible();

  const warning = tab.getByTestId("time-warning");
  const polite = tab.getByTestId("time-announcement-polite");
  const assertive = tab.getByTestId("time-announcement-assertive");
  await expect(warning).toHaveCount(0);
  await expect(polite).toHaveText("");

  await context.clock.fastForward("01:05"); // about 4:54 left
  await expect(warning).toHaveText("5 minutes left");
  await expect(polite).toHaveText("5 minutes left.");
  await expect(assertive).toHaveText("");
  await context.clock.fastForward(3000); // the seconds tick on, the live regions do not
  await expect(tab.getByRole("timer")).toHaveText(/04:5\d/);
  await expect(polite).toHaveText("5 minutes left.");

  await context.clock.fastForward("04:00"); // about 0:51 left
  await expect(warning).toHaveText("1 minute left");
  await expect(polite).toHaveText("1 minute left.");

  await context.clock.fastForward("00:43"); // about 0:08 left
  await expect(warning).toHaveText("10 seconds left");
  await expect(assertive).toHaveText("10 seconds left.");

  await context.clock.fastForward("00:10");
  await expect(tab.getByText("Time is up", { exact: true })).toBeVisible();
  await expect(tab.getByRole("heading", { level: 1, name: quiz.name })).toBeVisible();
  await expect(tab.getByText("50%", { exact: true })).toBeVisible();

  // The result stays: no tab closes under the learner.
  await context.clock.fastForward(8000);
  expect(tab.isClosed()).toBe(false);
  await expect(tab.getByText("50%", { exact: true })).toBeVisible();
  await expect(tab.getByText("Your quiz was submitted with the answers you gave.")).toBeVisible();
});

test("Finish while offline says so at once, keeps the quiz and its clock, can be cancelled, and submits on reconnect", async ({
  page,
  context,
  browser,
}) => {
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 2, minutes: 10 });
  await openQuiz(page, quiz);
  await option(page, "Right Q1?").click();
  await expect(page.getByText("All answers saved")).toBeVisible();

  await context.setOffline(true);
  const finish = async () => {
    await page.getByRole("button", { name: "Finish", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Finish the quiz?" }).getByRole("button", { name: "Finish quiz" }).click();
  };
  await finish();
  const banner = page.getByRole("alert").filter({ hasText: "You are offline." });
  await expect(banner).toBeVisible({ timeout: 1500 }); // at once, not after a 10 s spinner
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByText("Question 2 of 2")).toBeVisible();

  await banner.getByRole("button", { name: "Cancel finishing" }).click();
  await expect(banner).toHaveCount(0);
  await option(page, "Right Q2?").click(); // still answering

  await finish();
  await expect(banner).toBeVisible({ timeout: 1500 });
  await context.setOffline(false);
  await expect(page.getByText("Quiz submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("100%")).toBeVisible();
});

test("after an auto-advance the option under the resting pointer shows no hover until the pointer moves", async ({ page, browser }) => {
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 3 });
  await openQuiz(page, quiz);
  const first = await option(page, "Right Q1?").boundingBox();
  const x = first!.x + first!.width / 2;
  const y = first!.y + first!.height / 2;
  await page.mouse.move(x - 20, y, { steps: 4 });
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByText("Question 2 of 3")).toBeVisible();

  const under = option(page, "Right Q2?"); // the same place on the next question
  const idle = option(page, "Other Q2?");
  const border = (locator: typeof under) => locator.evaluate((element) => getComputedStyle(element).borderColor);
  await animationsDone(under); // past the colour transition, if one runs
  expect(await border(under)).toBe(await border(idle));

  await page.mouse.move(x + 6, y + 2, { steps: 3 });
  await expect.poll(async () => (await border(under)) !== (await border(idle))).toBe(true);
});

test("a reload opens the question that was on screen, not the first unanswered one", async ({ page, browser }) => {
  const { quiz } = await learnerOwningQuiz(browser, page.request, { questions: 4 });
  await openQuiz(page, quiz);
  await option(page, "Right Q1?").click();
  await expect(page.getByText("Question 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Question 3 of 4")).toBeVisible(); // question 2 is still unanswered
  await expect(page.getByText("All answers saved")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Question 3 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Question 4, not answered" }).click();
  await page.reload();
  await expect(page.getByText("Question 4 of 4")).toBeVisible();
});
