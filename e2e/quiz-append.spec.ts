import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createQuiz, createSubject, signInAsAdmin, toastWith, uniqueName } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

/** Where screenshots go for a person to look at (as e2e/support/check-screen.ts). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";

const GIFT = `// [tag:Appended in e2e]
::Reversal:: Which drug reverses rocuronium by encapsulation? {
  =Sugammadex#It binds rocuronium in plasma.
  ~Neostigmine#An anticholinesterase.
  ~Glycopyrrolate
}`;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'], label: name });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px an admin appends a typed and a GIFT question to a saved quiz, warned about a "Which TWO" stem`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const subject = await createSubject(page.request);
    const quiz = await createQuiz(page.request, subject.id, uniqueName("Append"));
    const savedBefore = (await (await page.request.get(`/api/quiz/${quiz.id}`)).json()).data;

    await page.goto("/admin/quiz");
    await page.getByRole("button", { name: `Edit ${quiz.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Quiz" });
    await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(2);

    // A typed question: its stem first asks for two answers, and the editor says so without blocking.
    await dialog.getByRole("button", { name: "Add Question" }).click();
    const stem = dialog.getByRole("textbox", { name: "Question", exact: true });
    await expect(stem).toBeFocused();
    await stem.fill("Which TWO of the following are depolarising muscle relaxants?");
    const warning = dialog.getByTestId("stem-warning");
    await expect(warning).toContainText('asks for more than one answer ("Which TWO")');
    await expect(stem).toHaveAccessibleDescription(/asks for more than one answer/);
    const third = dialog.getByRole("button", { name: /^Question #3/ });
    await expect(third).toContainText("New");
    await expect(third).toContainText("Asks for several");
    await expect(dialog.getByText("If you tick several, each is accepted as correct.")).toBeVisible();
    await dialog.getByLabel("Option 1", { exact: true }).fill("Suxamethonium");
    await dialog.getByLabel("Option 2", { exact: true }).fill("Rocuronium");
    await dialog.getByLabel("Option 1 is correct").check();
    await third.scrollIntoViewIfNeeded();
    // However long the questions grow, Update Quiz stays in view.
    await expect(dialog.getByRole("button", { name: "Update Quiz" })).toBeInViewport();
    await look(page, `quiz-append-warning-${viewport.width}`);
    await stem.fill("Which of the following is a depolarising muscle relaxant?");
    await expect(warning).toHaveCount(0);

    // A GIFT question joins the editor after it.
    await dialog.getByRole("button", { name: "Import questions" }).click();
    const importer = page.getByRole("dialog", { name: "Import questions" });
    await expect(importer.getByRole("button", { name: "Replace questions" })).toHaveCount(0);
    await importer.getByLabel("Questions").fill(GIFT);
    await importer.getByRole("button", { name: "Check" }).click();
    await expect(importer.getByRole("status")).toHaveText("Will import 1 question, 1 tag.");
    await expect(importer.getByRole("button", { name: "Append" })).toBeInViewport();
    await look(page, `quiz-append-import-${viewport.width}`);
    await importer.getByRole("button", { name: "Append" }).click();
    await expect(importer).toBeHidden();
    await expect(dialog.getByRole("button", { name: /^Question #4/ })).toContainText("New");

    await dialog.getByRole("button", { name: "Update Quiz" }).click();
    await expect(toastWith(page, "Quiz Updated Successfully: 2 questions added")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The quiz now has them, after the saved questions, which are as they were.
    const saved = (await (await page.request.get(`/api/quiz/${quiz.id}`)).json()).data;
    expect(saved.questions).toHaveLength(4);
    expect(saved.questions.slice(0, 2)).toEqual(savedBefore.questions);
    expect(saved.questions[2]).toMatchObject({ question: "Which of the following is a depolarising muscle relaxant?" });
    expect(saved.questions[2].optionsList.map((option: { option: string; isAnswer: boolean }) => [option.option, option.isAnswer])).toEqual(
      [
        ["Suxamethonium", true],
        ["Rocuronium", false],
      ],
    );
    expect(saved.questions[3]).toMatchObject({
      title: "Reversal",
      question: "Which drug reverses rocuronium by encapsulation?",
      tags: ["Appended in e2e"],
    });

    // Opened again, the appended questions are saved ones: their keys are fixed like the others'.
    await page.getByRole("button", { name: `Edit ${quiz.name}` }).click();
    await expect(dialog.getByRole("button", { name: /^Question #\d/ })).toHaveCount(4);
    await expect(dialog.getByRole("button", { name: /^Question #\d/ }).filter({ hasText: "New" })).toHaveCount(0);
  });
}

test("the Add screen says before saving what is fixed once the quiz exists", async ({ page }) => {
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: "Add Quiz" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Quiz" });
  const note = dialog.getByRole("note", { name: "Once you save" });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(note).toContainText("Fixed: the subject, the marks per question, and each saved question's options and correct answers");
    await expect(note).toContainText("You can add more questions later");
    await note.scrollIntoViewIfNeeded();
    await look(page, `quiz-add-note-${viewport.width}`);
  }
});
