import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  createSubject,
  newLearnerDetails,
  proofPng,
  signInAsAdmin,
  signInAsNewLearner,
  toastWith,
  uniqueName,
  uniqueTransaction,
} from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz } from "./support/owned-subject";

// Where a learner or an admin trips: the small fixes of docs/rules.md ("Files and notes", "Users,
// messages and reports", "Resubmitting a rejected order" under "Access, payments and attempts",
// "Password forms", "Practice sessions", "Catalogue and authoring", "A learner's record and
// extending access"), each at the widths where its layout matters.

test.describe.configure({ timeout: 120_000 });
test.use({ navigationTimeout: 30_000 });

async function openAddQuiz(page: Page) {
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: "Add Quiz" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Quiz" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a spreadsheet edited after it was chosen is named, not a network failure", async ({ page }) => {
  await signInAsAdmin(page.request);
  const subject = await createSubject(page.request);
  const dialog = await openAddQuiz(page);
  await dialog.getByLabel("Title").fill(uniqueName("Edited sheet"));
  await dialog.getByLabel("Description").fill("From a spreadsheet.");
  await dialog.getByLabel("Select Subject").selectOption({ label: subject.name });
  await dialog.getByRole("button", { name: "Import questions" }).click();
  const importer = page.getByRole("dialog", { name: "Import questions" });
  await importer.getByLabel("Format").selectOption("Spreadsheet (XLSX/CSV)");

  const file = path.join(mkdtempSync(path.join(tmpdir(), "sheet-")), "questions.csv");
  writeFileSync(file, "question,a,b,c,d,e,correct\nWhich?,x,y,,,,A\n");
  await importer.getByLabel(/^Spreadsheet/).setInputFiles(file);
  // Saved again in the spreadsheet program: new bytes, a new modification time.
  writeFileSync(file, "question,a,b,c,d,e,correct\nWhich one now?,x,y,z,,,B\n");
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
  await importer.getByRole("button", { name: "Check" }).click();
  await expect(importer.getByRole("alert")).toContainText("The file changed since you chose it; choose it again.");
  await expect(importer).not.toContainText("Could not reach the server");
});

test("the quiz editor shows a question's problem beside it, numbered", async ({ page }) => {
  await signInAsAdmin(page.request);
  const subject = await createSubject(page.request);
  const dialog = await openAddQuiz(page);
  await dialog.getByLabel("Title").fill(uniqueName("Numbered problems"));
  await dialog.getByLabel("Description").fill("Two questions.");
  await dialog.getByLabel("Select Subject").selectOption({ label: subject.name });
  await dialog.getByRole("button", { name: "Add Question" }).click();
  await dialog.getByRole("textbox", { name: "Question", exact: true }).fill("Which agent is a depolarising relaxant?");
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await dialog.getByLabel("Option 1", { exact: true }).fill("Suxamethonium");
  await dialog.getByRole("button", { name: "Add Option" }).click();
  await dialog.getByLabel("Option 2", { exact: true }).fill("Rocuronium");
  await dialog.getByLabel("Option 1 is correct").check();
  await dialog.getByRole("button", { name: "Add Question" }).click(); // question 2 left empty

  await dialog.getByRole("button", { name: "Add Quiz" }).click();
  await expect(toastWith(page, "Question #2: Please add question")).toBeVisible();
  const inline = dialog.getByRole("alert").filter({ hasText: "Question #2: Please add question" });
  await expect(inline).toBeVisible();
  await checkAtBothWidths(page, "quiz-editor-question-problem", { include: '[role="dialog"]' });
  await dialog.getByRole("textbox", { name: "Question", exact: true }).last().fill("Typed now");
  await expect(inline).toHaveCount(0); // an edit takes it away
});

