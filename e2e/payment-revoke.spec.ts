import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createSubject, signInAsAdmin, signInAsNewLearner, toastWith, uniqueName, uniqueProofPng, uniqueTransaction } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { createQuizOf } from "./support/owned-subject";

// docs/rules.md, "Revoking an approval": an admin takes back an approval on the desk, with a reason and
// a confirmation naming what ends; the learner then has no access to that subject, and their order
// says why. A learner and subject of its own for each width.

// Every desk action re-renders a server page: on a busy machine that takes seconds.
test.use({ navigationTimeout: 30_000 });
const RENDER = { timeout: 30_000 };
const SHOTS = "test-results/screens";

/** The learner orders the subject; the admin approves it through the API. Answers the payment's reference. */
async function approvedOrder(admin: APIRequestContext, learner: APIRequestContext, subjectId: string): Promise<string> {
  const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "NO", amount: "400" };
  const placed = await learner.post("/api/payment/add", {
    multipart: { ...form, cart: JSON.stringify([{ subjectId }]), file: uniqueProofPng() },
  });
  expect(placed.status()).toBe(201);
  const { id, reference } = (await placed.json()).data as { id: string; reference: string };
  const approved = await admin.post("/api/payment/update-status", { data: { paymentId: id, accepted: true, confirmReusedProof: true } });
  expect(approved.status()).toBe(200);
  return reference;
}

/** Axe on the screen (or the part of it `include` names) at the viewport's width, and a screenshot to look at. */
async function checkScreen(page: Page, name: string, width: number, include?: string) {
  mkdirSync(SHOTS, { recursive: true });
  await expectNoAxeViolations(page, { label: `${name} at ${width}px`, include: include ? [include] : undefined });
  await page.screenshot({ path: `${SHOTS}/payment-revoke-${name}-${width}.png`, fullPage: !include });
}

for (const width of [390, 1366]) {
  test(`an admin revokes an approved payment with a reason; the learner loses that subject (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: width === 390 ? 844 : 900 };
    await page.setViewportSize(viewport);
    await signInAsAdmin(page.request);
    const subject = await createSubject(page.request, uniqueName("Revoke Subject"), 400);
    const quiz = await createQuizOf(page.request, subject.id, { questions: 2 });
    const learnerContext = await browser.newContext({ viewport });
    const learner = await learnerContext.newPage();
    const account = await signInAsNewLearner(learnerContext.request);
    const reference = await approvedOrder(page.request, learnerContext.request, subject.id);

    await learner.goto("/profile/allowed-quizzes");
    await expect(learner.getByRole("button", { name: `Start ${quiz.name}` })).toBeVisible(RENDER);

    // The learner's record offers it too, on the approved payment.
    await page.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
    await page.getByRole("link", { name: `View ${account.email}` }).click();
    const recordPayments = page.getByRole("region", { name: "Payments" });
    await expect(recordPayments.getByRole("button", { name: "Revoke approval" })).toBeVisible(RENDER);
    const recordUrl = page.url();
    await checkScreen(page, "record-approved", width);

    // The desk, on this payment: Revoke approval opens the confirmation, which names what ends.
    await page.goto(`/admin/payments?status=ALL&search=${reference}`);
    const card = page.getByRole("article").filter({ hasText: reference });
    await card.getByRole("button", { name: "Revoke approval" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Revoke this approval?" });
    await expect(dialog).toContainText(reference);
    await expect(dialog.getByRole("heading", { name: "What ends now" })).toBeVisible();
    await expect(dialog).toContainText(`${subject.name}: the access until`);
    await expect(dialog).toContainText("with 2 unused attempts.");
    await expect(dialog).toContainText("Zara Ahmed is emailed the reason.");

    // No reason, no revoke: it is asked for beside the field.
    await dialog.getByRole("button", { name: "Revoke approval" }).click();
    await expect(dialog.getByText("Please give the reason for revoking the approval.")).toBeVisible();
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("The bank reversed the transfer");
    await checkScreen(page, "dialog", width, '[role="alertdialog"]');
    await dialog.getByRole("button", { name: "Revoke approval" }).click();

    await expect(toastWith(page, `Approval of ${reference} revoked. Access to ${subject.name} ended.`)).toBeVisible(RENDER);
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Revoked", { exact: true })).toBeVisible(RENDER);
    await expect(card).toContainText("Reason: The bank reversed the transfer");
    await expect(card.getByRole("button", { name: "Revoke approval" })).toHaveCount(0);
    await checkScreen(page, "desk", width);

    // The record: the period and the payment show as revoked, and nothing is left to revoke.
    await page.goto(recordUrl);
    await expect(page.getByRole("region", { name: "Access", exact: true }).getByText("Revoked", { exact: true })).toBeVisible(RENDER);
    await expect(recordPayments.getByText("Revoked", { exact: true })).toBeVisible();
    await expect(recordPayments.getByRole("button", { name: "Revoke approval" })).toHaveCount(0);
    await checkScreen(page, "record", width);

    // The learner: no quiz of that subject, no start, and the order says revoked, with the reason.
    await learner.goto("/profile/allowed-quizzes");
    await expect(learner.getByRole("heading", { name: "No quizzes yet" })).toBeVisible(RENDER);
    expect((await learnerContext.request.post("/api/quiz/start", { data: { quizId: quiz.id } })).status()).toBe(403);
    await learner.goto("/profile/pending-order");
    const order = learner.getByRole("article").filter({ hasText: "Approval revoked" });
    await expect(order).toContainText("Reason: The bank reversed the transfer", RENDER);
    await expect(order.getByText("Revoked", { exact: true })).toBeVisible();
    await checkScreen(learner, "learner-order", width);
    await learnerContext.close();
  });
}
