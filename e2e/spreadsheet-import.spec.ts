import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { signInAsAdmin, toastWith, uniqueName } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { learnerOwningQuiz } from "./support/owned-subject";

// Questions from spreadsheets (docs/rules.md, "Spreadsheet import and export"). The admin downloads the template from the editor's import
// dialog, fills it (exceljs here, as a content team's Excel would), checks it, creates the quiz,
// and a learner who holds the subject takes it.

test.describe.configure({ timeout: 90_000 });

async function filledSheet(template: Buffer, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  sheet.spliceRows(2, 1); // the worked example
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const QUESTIONS = [
  ["Which agent is a depolarising muscle relaxant?", "Rocuronium", "Suxamethonium", "Atracurium", "", "", "B", "It causes fasciculations."],
  ["=Which gas has the lowest blood:gas coefficient?", "Desflurane", "Isoflurane", "", "", "", "A", ""],
];

test("an admin imports a spreadsheet from the editor, and a learner who holds the subject takes the quiz", async ({ page, browser }) => {
  const learnerContext = await browser.newContext();
  const { subject } = await learnerOwningQuiz(browser, learnerContext.request, { questions: 1 });
  await signInAsAdmin(page.request);
  const name = uniqueName("Sheet quiz");

  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: "Add Quiz" }).click();
  const editor = page.getByRole("dialog", { name: "Add Quiz" });
  await editor.getByLabel("Title").fill(name);
  await editor.getByLabel("Description").fill("From a spreadsheet.");
  await editor.getByLabel("Select Subject").selectOption({ label: subject.name });
  await editor.getByLabel("Quiz Total Time").fill("10");

  await editor.getByRole("button", { name: "Import questions" }).click();
  const dialog = page.getByRole("dialog", { name: "Import questions" });
  await dialog.getByLabel("Format").selectOption("Spreadsheet (XLSX/CSV)");
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Excel (XLSX)" }).click()]);
  expect(download.suggestedFilename()).toBe("questions-template.xlsx");
  const template = readFileSync(await download.path());
  await expect(dialog.getByRole("link", { name: "CSV" })).toHaveAttribute("href", "/api/quiz/import/template?format=csv");

  // A broken sheet first: every problem by row and column, nothing created.
  const broken = await filledSheet(template, [
    QUESTIONS[0]!,
    ["No key", "x", "y", "", "", "", "", ""],
    ["Names E", "x", "y", "", "", "", "E", ""],
  ]);
  await dialog.getByLabel(/^Spreadsheet/).setInputFiles({ name: "broken.xlsx", mimeType: "application/octet-stream", buffer: broken });
  await dialog.getByRole("button", { name: "Check" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("2 problems to fix in the spreadsheet:");
  await expect(alert.getByRole("listitem")).toHaveText([
    /^Row 3, column correct/,
    "Row 4, column correct: names option E, which is empty.",
  ]);
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'], label: "import dialog with errors" });
  await page.screenshot({ path: test.info().outputPath("sheet-errors.png"), fullPage: false });

  const good = await filledSheet(template, QUESTIONS);
  await dialog.getByLabel(/^Spreadsheet/).setInputFiles({ name: "good.xlsx", mimeType: "application/octet-stream", buffer: good });
  await dialog.getByRole("button", { name: "Check" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Will create 1 quiz, 2 questions, 0 new tags.");
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'], label: "import dialog, dry run" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("sheet-dry-run-390.png"), fullPage: false });
  await dialog.getByRole("button", { name: "Create quiz" }).click();
  await expect(toastWith(page, "Created 1 quiz, 2 questions, 0 new tags.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(name)).toBeVisible();

  // The learner takes it: the quiz is there, with the texts exactly as typed (the "=" stays text).
  const learner = await learnerContext.newPage();
  await learner.goto(`/profile/allowed-quizzes?subject=${subject.id}`);
  await learner.getByRole("button", { name: `Start ${name}` }).click();
  await learner.getByRole("dialog").getByRole("button", { name: "Start Quiz" }).click();
  const tab = learner; // the quiz opens in the same tab
  await expect(tab.getByText("Question 1 of 2")).toBeVisible();
  await expect(tab.getByText(QUESTIONS[0]![0]!)).toBeVisible();
  await tab.getByRole("radio", { name: /Suxamethonium/ }).click();
  await expect(tab.getByText("All answers saved")).toBeVisible();
  await learnerContext.close();
});

test("the quiz list offers GIFT, XLSX and CSV exports from a keyboard-friendly menu", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto("/admin/quiz");
  const row = page.getByTestId("admin-quiz-row").first();
  const trigger = row.getByRole("button", { name: /^Export / });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["GIFT (Moodle)", "Excel (XLSX)", "CSV"]);
  await expectNoAxeViolations(page, { include: ['[role="menu"]'], label: "export menu" });
  await page.screenshot({ path: test.info().outputPath("export-menu.png"), fullPage: false });
  await page.keyboard.press("ArrowDown");
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});
