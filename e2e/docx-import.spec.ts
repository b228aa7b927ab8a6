import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { docx, li, p } from "../tests/support/docx";
import { createQuiz, createSubject, signInAsAdmin, toastWith, uniqueName } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Word import (docs/rules.md, "Word import"): an admin checks a .docx, sees every question as it
// will be saved and every problem named by its question, then creates a quiz from it, and appends
// another document to a saved quiz.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const good = () =>
  docx([
    p("Anaesthesia MCQs"),
    p("1. Which drug is an NMDA antagonist?"),
    p("A. Propofol"),
    p("B. ", { text: "Ketamine", bold: true }),
    p("C. Etomidate"),
    p("Explanation: Ketamine blocks the NMDA receptor."),
    li(1, 0, "The MAC of sevoflurane in adults is about"),
    li(1, 1, "1%"),
    li(1, 1, "2%"),
    p("Answer: B"),
  ]);
const broken = () =>
  docx([
    p("1. Fine?"),
    p("A. yes B. no"),
    p("Ans: A"),
    p("2. A 45-year-old man collapses. What next?"),
    p("A. Wait"),
    p("B. Call for help"),
  ]);

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'], label: name });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe.configure({ timeout: 120_000 });

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px an admin imports a .docx into a new quiz and appends one to a saved quiz`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page.request);
    const subject = await createSubject(page.request);
    const name = uniqueName("Word quiz");

    await page.goto("/admin/quiz");
    await page.getByRole("button", { name: "Add Quiz" }).click();
    const editor = page.getByRole("dialog", { name: "Add Quiz" });
    await editor.getByLabel("Title").fill(name);
    await editor.getByLabel("Description").fill("From Word.");
    await editor.getByLabel("Select Subject").selectOption({ label: subject.name });
    await editor.getByLabel("Quiz Total Time").fill("10");
    await editor.getByRole("button", { name: "Import questions" }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions" });
    await dialog.getByLabel("Format").selectOption("Word (.docx)");

    // A document with a problem: named by its question and first words, every question previewed.
    await dialog.getByLabel(/^Word document/).setInputFiles({ name: "broken.docx", mimeType: DOCX_TYPE, buffer: broken() });
    await dialog.getByRole("button", { name: "Check" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Question 2 (‘A 45-year-old man collapses. What next?’): no answer marked");
    await expect(dialog.getByRole("heading", { name: "2 questions read" })).toBeVisible();
    await look(page, `docx-problem-${viewport.width}`);

    await dialog.getByLabel(/^Word document/).setInputFiles({ name: "good.docx", mimeType: DOCX_TYPE, buffer: good() });
    await dialog.getByRole("button", { name: "Check" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Will create 1 quiz, 2 questions, 0 new tags.");
    const preview = dialog.getByRole("region", { name: "2 questions read" });
    await expect(preview.getByText("Ketamine (answer)")).toBeVisible();
    await expect(preview.getByText("2% (answer)")).toBeVisible();
    await expect(preview.getByText("Explanation: Ketamine blocks the NMDA receptor.")).toBeVisible();
    await look(page, `docx-preview-${viewport.width}`);
    await dialog.getByRole("button", { name: "Create quiz" }).click();
    await expect(toastWith(page, "Created 1 quiz, 2 questions, 0 new tags.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Appending to a saved quiz.
    const saved = await createQuiz(page.request, subject.id, uniqueName("Word append"));
    await page.reload();
    await page.getByRole("button", { name: `Edit ${saved.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Quiz" });
    await edit.getByRole("button", { name: "Import questions" }).click();
    await dialog.getByLabel("Format").selectOption("Word (.docx)");
    await dialog.getByLabel(/^Word document/).setInputFiles({ name: "good.docx", mimeType: DOCX_TYPE, buffer: good() });
    await dialog.getByRole("button", { name: "Check" }).click();
    await expect(dialog.getByRole("status")).toHaveText(`Will add 2 questions and 0 new tags to "${saved.name}".`);
    await dialog.getByRole("button", { name: "Add to quiz" }).click();
    await expect(toastWith(page, `Added 2 questions and 0 new tags to "${saved.name}".`)).toBeVisible();
    const after = (await (await page.request.get(`/api/quiz/${saved.id}`)).json()).data as { questions: unknown[] };
    expect(after.questions).toHaveLength(4);
  });
}
