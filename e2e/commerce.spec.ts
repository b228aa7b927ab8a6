import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin, uniqueProofPng, signInAsNewLearner, toastWith, uniqueTransaction } from "./fixtures";

const subjectCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cartLink = (page: Page, name: string) => page.getByRole("link", { name });
const amountRow = (region: Locator, label: string) =>
  region.locator("div").filter({ has: region.page().getByText(label, { exact: true }) });

async function fillPayment(dialog: Locator, transactionId: string) {
  await dialog.getByLabel("Bank name").fill("HBL");
  await dialog.getByLabel("Account holder").fill("Zara Ahmed");
  await dialog.getByLabel("Transaction number").fill(transactionId);
  await dialog.getByLabel("Payment screenshot").setInputFiles(uniqueProofPng("receipt.png"));
  await expect(dialog.getByRole("img", { name: "Preview of receipt.png" })).toBeVisible();
}

test("a learner buys a subject by bank transfer and an admin approves it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const learner = await signInAsNewLearner(page.request);
  const transactionId = uniqueTransaction();

  await page.goto("/buy-quiz");
  await expect(page).toHaveTitle("Buy Quiz | AnaesPrep");
  await expect(page.getByText("Buying a subject unlocks all its quizzes, with 2 attempts each.")).toBeVisible();
  await subjectCard(page, "Pharmacology").getByRole("button", { name: "Add to Cart" }).click();
  await expect(toastWith(page, "Pharmacology added to cart")).toBeVisible();
  await expect(subjectCard(page, "Pharmacology").getByRole("link", { name: "In cart" })).toBeVisible();
  await subjectCard(page, "Physiology").getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartLink(page, "Cart, 2 items")).toHaveText("2");
  await page.reload();
  await expect(cartLink(page, "Cart, 2 items")).toHaveText("2");

  await cartLink(page, "Cart, 2 items").click();
  await expect(page).toHaveTitle("Cart | AnaesPrep");
  await page.getByRole("button", { name: "Remove Physiology" }).click();
  await expect(cartLink(page, "Cart, 1 item")).toHaveText("1");
  await expect(page.getByRole("button", { name: "Remove Pharmacology" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(amountRow(summary, "Subtotal")).toContainText("PKR 500.00");
  await expect(amountRow(summary, "Discount")).toContainText("PKR 0.00");
  await expect(amountRow(summary, "Payment Amount")).toContainText("PKR 500.00");

  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog.getByRole("region", { name: "Pay into this account" })).toContainText("Meezan Bank");
  await fillPayment(dialog, transactionId);
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(toastWith(page, "Order placed successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/pending-order$/); // checkout lands where the order now waits
  await expect(cartLink(page, "Cart, empty")).toBeVisible();

  await page.goto("/profile/pending-order");
  await expect(page).toHaveTitle("Pending Order | AnaesPrep");
  const order = page.getByRole("article").filter({ hasText: transactionId });
  await expect(order).toContainText("Pharmacology");
  await expect(order).not.toContainText("Physiology");
  await expect(order).toContainText("PKR 500.00");
  await expect(order).toContainText("Awaiting approval — within 24 hours");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin.request);
  await admin.goto("/admin/payments");
  await expect(admin).toHaveTitle("Payments | AnaesPrep");
  await expect(admin.getByRole("heading", { name: "Payment Requests", level: 1 })).toBeVisible();
  await expect(admin.getByRole("link", { name: /Payment Request/ })).toContainText(/[1-9]/);
  const filter = admin.getByRole("navigation", { name: "Filter by status" });
  await expect(filter.getByRole("link", { name: /^Pending/ })).toHaveAttribute("aria-current", "page");
  const request = admin.getByRole("article").filter({ hasText: learner.email });
  await expect(request).toContainText(transactionId);
  await expect(request).toContainText("Pharmacology");
  await expect(request).toContainText("HBL · Zara Ahmed");
  const thumbnail = request.getByRole("button", { name: /^Zoom proof of order/ });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await thumbnail.click();
  const zoom = admin.getByRole("dialog", { name: /^Proof of payment/ });
  await expect(zoom.getByRole("img", { name: /^Payment proof from/ })).toBeVisible();
  await zoom.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom).toContainText("150%");
  await admin.keyboard.press("Escape");
  await expect(zoom).toBeHidden();

  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toastWith(admin, "Payment approved")).toBeVisible();
  await expect(request).toHaveCount(0); // it left the Pending list
  await filter.getByRole("link", { name: /^Approved/ }).click();
  await expect(admin).toHaveURL(/status=ACCEPTED/);
  await expect(request).toContainText("Approved");
  await expect(request.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await adminContext.close();

  await page.goto("/buy-quiz");
  await expect(subjectCard(page, "Pharmacology")).toContainText("Unlocked until");
  await expect(subjectCard(page, "Pharmacology").getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  await expect(subjectCard(page, "Physiology").getByRole("button", { name: "Add to Cart" })).toBeVisible();
});

test("an admin rejects a payment with a reason the learner then sees", async ({ page, browser }) => {
  const learner = await signInAsNewLearner(page.request);
  const transactionId = uniqueTransaction();
  const form = { bankName: "UBL", accountHolder: "Zara Ahmed", transactionId, isMonthlySub: "NO", amount: "700" };
  const subjects = (await (await page.request.get("/api/subjects")).json()).data as { id: string; name: string }[];
  const airway = subjects.find((subject) => subject.name === "Airway Management")!;
  const placed = await page.request.post("/api/payment/add", {
    multipart: { ...form, cart: JSON.stringify([{ subjectId: airway.id, price: 700 }]), file: uniqueProofPng() },
  });
  expect(placed.status()).toBe(201);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin.request);
  await admin.goto("/admin/payments");
  const request = admin.getByRole("article").filter({ hasText: learner.email });
  await request.getByRole("button", { name: "Reject" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Reject this payment?" });
  await confirm.getByLabel("Reason (optional)").fill("The transfer was not found in our statement.");
  await confirm.getByRole("button", { name: "Reject payment" }).click();
  await expect(toastWith(admin, "Payment rejected")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(request).toHaveCount(0);
  await adminContext.close();

  await page.goto("/profile/pending-order");
  await expect(page.getByRole("heading", { name: "No pending orders" })).toBeVisible();
  const decided = page.getByRole("region", { name: "Decided orders" }).getByRole("article").filter({ hasText: transactionId });
  await expect(decided).toContainText("Rejected");
  await expect(decided).toContainText("Reason: The transfer was not found in our statement.");
});

test("Pricing: a signed-in learner pays for the monthly plan; a used transaction number is refused inline", async ({ page }) => {
  await signInAsNewLearner(page.request);
  await page.goto("/buy-quiz"); // stores the display data the static Pricing page reads
  await expect(cartLink(page, "Cart, empty")).toBeVisible();
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Choose Plan: Monthly Subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Monthly Subscription" });
  const account = dialog.getByRole("region", { name: "Pay into this account" });
  await expect(account).toContainText("Meezan Bank"); // loaded from /api/payment/bank-account
  await expect(account).toContainText("PKR 5,000.00");

  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(dialog.getByText("Please enter the transaction number.")).toBeVisible();
  await expect(dialog.getByLabel("Transaction number")).toBeFocused();

  await fillPayment(dialog, "TXN-DEMO-0001"); // the demo learner's transfer
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This transaction number is already used on another payment.");

  const transactionId = uniqueTransaction();
  await dialog.getByLabel("Transaction number").fill(transactionId);
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await expect(toastWith(page, "Order placed successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/pending-order$/); // checkout lands where the order now waits
  await page.goto("/profile/pending-order");
  await expect(page.getByRole("article").filter({ hasText: transactionId })).toContainText("Monthly Subscription");
});

test("Pricing: a visitor's Choose Plan goes to /register; a learner's empty cart points to Buy Quiz", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Choose Plan: Monthly Subscription" }).click();
  await expect(page).toHaveURL(/\/register$/);

  await signInAsNewLearner(page.request);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.getByRole("link", { name: "Browse subjects" }).click();
  await expect(page).toHaveURL(/\/buy-quiz$/);
});
