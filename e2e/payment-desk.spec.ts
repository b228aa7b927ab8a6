import { expect, test, type APIRequestContext } from "@playwright/test";
import { proofPng, signInAsAdmin, signInAsNewLearner, uniqueTransaction } from "./fixtures";

/** `count` monthly-plan orders by the signed-in learner, all with the same screenshot. */
async function placeOrders(request: APIRequestContext, count: number) {
  for (let index = 0; index < count; index++) {
    const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
    const placed = await request.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: proofPng() } });
    expect(placed.status()).toBe(201);
  }
}

test("the payment desk pages, filters and searches on the server, with page and filter in the address", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const learnerContext = await browser.newContext();
  const learner = await signInAsNewLearner(learnerContext.request);
  await placeOrders(learnerContext.request, 23);
  await learnerContext.close();

  await signInAsAdmin(page.request);
  await page.goto(`/admin/payments?search=${encodeURIComponent(learner.email)}`);
  const status = page.getByText(/^Showing /);
  await expect(status).toHaveText(`Showing 1–20 of 23 pending payments matching “${learner.email}”`);
  await expect(page.getByRole("article")).toHaveCount(20);

  const pager = page.getByRole("navigation", { name: "Payment pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(status).toHaveText(`Showing 21–23 of 23 pending payments matching “${learner.email}”`);
  await expect(page.getByRole("article")).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // Every one of them is flagged: the same screenshot as other payments, compared side by side.
  const card = page.getByRole("article").first();
  await expect(card.getByRole("note", { name: "Reused proof" })).toContainText(/Same proof as payment #[0-9A-F]{8} \(learner /);
  await card
    .getByRole("button", { name: /^Compare/ })
    .first()
    .click();
  const compare = page.getByRole("dialog", { name: /^Compare proofs/ });
  await expect(compare.getByRole("img", { name: /^Payment proof from/ })).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/payment-desk-compare-390.png" });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 900 });

  const filter = page.getByRole("navigation", { name: "Filter by status" });
  await filter.getByRole("link", { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/status=ACCEPTED/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole("heading", { name: `No approved payments match “${learner.email}”` })).toBeVisible();
  await expect(filter.getByRole("link", { name: /^Pending/ })).toContainText("23");

  await page.goto(`/admin/payments?search=${encodeURIComponent(learner.email)}&page=9`);
  await expect(page.getByRole("status").filter({ hasText: "There is nothing on page 9" })).toContainText("this list has 2 pages");
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page.getByRole("article")).toHaveCount(20);
  await page.screenshot({ path: "test-results/payment-desk.png", fullPage: false });
});