test("the quiz-delete confirmation names the quiz", async ({ page }) => {
  await signInAsAdmin(page.request);
  const subject = await createSubject(page.request);
  const quizName = uniqueName("To delete");
  const created = await page.request.post("/api/quiz/add", {
    data: {
      name: quizName,
      description: "x",
      quizTime: 5,
      eachMCQMarks: 1,
      subject: subject.id,
      questions: [
        {
          question: "Q?",
          eachMCQMarks: 1,
          options: [
            { option: "A", isCorrect: true },
            { option: "B", isCorrect: false },
          ],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin/quiz");
  await page.getByRole("button", { name: `Delete ${quizName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(confirm).toContainText(`${quizName} (${subject.name})`);
  await checkAtBothWidths(page, "quiz-delete-confirm", { include: '[role="alertdialog"]' });
});

test("contact names every invalid field at once and keeps its confirmation on the page", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fix the 3 fields marked below.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await checkAtBothWidths(page, "contact-all-errors");

  await page.getByLabel("Name").fill("Ali Raza");
  await page.getByLabel("Email").fill("ali.raza@example.com");
  await page.getByLabel("Message").fill("Is there a batch discount?");
  await page.getByRole("button", { name: "Send Message" }).click();
  const confirmation = page.locator("form").getByText(/Thank you! Your message has been sent/);
  await expect(confirmation).toBeVisible();
  await expect(toastWith(page, /Thank you!/)).toHaveCount(0, { timeout: 15_000 }); // the toast goes…
  await expect(confirmation).toBeVisible(); // …the confirmation stays
  await checkAtBothWidths(page, "contact-sent");
});

test("a rejected order is sent again with a new proof under the same reference", async ({ page, browser }) => {
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  await signInAsAdmin(admin);
  const subject = await createSubject(admin, uniqueName("Resubmit"), 400);
  const learner = await signInAsNewLearner(page.request);
  const placed = await page.request.post("/api/payment/add", {
    multipart: {
      bankName: "HBL",
      accountHolder: learner.name,
      transactionId: uniqueTransaction(),
      isMonthlySub: "NO",
      amount: "400",
      cart: JSON.stringify([{ subjectId: subject.id }]),
      file: proofPng(),
    },
  });
  expect(placed.status()).toBe(201);
  const { id: paymentId, reference } = (await placed.json()).data as { id: string; reference: string };
  const rejected = await admin.post("/api/payment/update-status", { data: { paymentId, accepted: false, reason: "Amount unreadable" } });
  expect(rejected.status()).toBe(200);

  await page.goto("/profile/pending-order");
  const card = page.getByRole("article").filter({ hasText: "Amount unreadable" });
  await card.getByRole("button", { name: "Send again with a new proof" }).click();
  await card.getByRole("button", { name: "Send again", exact: true }).click();
  await expect(card.getByText("Please enter the transaction number.")).toBeVisible();
  await checkAtBothWidths(page, "resubmit-form");
  const number = uniqueTransaction();
  await card.getByLabel("Transaction number").fill(number);
  await card.getByLabel("Payment screenshot").setInputFiles(proofPng("new-receipt.png"));
  await card.getByRole("button", { name: "Send again", exact: true }).click();
  await expect(toastWith(page, "Order sent again")).toBeVisible();
  const pending = page.getByRole("article").filter({ hasText: number });
  await expect(pending).toContainText("Awaiting approval");
  await expect(pending).toContainText(reference);

  const desk = await adminContext.newPage();
  await desk.goto(`/admin/payments?search=${reference}`);
  await expect(desk.getByRole("article")).toContainText("Resubmitted after a rejection");
  await checkAtBothWidths(desk, "desk-resubmitted");

  // The proof zoom: the fitted image sits in the middle of its dialog.
  await desk.getByRole("button", { name: /^Zoom proof of order/ }).click();
  const zoom = desk.getByRole("dialog");
  const image = zoom.getByRole("img").first();
  await expect(image).toBeVisible();
  const [dialogBox, imageBox] = [await zoom.boundingBox(), await image.boundingBox()];
  const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(middle(dialogBox!) - middle(imageBox!))).toBeLessThan(4);
  await desk.screenshot({ path: "test-results/screens/proof-zoom-1366.png" });
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.screenshot({ path: "test-results/screens/proof-zoom-390.png" });
  await adminContext.close();
});

test("sign-in lockout on the form, a neutral reset toast and a 404 for a malformed practice id", async ({ page, browser }) => {
  const stranger = newLearnerDetails().email;
  for (let tries = 0; tries < 5; tries++)
    await page.request.post("/api/users/login", { data: { email: stranger, password: "wrong-password-1" } });
  await page.goto("/login");
  await page.getByLabel("Email").fill(stranger);
  await page.getByLabel("Password").fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page
      .locator("form")
      .getByRole("alert")
      .filter({ hasText: /Too many failed sign-in attempts\. Please try again in / }),
  ).toBeVisible();
  await checkAtBothWidths(page, "login-lockout");

  await page.goto("/forgot");
  await page.getByLabel("Email").fill(stranger);
  await page.getByRole("button", { name: "Proceed" }).click();
  await expect(toastWith(page, "Check your email")).toContainText("If that address belongs to an account");
  await expect(toastWith(page, /sent successfully/)).toHaveCount(0);

  const learnerContext = await browser.newContext();
  await signInAsNewLearner(learnerContext.request);
  expect((await learnerContext.request.get("/practice/not-a-uuid", { maxRedirects: 0 })).status()).toBe(404);
  expect((await learnerContext.request.get(`/practice/${crypto.randomUUID()}`, { maxRedirects: 0 })).status()).toBe(404);
  await learnerContext.close();
});

test("a learner's record marks the attempts of a deleted quiz", async ({ page, browser }) => {
  const learnerContext = await browser.newContext();
  const { account, quiz } = await learnerOwningQuiz(browser, learnerContext.request, { questions: 1 });
  expect((await learnerContext.request.post("/api/quiz/start", { data: { quizId: quiz.id } })).status()).toBe(200);
  await learnerContext.close();
  await signInAsAdmin(page.request);
  expect((await page.request.delete(`/api/quiz/${quiz.id}`)).status()).toBe(200);
  await page.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
  await page.getByRole("link", { name: `View ${account.email}` }).click();
  const attempt = page.getByRole("region", { name: "Attempts, latest first" }).getByRole("row").filter({ hasText: quiz.name });
  await expect(attempt).toContainText(`${quiz.name} (deleted)`);
  await checkAtBothWidths(page, "record-deleted-quiz");
});
