import { expect, test, type Locator, type Page } from "@playwright/test";
import { createQuiz, createSubject, signInAsAdmin, toastWith, uniqueName } from "./fixtures";

const AIKEN_SAMPLE = `Which agent is a depolarising muscle relaxant?
A. Rocuronium
B. Suxamethonium
C. Atracurium
ANSWER: B

What is the MAC of sevoflurane in a young adult (approximately)?
A. 0.5%
B. 1.15%
C. 2%
D. 6%
ANSWER: C

Which vaporiser agent has the lowest blood:gas partition coefficient?
A. Desflurane
B. Isoflurane
ANSWER: A
`;

const quizRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

async function openAddQuiz(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add Quiz" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Quiz" });
  await expect(dialog).toBeVisible();
  return dialog;
}

// The editor walk-through takes many steps: allow for a slow CI machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

test("the quiz editor checks a new quiz in the documented order, then creates it", async ({ page }) => {
  const subject = await createSubject(page.request);
  const name = uniqueName("Airway basics");
  await page.goto("/admin/quiz");
  await expect(page).toHaveTitle("Quizzes | AnaesPrep");
  const dialog = await openAddQuiz(page);
  const submit = dialog.getByRole("button", { name: "Add Quiz" });

  async function expectProblem(message: string, focused?: Locator) {
    await submit.click();
    await expect(toastWith(page, message).first()).toBeVisible();
    if (focused) await expect(focused).toBeFocused();
  }

  await expectProblem("Please add quiz name", dialog.getByLabel("Title"));
  await dialog.getByLabel("Title").fill(name);
  await expectProblem("Please add quiz description", dialog.getByLabel("Description"));
  await dialog.getByLabel("Description").fill("Answer every question; several options may be correct.");
  await expectProblem("Please select quiz subject", dialog.getByLabel("Select Subject"));
  await dialog.getByLabel("Select Subject").selectOption({ label: subject.name });
  await expect(dialog.getByLabel("Quiz Total Time")).toHaveValue("1");
  await dialog.getByLabel("Quiz Total Time").fill("0");
  await expectProblem("Please add quiz time", dialog.getByLabel("Quiz Total Time"));
  await dialog.getByLabel("Quiz Total Time").fill("30");
  await expect(dialog.getByLabel("Each Question Marks")).toHaveValue("1");
  await dialog.getByLabel("Each Question Marks").fill("");
  await expectProblem("Please add each question marks", dialog.getByLabel("Each Question Marks"));
  await dialog.getByLabel("Each Question Marks").fill("2");
  await expectProblem("Please add at least one question", dialog.getByRole("button", { name: "Add Question" }));

  await dialog.getByRole("button", { name: "Add Question" }).click();
  const questionText = dialog.getByRole("textbox", { name: "Question", exact: true });
  await expect(questionText).toBeFocused();
  await expectProblem("Please add question", questionText);
  await questionText.fill("Which drugs are intravenous induction agents?");
  await dialog.getByRole("button", { name: "Remove option 2" }).click();
  await dialog.getByRole("button", { name: "Remove option 1" }).click();
  await expectProblem("Please add options", dialog.getByRole("button", { name: "Add Option" }));
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await expect(dialog.getByLabel("Option 1", { exact: true })).toBeFocused();
  await expectProblem("Please add something to options", dialog.getByLabel("Option 1", { exact: true }));
  await dialog.getByLabel("Option 1", { exact: true }).fill("Propofol");
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await dialog.getByLabel("Option 2", { exact: true }).fill("Ketamine");
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await dialog.getByLabel("Option 3", { exact: true }).fill("Neostigmine");
  await expectProblem("Please select at least one correct option", dialog.getByLabel("Option 1 is correct"));
  await dialog.getByLabel("Option 1 is correct").check();
  await dialog.getByLabel("Option 2 is correct").check();
  await dialog.getByLabel("Explanation (shown after the attempt)").fill("Neostigmine reverses neuromuscular block.");

  // A failing second question opens its accordion item.
  await dialog.getByRole("button", { name: "Add Question" }).click();
  await dialog.getByRole("button", { name: /^Question #1/ }).click();
  await expect(dialog.getByRole("button", { name: /^Question #2/ })).toHaveAttribute("aria-expanded", "false");
  await expectProblem("Please add question");
  await expect(dialog.getByRole("button", { name: /^Question #2/ })).toHaveAttribute("aria-expanded", "true");
  await expect(questionText).toBeFocused();
  await dialog.getByRole("button", { name: "Remove question #2" }).click();
  await expect(dialog.getByRole("button", { name: /^Question #/ })).toHaveCount(1);

  await submit.click();
  await expect(toastWith(page, "Quiz Added Successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = quizRow(page, name);
  await expect(row.getByRole("cell")).toContainText([subject.name, "1", "30 Mins"]);
});

test("editing a quiz changes texts only", async ({ page }) => {
  const subject = await createSubject(page.request);
  const quiz = await createQuiz(page.request, subject.id);
  const renamed = uniqueName("Renamed quiz");
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: `Edit ${quiz.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quiz" });
  // "Title" names the quiz; each question has its own "Title (optional)".
  const quizTitle = dialog.getByRole("textbox", { name: "Title", exact: true });
  await expect(quizTitle).toHaveValue(quiz.name);

  await expect(dialog.getByLabel("Each Question Marks")).toBeDisabled();
  await expect(dialog.getByLabel("Select Subject")).toBeDisabled();
  await expect(dialog.getByLabel("Select Subject")).toHaveValue(subject.id);
  await expect(dialog.getByLabel("Option 1 is correct")).toBeDisabled();
  await expect(dialog.getByLabel("Option 1 is correct")).toBeChecked();
  await expect(dialog.getByLabel("Option 2 is correct")).toBeDisabled();
  // Saved questions keep their options and keys; new questions can be appended (e2e/quiz-append.spec.ts).
  for (const absent of ["Add Option", "Remove option 1", "Remove question #1"]) {
    await expect(dialog.getByRole("button", { name: absent })).toHaveCount(0);
  }
  for (const present of ["Add Question", "Import questions"]) await expect(dialog.getByRole("button", { name: present })).toBeVisible();

  await quizTitle.fill(renamed);
  await dialog.getByLabel("Quiz Total Time").fill("0");
  await dialog.getByLabel("Option 2", { exact: true }).fill("Clearly wrong");
  await dialog.getByRole("button", { name: "Update Quiz" }).click();
  await expect(toastWith(page, "Quiz Updated Successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(quizRow(page, renamed).getByRole("cell")).toContainText([subject.name, "2", "Untimed"]);
  await expect(quizRow(page, quiz.name)).toHaveCount(0);

  const saved = (await (await page.request.get(`/api/quiz/${quiz.id}`)).json()).data;
  expect(saved.questions[0].optionsList).toEqual([
    expect.objectContaining({ option: "Right", isAnswer: true }),
    expect.objectContaining({ option: "Clearly wrong", isAnswer: false }),
  ]);
});

test("deleting a quiz asks first: Cancel keeps it, Continue removes it", async ({ page }) => {
  const subject = await createSubject(page.request);
  const quiz = await createQuiz(page.request, subject.id);
  await page.goto("/admin/quiz");
  const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });

  await page.getByRole("button", { name: `Delete ${quiz.name}` }).click();
  await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the quiz.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(quizRow(page, quiz.name)).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${quiz.name}` }).click();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(toastWith(page, "Quiz deleted")).toBeVisible();
  await expect(quizRow(page, quiz.name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Quizzes" }).or(page.getByText("No quizzes yet"))).toBeVisible();
  await expect(quizRow(page, quiz.name)).toHaveCount(0);
});

test("question import (Aiken) previews every question, fills the questions and names a malformed line", async ({ page }) => {
  await page.goto("/admin/quiz");
  const dialog = await openAddQuiz(page);
  await dialog.getByRole("button", { name: "Import questions" }).click();
  const importer = page.getByRole("dialog", { name: "Import questions" });
  await importer.getByLabel("Format").selectOption("aiken");
  const text = importer.getByLabel("Questions");

  await text.fill("What is 2 + 2?\nA. 3\nC. 4\nANSWER: C\n");
  await importer.getByRole("button", { name: "Check" }).click();
  await expect(importer.getByRole("alert")).toHaveText(/^Line 3: expected option "B\."/);

  await text.fill(AIKEN_SAMPLE);
  await expect(importer.getByRole("alert")).toHaveCount(0);
  await importer.getByRole("button", { name: "Check" }).click();
  await expect(importer.getByRole("status")).toHaveText("Will import 3 questions, 0 tags.");
  // Every question previewed as it will be saved, its key marked.
  const preview = importer.getByRole("region", { name: "3 questions read" });
  await expect(
    preview.getByRole("listitem").filter({ hasText: /^Question 1\. Which agent is a depolarising muscle relaxant\?/ }),
  ).toContainText("B. Suxamethonium (answer)");
  await preview.getByText(/^Question 3\./).scrollIntoViewIfNeeded();
  await expect(importer.getByRole("button", { name: "Replace questions" })).toBeInViewport();
  await importer.getByRole("button", { name: "Replace questions" }).click();
  await expect(importer).toBeHidden();
  await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(3);
  await expect(dialog.getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
    "Which agent is a depolarising muscle relaxant?",
  );
  await expect(dialog.getByLabel("Option 2 is correct")).toBeChecked();
  await expect(dialog.getByLabel("Option 1 is correct")).not.toBeChecked();

  await dialog.getByRole("button", { name: "Import questions" }).click();
  await text.fill(AIKEN_SAMPLE.split("\n\n")[0]!);
  await importer.getByRole("button", { name: "Check" }).click();
  await importer.getByRole("button", { name: "Append" }).click();
  await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(4);

  // Replace would drop the questions typed so far: it asks first ("Append" is the default).
  await dialog.getByRole("button", { name: "Import questions" }).click();
  await text.fill(AIKEN_SAMPLE);
  await importer.getByRole("button", { name: "Check" }).click();
  await importer.getByRole("button", { name: "Replace questions" }).click();
  const replace = page.getByRole("alertdialog", { name: "Replace the questions in the editor?" });
  await expect(replace).toContainText("The 4 questions already in the editor will be removed");
  await replace.getByRole("button", { name: "Keep them" }).click();
  await page.keyboard.press("Escape");
  await expect(importer).toBeHidden();
  await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(4);

  // Closing the editor with unsaved work asks too.
  await page.keyboard.press("Escape");
  const discard = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(4);
  await page.keyboard.press("Escape");
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
});

test("subjects: add one, see it listed, edit it, and delete only what nothing uses", async ({ page }) => {
  const name = uniqueName("Regional Anaesthesia");
  await page.goto("/admin/subject");
  await expect(page).toHaveTitle("Subjects | AnaesPrep");
  const addTab = page.getByRole("tab", { name: "Add Subject" });
  await expect(addTab).toHaveAttribute("aria-selected", "true");

  const panel = page.getByRole("tabpanel", { name: "Add Subject" });
  await panel.getByRole("button", { name: "Add Subject" }).click();
  await expect(panel.getByLabel("Title")).toBeFocused();
  await panel.getByLabel("Title").fill(name);
  await panel.getByLabel("Price (PKR)").fill("750");
  await panel.getByRole("button", { name: "Add Subject" }).click();
  await expect(toastWith(page, "Added Subject Successfully")).toBeVisible();
  await expect(panel.getByLabel("Title")).toHaveValue("");
  await expect(panel.getByLabel("Price (PKR)")).toHaveValue("");

  await panel.getByLabel("Title").fill(name.toUpperCase());
  await panel.getByLabel("Price (PKR)").fill("100");
  await panel.getByRole("button", { name: "Add Subject" }).click();
  await expect(panel.getByText("A subject with this name already exists.")).toBeVisible();

  await addTab.focus();
  await page.keyboard.press("ArrowRight");
  const showTab = page.getByRole("tab", { name: "Show Subjects" });
  await expect(showTab).toBeFocused();
  await expect(showTab).toHaveAttribute("aria-selected", "true");
  const list = page.getByRole("list", { name: "Subjects" });
  const item = list.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("PKR 750.00");
  await expect(item).toContainText("0 quizzes");

  await item.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit subject" });
  await editor.getByLabel("Price (PKR)").fill("999.5");
  await editor.getByLabel("Description").fill("Nerve blocks and neuraxial techniques.");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Subject updated successfully")).toBeVisible();
  await expect(item).toContainText("PKR 999.50");
  await expect(item).toContainText("Nerve blocks and neuraxial techniques.");

  const used = await createSubject(page.request);
  await createQuiz(page.request, used.id);
  await page.reload();
  await page.getByRole("tab", { name: "Show Subjects" }).click();
  await page.getByRole("button", { name: `Delete ${used.name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, /has quizzes/)).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: used.name })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Subject deleted")).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});
