import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  createQuiz,
  createSubject,
  signInAsAdmin,
  signInAsNewLearner,
  toastWith,
  uniqueName,
  uniqueProofPng,
  uniqueTransaction,
} from "./fixtures";

const REFERENCE = /AP-[2-9A-HJ-NP-Z]{6}/;

/** Learner one checks out through the screens: the reference is shown before the transfer, copied, and kept on the order. */
async function checkoutInBrowser(page: Page, subjectName: string): Promise<string> {
  await page.goto("/buy-quiz");
  await page.getByRole("article", { name: subjectName, exact: true }).getByRole("button", { name: "Add to Cart" }).click();
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog.getByText("Write this in the transfer's description")).toBeVisible();
  const reference = (await dialog.getByText(REFERENCE).textContent())!.trim();
  await dialog.getByRole("button", { name: "Copy payment reference" }).click();
  await expect(toastWith(page, "Copied")).toBeVisible();
  await page.screenshot({ path: "test-results/reconcile-checkout-reference.png" });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await dialog.getByLabel("Transaction number").fill(uniqueTransaction());
  await dialog.getByLabel("Payment screenshot").setInputFiles(uniqueProofPng());
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/profile\/pending-order$/);
  await expect(page.getByRole("article").filter({ hasText: reference })).toContainText("Awaiting approval");
  await page.screenshot({ path: "test-results/reconcile-pending-order.png" });
  return reference;
}

/** Learner two orders through the API and names the order only by its transaction number. */
async function orderByApi(request: APIRequestContext, subjectId: string): Promise<string> {
  const transactionId = uniqueTransaction();
  const form = { transactionId, isMonthlySub: "NO", cart: JSON.stringify([{ subjectId }]), file: uniqueProofPng() };
  expect((await request.post("/api/payment/add", { multipart: form })).status()).toBe(201);
  return transactionId;
}

test("an admin reconciles a bank statement and two learners see their subjects unlocked", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page.request);
  const subject = await createSubject(page.request, uniqueName("Reconcile"), 750);
  const quiz = await createQuiz(page.request, subject.id);

  const oneContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const one = await oneContext.newPage();
  await signInAsNewLearner(one.request);
  const reference = await checkoutInBrowser(one, subject.name);
  const twoContext = await browser.newContext();
  await signInAsNewLearner(twoContext.request);
  const transactionId = await orderByApi(twoContext.request, subject.id);

  const statement = [
    "Statement of account 0101-2233445,,,",
    "Txn Date,Narration,Debit,Credit",
    `${new Date().toISOString().slice(0, 10)},IBFT from Zara ${reference},,"750.00"`,
    `${new Date().toISOString().slice(0, 10)},Funds transfer TID ${transactionId.toLowerCase()},,PKR 750`,
    `${new Date().toISOString().slice(0, 10)},Electricity bill,"4,200.00",`,
  ].join("\r\n");

  await page.goto("/admin/payments");
  await page.getByRole("link", { name: "Reconcile statement" }).click();
  await expect(page.getByRole("heading", { name: "Reconcile statement", level: 1 })).toBeVisible();
  await page.getByLabel(/^Bank/).fill(uniqueName("E2E Bank"));
  await page.getByLabel(/^Statement file/).setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: "Read statement" }).click();
  await expect(page.getByLabel(/^Amount column/)).toHaveValue("Credit");
  const matched = page.getByRole("region", { name: /^Matched/ });
  await expect(matched).toContainText(reference, { timeout: 20_000 });
  await expect(matched.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2 matched, 0 amount differs, 0 not found, 0 already decided.")).toBeVisible();
  await expectNoAxeViolations(page, { label: "reconcile dry run" });
  await page.screenshot({ path: "test-results/reconcile-dry-run-1366.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/reconcile-dry-run-390.png", fullPage: true });
  await expectNoAxeViolations(page, { label: "reconcile dry run at 390 px" });

  await page.getByRole("button", { name: "Approve 2 matched payments" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Approve 2 payments?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Approve 2 payments" }).click();
  await expect(toastWith(page, "2 payments approved")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Already decided/ }).getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText("Nothing to approve.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Approve \d/ })).toHaveCount(0);

  await page.goto(`/admin/payments?status=ACCEPTED&search=${reference}`);
  await expect(page.getByRole("article")).toContainText(/Matched by statement, row 3/);

  for (const context of [oneContext, twoContext]) {
    const learner = await context.newPage();
    await learner.goto("/profile/allowed-quizzes");
    await expect(learner.getByRole("button", { name: `Start ${quiz.name}` })).toBeVisible();
    await context.close();
  }
});
