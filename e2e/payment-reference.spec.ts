import { expect, test, type Browser, type Page } from "@playwright/test";
import { newLearnerDetails, signInAsNewLearner, toastWith, uniqueProofPng, uniqueTransaction } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

/** The reference itself (not a sentence that names one, such as the changed-cart note). */
const REFERENCE = /^AP-[2-9A-HJ-NP-Z]{6}$/;

async function addToCart(page: Page, subject: string) {
  await page.goto("/buy-quiz");
  await page.getByRole("article", { name: subject, exact: true }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(toastWith(page, `${subject} added to cart`)).toBeVisible();
}

/** Opens checkout from the cart and answers the reference it shows. */
async function openCheckout(page: Page): Promise<string> {
  await page.goto("/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog.getByText("Write this in the transfer's description")).toBeVisible();
  // Beside its copy button: the changed-cart note names the earlier one too.
  return (await dialog.getByRole("button", { name: "Copy payment reference" }).locator("..").getByText(REFERENCE).textContent())!;
}

/** The same learner signed in on a second device: a browser context of its own, with its own (empty) cart. */
async function secondDevice(browser: Browser, learner: { email: string; password: string }, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  expect((await context.request.post("/api/users/login", { data: { email: learner.email, password: learner.password } })).status()).toBe(
    200,
  );
  return { context, page: await context.newPage() };
}

for (const width of [1366, 390]) {
  test(`checkout keeps the learner's reference across reopen, reload and a second device until the order takes it (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const learner = await signInAsNewLearner(page.request, newLearnerDetails());
    await addToCart(page, "Pharmacology");

    const reference = await openCheckout(page);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toContainText("It stays the same for this cart until you place the order");
    await expectNoAxeViolations(page, { label: `checkout reference at ${width} px` });
    await page.screenshot({ path: `test-results/payment-reference-checkout-${width}.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Reopened, then after a reload: the same reference.
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(dialog.getByText(reference)).toBeVisible();
    await page.reload();
    expect(await openCheckout(page)).toBe(reference);

    // Another device, the same cart: the same reference.
    const other = await secondDevice(browser, learner, width);
    await addToCart(other.page, "Pharmacology");
    expect(await openCheckout(other.page)).toBe(reference);
    await other.context.close();

    // A changed cart has its own reference, and checkout says so; the earlier cart keeps its own.
    await addToCart(page, "Physiology");
    const changed = await openCheckout(page);
    expect(changed).not.toBe(reference);
    await expect(dialog.getByRole("status").filter({ hasText: "Your cart changed" })).toHaveText(
      `Your cart changed since checkout showed ${reference}, so this is a new reference. Use this one for the transfer.`,
    );
    await expectNoAxeViolations(page, { label: `changed cart at ${width} px` });
    await page.screenshot({ path: `test-results/payment-reference-changed-${width}.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Remove Physiology" }).click();
    expect(await openCheckout(page)).toBe(reference);

    // The order takes it: the pending order shows it as done, not as something to write.
    await dialog.getByLabel("Transaction number").fill(uniqueTransaction());
    await dialog.getByLabel("Payment screenshot").setInputFiles(uniqueProofPng());
    await dialog.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/profile\/pending-order$/);
    const order = page.getByRole("article").filter({ hasText: reference });
    await expect(order).toContainText("Your order's reference");
    await expect(order).toContainText("Your transfer is done.");
    await expect(order).not.toContainText("Write this in the transfer's description");
    await expectNoAxeViolations(page, { label: `pending order at ${width} px` });
    await page.screenshot({ path: `test-results/payment-reference-pending-${width}.png`, fullPage: true });
  });
}
