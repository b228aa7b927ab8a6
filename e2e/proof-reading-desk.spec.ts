import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// The demo's pending order (demo/payments.ts): the candidate typed TXN-DEMO-0020, the receipt prints
// TXN-DEMO-0002, and the seed holds what the proof reader reads from it.
test.use({ navigationTimeout: 30_000 });

for (const width of [1366, 390]) {
  test(`the desk shows what was read from the screenshot beside what was typed, marking the disagreement (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await signInAsAdmin(page.request);
    await page.goto(`/admin/payments?${new URLSearchParams({ status: "ALL", search: "TXN-DEMO-0020" })}`);
    const reading = page.getByRole("region", { name: "Read from the screenshot" });
    await expect(reading).toHaveCount(1);
    await expect(reading).toContainText("1 disagreement with the order.");
    const number = reading.getByRole("definition").filter({ hasText: "Read: TXNDEMO0002" });
    await expect(number).toBeVisible();
    await expect(reading).toContainText("Typed: TXN-DEMO-0020");
    await expect(reading).toContainText("Differs from the number the learner typed");
    await expect(reading).toContainText("Read: Meezan Bank");
    await expect(reading).not.toContainText("Differs from the order's amount");

    await reading.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, { label: `proof reading at ${width} px` });
    await reading.screenshot({ path: `test-results/proof-reading-desk-${width}.png` });
    await page.screenshot({ path: `test-results/proof-reading-desk-page-${width}.png`, fullPage: true });
  });
}

for (const width of [1366, 390]) {
  test(`Approve asks first when the reading disagrees with what was typed, and an unread reference is no agreement (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await signInAsAdmin(page.request);
    await page.goto(`/admin/payments?${new URLSearchParams({ search: "TXN-DEMO-0020" })}`);
    const card = page.getByRole("article").filter({ hasText: "TXN-DEMO-0020" });
    const reading = card.getByRole("region", { name: "Read from the screenshot" });
    // The receipt carries no reference: said as not read, never as agreeing.
    await expect(reading).toContainText("1 disagreement with the order. Not read: the reference.");
    await expect(reading).not.toContainText("Agrees with the order");

    await card.getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approve although the screenshot disagrees?" });
    await expect(confirm).toContainText(
      "What was read from the screenshot disagrees with the order: the transaction number read is TXNDEMO0002, the learner typed TXN-DEMO-0020.",
    );
    await expectNoAxeViolations(page, { label: `approve mismatch confirm at ${width} px` });
    await page.screenshot({ path: `test-results/proof-mismatch-confirm-${width}.png` });

    // Cancel changes nothing (the approval with the confirmation is tested over HTTP, leaving the demo's order to decide).
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
  });
}
