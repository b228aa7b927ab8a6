import { expect, test, type APIRequestContext } from "@playwright/test";
import { createQuiz, createSubject, uniqueProofPng, signInAsAdmin, signInAsNewLearner, toastWith, uniqueTransaction } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { countMails, readLatestMail } from "./support/mail";

type QuizQuestion = { id: string; question: string; optionsList: { id: string; option: string }[] };

/** A monthly plan for the signed-in learner, approved by the admin: every subject is open to them. */
async function entitleLearner(learner: APIRequestContext, admin: APIRequestContext) {
  const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
  const placed = await learner.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: uniqueProofPng() } });
  expect(placed.status()).toBe(201);
  const paymentId = ((await placed.json()).data as { id: string }).id;
  expect((await admin.post("/api/payment/update-status", { data: { paymentId, accepted: true, confirmReusedProof: true } })).status()).toBe(
    200,
  );
}

/** The learner answers "Wrong" to the first question and "Right" to the second, and ends: 1 of 2. */
async function takeQuiz(learner: APIRequestContext, quizId: string): Promise<string> {
  const started = await learner.post("/api/quiz/start", { data: { quizId } });
  expect(started.status()).toBe(200);
  const attemptId = ((await started.json()).data as { id: string }).id;
  const quiz = (await (await learner.get(`/api/quiz/${quizId}`)).json()).data as { questions: QuizQuestion[] };
  const [first, second] = quiz.questions;
  const answer = (question: QuizQuestion, option: string) =>
    learner.post("/api/quiz/submit", {
      data: {
        quizAttemptId: attemptId,
        questionId: question.id,
        optionId: question.optionsList.find((item) => item.option === option)!.id,
      },
    });
  expect((await answer(first!, "Wrong")).status()).toBe(200);
  expect((await answer(second!, "Right")).status()).toBe(200);
  expect((await learner.post("/api/quiz/end", { data: { quizAttemptId: attemptId } })).status()).toBe(200);
  return attemptId;
}

test("a learner reports a problem from the review; the admin regrades with a dry run and replies by email", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin.request);
  const subject = await createSubject(admin.request);
  const quiz = await createQuiz(admin.request, subject.id);

  const learner = await signInAsNewLearner(page.request);
  await entitleLearner(page.request, admin.request);
  const attemptId = await takeQuiz(page.request, quiz.id);

  // The learner reports the first question from the review.
  await page.goto(`/see-quiz-result?attemptId=${attemptId}`);
  await expect(page.getByRole("heading", { name: "First?" })).toBeVisible();
  await page.getByRole("button", { name: "Report a problem" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a problem" });
  await dialog.getByRole("radio", { name: "The marked answer is wrong" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please describe the problem.")).toBeVisible();
  await dialog.getByLabel(/Details/).fill("I think 'Wrong' is the right answer here.");
  await expectNoAxeViolations(page, { label: "report dialog" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/report-dialog-390.png" });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toastWith(page, "an admin will look at it")).toBeVisible();
  await expect(page.getByRole("button", { name: "Problem reported" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screens/review-report-1366.png" });

  // In a tutor practice session, an answered question can be reported too (the second question: the first has an open report).
  const practice = await page.request.post("/api/practice", { data: { source: "all", count: 2, mode: "tutor", subjectIds: [subject.id] } });
  expect(practice.status()).toBe(201);
  const session = (await practice.json()).data as { id: string; questions: { question: string }[] };
  await page.goto(`/practice/${session.id}`);
  await expect(page.getByRole("button", { name: "Report a problem" })).toHaveCount(0); // not before the answer
  await page.getByRole("radio", { name: /Right/ }).click();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await page.getByRole("button", { name: "Report a problem" }).click();
  const practiceDialog = page.getByRole("dialog", { name: "Report a problem" });
  await practiceDialog.getByRole("radio", { name: "Typo or formatting" }).check();
  await practiceDialog.getByLabel(/Details/).fill("The question mark is doubled in the printed book.");
  await practiceDialog.getByRole("button", { name: "Send report" }).click();
  const reported = session.questions[0]!.question === "First?";
  await expect(toastWith(page, reported ? "already reported" : "an admin will look at it")).toBeVisible();
  await expect(page.getByRole("button", { name: "Problem reported" })).toBeDisabled();
  await expectNoAxeViolations(page, { label: "practice with report button" });

  // The admin sees it in the queue, with the learner's answer and message, and the open count.
  await admin.goto("/admin/question-reports");
  await expect(admin.getByRole("heading", { name: "Question reports", level: 1 })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Question reports/ })).toContainText(/[1-9]/);
  const card = admin.getByRole("article").filter({ hasText: learner.email }).filter({ hasText: "I think 'Wrong'" });
  await expect(card).toContainText("I think 'Wrong' is the right answer here.");
  await expect(card).toContainText("First?");
  await expect(card.getByRole("listitem").filter({ hasText: "Learner's answer" })).toContainText("Wrong");
  await expect(card.getByRole("listitem").filter({ hasText: "Key" })).toContainText("Right");
  await expectNoAxeViolations(admin, { label: "admin question reports" });
  await admin.setViewportSize({ width: 1366, height: 900 });
  await admin.screenshot({ path: "test-results/screens/question-reports-1366.png", fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: "test-results/screens/question-reports-390.png", fullPage: true });
  await admin.setViewportSize({ width: 1366, height: 900 });

  // Regrade: choose the new key, read the dry run, apply, see the history.
  const mailsBefore = await countMails(learner.email);
  await card.getByRole("button", { name: "Change key" }).click();
  const regrade = admin.getByRole("dialog", { name: "Change the answer key" });
  await regrade.getByRole("checkbox", { name: /Wrong/ }).check();
  await regrade.getByRole("checkbox", { name: /Right/ }).uncheck();
  await regrade.getByRole("button", { name: "Preview the change" }).click();
  const dryRun = regrade.getByRole("region", { name: /Dry run/ });
  await expect(dryRun.getByRole("definition").nth(0)).toHaveText(/[1-9]\d*/); // ended attempts
  await expect(dryRun.getByRole("definition").nth(1)).toHaveText("1"); // this learner's score changes
  await expectNoAxeViolations(admin, { label: "regrade dialog" });
  await admin.screenshot({ path: "test-results/screens/regrade-dialog-1366.png" });
  await regrade.getByRole("button", { name: "Apply the new key" }).click();
  await expect(toastWith(admin, "The key was changed")).toBeVisible();
  await expect(regrade.getByRole("region", { name: "Key history" })).toContainText("A → B");
  const notice = await readLatestMail(learner.email, { after: mailsBefore, timeout: 30_000 });
  expect(notice.subject).toBe(`Your ${quiz.name} result was updated`);
  expect(notice.text).toContain("1 of 2 (passed) → 2 of 2 (passed)");
  await admin.keyboard.press("Escape");
  await expect(regrade).toBeHidden();
  await expect(card.getByRole("listitem").filter({ hasText: "Key" })).toContainText("Wrong");

  // The reply goes out by email through the queue.
  await card.getByLabel(/Reply to/).fill("Thank you: the key now says 'Wrong'.");
  await card.getByRole("button", { name: "Resolve" }).click();
  await expect(toastWith(admin, "Reply sent")).toBeVisible();
  await expect(card).toHaveCount(0);
  const reply = await readLatestMail(learner.email, { after: mailsBefore + 1, timeout: 30_000 });
  expect(reply.subject).toBe(`About your report on a question in ${quiz.name}`);
  expect(reply.text).toContain("Thank you: the key now says 'Wrong'.");
  await adminContext.close();
});
