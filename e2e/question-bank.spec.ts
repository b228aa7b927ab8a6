import { expect, test } from "@playwright/test";
import { receiptPng, signInAsAdmin, signInAsDemoLearner, toastWith, uniqueName } from "./fixtures";

test("an admin builds a question with a title, an image, tags and option explanations; a learner takes it and reads them in review", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page.request);
  const name = uniqueName("ECG bank");
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: "Add Quiz" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Quiz" });
  await dialog.getByLabel("Title").fill(name);
  await dialog.getByLabel("Description").fill("One rhythm strip.");
  await dialog.getByLabel("Select Subject").selectOption({ label: "Pharmacology" });
  await dialog.getByLabel("Quiz Total Time").fill("10");
  await dialog.getByRole("button", { name: "Add Question" }).click();
  await dialog.getByRole("textbox", { name: "Question", exact: true }).fill("What is the rhythm on this strip?");
  const title = uniqueName("Flutter strip");
  await dialog.getByLabel("Title (optional)").fill(title);

  await dialog.locator('input[type="file"]').setInputFiles({ name: "strip.png", mimeType: "image/png", buffer: receiptPng(800, 300) });
  await expect(dialog.getByRole("button", { name: /^Enlarge image/ })).toBeVisible();
  await dialog.getByLabel("Image description (alt text)").fill("Lead II rhythm strip");
  await dialog.getByLabel("Reference").fill("Miller's Anesthesia 9e, ch. 37");
  const tagInput = dialog.locator("input[list]");
  await tagInput.fill("ECG");
  await tagInput.press("Enter");
  await tagInput.fill("Arrhythmia");
  await tagInput.press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove tag Arrhythmia" })).toBeVisible();

  await dialog.getByLabel("Option 1", { exact: true }).fill("Atrial flutter");
  await dialog.getByLabel("Option 2", { exact: true }).fill("Atrial fibrillation");
  await dialog.getByLabel("Option 1 is correct").check();
  await dialog.getByLabel("Option 1 explanation").fill("Sawtooth waves at 300 per minute.");
  await dialog.getByLabel("Option 2 explanation").fill("No organised atrial activity in AF.");
  await dialog.getByRole("button", { name: "Add Quiz" }).click();
  await expect(toastWith(page, "Quiz Added Successfully").first()).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Quiz" });
  await expect(editor.getByLabel("Title (optional)")).toHaveValue(title);
  await expect(editor.getByRole("button", { name: /^Question #1/ })).toContainText(title);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signInAsDemoLearner(learner.request);
  const allowed = await (await learner.request.get("/api/quiz/allowed")).json();
  const quizId = (allowed.data as { id: string; name: string }[]).find((quiz) => quiz.name === name)!.id;
  await learner.goto(`/start-quiz?quiz_id=${quizId}`);
  await expect(learner.getByRole("img", { name: "Lead II rhythm strip" })).toBeVisible();
  await learner.getByRole("button", { name: /^Enlarge image/ }).click();
  await expect(learner.getByRole("dialog", { name: "Image" })).toBeVisible();
  await learner.keyboard.press("Escape");
  await learner.getByRole("button", { name: "Flag for review" }).click();
  await learner.getByRole("radio", { name: "Atrial fibrillation" }).click();
  await expect(learner.getByText("All answers saved")).toBeVisible();
  await learner.getByRole("button", { name: "Finish", exact: true }).click();
  await learner.getByRole("alertdialog", { name: "Finish the quiz?" }).getByRole("button", { name: "Finish quiz" }).click();
  await expect(learner.getByText(/submitted/i).first()).toBeVisible();

  const attemptId = new URL(learner.url()).searchParams.get("quizAttempt_id");
  await learner.goto(`/see-quiz-result?attemptId=${attemptId}`);
  await expect(learner.getByText("Sawtooth waves at 300 per minute.")).toBeVisible();
  await expect(learner.getByText("No organised atrial activity in AF.")).toBeVisible();
  await expect(learner.getByText("Miller's Anesthesia 9e, ch. 37")).toBeVisible();
  await expect(learner.getByText("Flagged", { exact: true })).toBeVisible();
  await expect(learner.getByRole("img", { name: "Lead II rhythm strip" })).toBeVisible();
  await expect(learner.getByText(title)).toHaveCount(0); // an author's label, never a learner's
  await learner.screenshot({ path: "test-results/question-bank-review.png", fullPage: true });
  await learnerContext.close();
});
