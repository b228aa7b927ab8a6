import { expect, test } from "@playwright/test";
import { signInAsAdmin, uniqueProofPng, uniqueTransaction } from "./fixtures";
import { checkAtBothWidths } from "./support/check-screen";
import { learnerOwningQuiz, useAttempt } from "./support/owned-subject";

// docs/rules.md, "Access, payments and attempts": "Buy again" renews a subject from the end of the
// running access; every step says when its attempts arrive, before anyone pays and after.

const RENEWAL = /^Your new access starts on .+, when the current one ends; its 2 attempts per quiz arrive then\.$/;
/** The same, after the subject's name (checkout and Pending Order list several). */
const named = (subject: string) => new RegExp(`^${subject}: ${RENEWAL.source.slice(1)}`);

test("no attempts left → Buy again says when the new attempts arrive, on Buy Quiz, the cart, checkout, Pending Order and Allowed Quizzes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { subject, quiz } = await learnerOwningQuiz(browser, page.request, { questions: 2 });
  await useAttempt(page.request, quiz.id);
  await useAttempt(page.request, quiz.id);

  await page.goto("/profile/allowed-quizzes");
  const row = page.getByRole("row").filter({ hasText: quiz.name });
  await expect(row).toContainText("No attempts left");
  await expect(row).toContainText(/Access until .+/);
  await expect(row.getByText("0 left", { exact: true })).toBeVisible();
  await expect(row.getByText(/^New attempts from .+, when this access ends\.$/)).toBeVisible();
  await checkAtBothWidths(page, "renewal-allowed-used-up");

  await row.getByRole("link", { name: `Buy again for ${subject.name}` }).click();
  const card = page.getByRole("article", { name: subject.name });
  await expect(card.getByText(RENEWAL)).toBeVisible();
  await card.getByRole("button", { name: "Renew" }).click();

  await page.goto("/cart");
  await expect(page.getByRole("listitem").filter({ hasText: subject.name }).getByText(RENEWAL)).toBeVisible();
  await checkAtBothWidths(page, "renewal-cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  const checkout = page.getByRole("dialog", { name: "Checkout" });
  await expect(checkout.getByText(named(subject.name))).toBeVisible();
  await checkAtBothWidths(page, "renewal-checkout", { include: '[role="dialog"]' });
  await checkout.getByRole("button", { name: "Close" }).first().click();

  // The order itself, placed through the API: Pending Order says the same while it waits.
  const placed = await page.request.post("/api/payment/add", {
    multipart: {
      bankName: "UBL",
      accountHolder: "Zara Ahmed",
      transactionId: uniqueTransaction(),
      isMonthlySub: "NO",
      amount: "300",
      cart: JSON.stringify([{ subjectId: subject.id, price: 300 }]),
      file: uniqueProofPng(),
    },
  });
  expect(placed.status()).toBe(201);
  const paymentId = ((await placed.json()).data as { id: string }).id;
  await page.goto("/profile/pending-order");
  const pending = page.getByRole("article").filter({ hasText: "Awaiting approval" });
  await expect(pending.getByText(named(subject.name))).toBeVisible();
  await checkAtBothWidths(page, "renewal-pending-order");

  const adminContext = await browser.newContext();
  await signInAsAdmin(adminContext.request);
  expect(
    (
      await adminContext.request.post("/api/payment/update-status", { data: { paymentId, accepted: true, confirmReusedProof: true } })
    ).status(),
  ).toBe(200);
  await adminContext.close();

  await page.reload();
  const approved = page.getByRole("article").filter({ hasText: "Approved" });
  await expect(
    approved.getByText(
      new RegExp(`^${subject.name}: starts on .+, when your current access ends, until .+; its 2 attempts per quiz arrive then\\.$`),
    ),
  ).toBeVisible();
  await page.goto("/profile/allowed-quizzes");
  await expect(row).toContainText("No attempts left");
  await expect(row.getByText(/^2 new attempts from .+\.$/)).toBeVisible();
  await expect(row.getByRole("link", { name: /Buy again/ })).toHaveCount(0);
});
