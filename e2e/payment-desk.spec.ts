import { expect, test, type APIRequestContext } from "@playwright/test";
import { proofPng, signInAsAdmin, signInAsNewLearner, uniqueTransaction } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

/** `count` monthly-plan orders by the signed-in learner, all with the same screenshot. */
async function placeOrders(request: APIRequestContext, count: number) {
  for (let index = 0; index < count; index++) {
    const form = { bankName: "HBL", accountHolder: "Zara Ahmed", transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
    const placed = await request.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: proofPng() } });
    expect(placed.status()).toBe(201);
  }
}

// Each click below is a server render of a page of 20 payments: on a busy machine that takes seconds.
test.use({ navigationTimeout: 30_000 });
const RENDER = { timeout: 30_000 };

test("the payment desk pages, filters and searches on the server, with page and filter in the address", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const learnerContext = await browser.newContext();
  const learner = await signInAsNewLearner(learnerContext.request);
  await placeOrders(learnerContext.request, 23);
  await learnerContext.close();

  // The address part of the email is unique to this learner (searched like the whole email).
  const search = learner.email.split("@")[0]!;
  await signInAsAdmin(page.request);
  await page.goto(`/admin/payments?search=${encodeURIComponent(search)}`);
  const status = page.getByText(/^Showing /);
  await expect(status).toHaveText(`Showing 1–20 of 23 pending payments matching “${search}”`);
  await expect(page.getByRole("article")).toHaveCount(20);

  const pager = page.getByRole("navigation", { name: "Payment pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/, RENDER);
  await expect(status).toHaveText(`Showing 21–23 of 23 pending payments matching “${search}”`);
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
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();

  const filter = page.getByRole("navigation", { name: "Filter by status" });
  await filter.getByRole("link", { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/status=ACCEPTED/, RENDER);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole("heading", { name: `No approved payments match “${search}”` })).toBeVisible(RENDER);
  await expect(filter.getByRole("link", { name: /^Pending/ })).toContainText("23");

  await page.goto(`/admin/payments?search=${encodeURIComponent(search)}&page=9`);
  await expect(page.getByRole("status").filter({ hasText: "There is nothing on page 9" })).toContainText("this list has 2 pages");
  // Like every click here, a server render (and, from an empty page, the first load of the cards' client
  // code) before the address commits: on a busy machine that takes seconds, hence RENDER.
  const firstPage = page.getByRole("link", { name: "Go to the first page" });
  await expect(firstPage).toHaveAttribute("href", `/admin/payments?search=${encodeURIComponent(search)}`);
  await firstPage.click();
  await expect(page).not.toHaveURL(/page=/, RENDER);
  await expect(page.getByRole("article")).toHaveCount(20, RENDER);
  await page.screenshot({ path: "test-results/payment-desk.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Compare/ })
    .first()
    .click();
  await expect(compare.getByRole("img", { name: /^Payment proof from/ })).toHaveCount(2);
  await page.screenshot({ path: "test-results/payment-desk-compare-390.png" });
});

test("at 390 px the desk's status tabs and search are whole: no tab cut, a placeholder that fits, what to search said", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page.request);
  await page.goto("/admin/payments");
  const filter = page.getByRole("navigation", { name: "Filter by status" });
  for (const name of ["All", "Pending", "Approved", "Rejected", "Revoked"]) {
    const box = (await filter.getByRole("link", { name: new RegExp(`^${name}`) }).boundingBox())!;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
  }
  expect(await filter.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);

  const search = page.getByRole("searchbox", { name: "Search payments" });
  await expect(search).toHaveAccessibleDescription("By learner, email, transaction number, reference (AP-…) or order number (#…).");
  const placeholderFits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    return (
      context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    );
  });
  expect(placeholderFits).toBe(true);
  await expectNoAxeViolations(page, { label: "payment desk at 390 px" });
  await page.screenshot({ path: "test-results/payment-desk-390.png" });
});
