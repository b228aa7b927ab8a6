import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { drawReceipts, lightCopy } from "../tests/support/receipt-set";
import { newLearnerDetails, signInAsAdmin, signInAsNewLearner, toastWith, uniqueTransaction } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

/** A new learner called `name` places a monthly-plan order with this proof; returns their email. */
async function orderAs(browser: Browser, name: string, proof: { name: string; mimeType: string; buffer: Buffer }) {
  const context = await browser.newContext();
  const request: APIRequestContext = context.request;
  const learner = { ...newLearnerDetails(), name };
  await signInAsNewLearner(request, learner);
  const form = { bankName: "HBL", accountHolder: name, transactionId: uniqueTransaction(), isMonthlySub: "YES", amount: "5000" };
  const placed = await request.post("/api/payment/add", { multipart: { ...form, cart: "[]", file: proof } });
  expect(placed.status()).toBe(201);
  await context.close();
  return learner.email;
}

for (const width of [1366, 390]) {
  test(`approving a payment whose proof is a WhatsApp copy of an earlier one asks first, naming the first upload (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const [receipt] = await drawReceipts(1, width);
    const copy = await lightCopy(receipt!, "90% JPEG 80");
    await orderAs(browser, "Ayesha Original", { name: "receipt.png", mimeType: "image/png", buffer: receipt!.png });
    const copier = await orderAs(browser, "Bilal Copier", { name: "IMG-WA0001.jpg", mimeType: "image/jpeg", buffer: copy.bytes });

    await signInAsAdmin(page.request);
    // The proof reader reads the copy in the background; its reading (the drawn receipt's own number and
    // amount, not what was typed) is asked about with the reuse. Wait for it, so the desk asks once.
    const search = encodeURIComponent(copier.split("@")[0]!);
    const readingStatus = async () =>
      ((await (await page.request.get(`/api/payment?search=${search}`)).json()).data as { proofReading: { status: string } }[])[0]!
        .proofReading.status;
    await expect.poll(readingStatus, { timeout: 60_000 }).not.toBe("pending");
    const card = page.getByRole("article", { name: "Bilal Copier" });
    // The pictures are hashed by the proof worker moments after checkout (behind a reading under
    // way, at most): until then the desk says "not yet checked", and a reload shows the match.
    await expect(async () => {
      await page.goto(`/admin/payments?search=${search}`);
      await expect(card.getByRole("note", { name: "Reused proof" })).toContainText("(learner Ayesha Original)", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByRole("note", { name: "Proof not yet checked" })).toHaveCount(0);

    await card.getByRole("button", { name: "Approve" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Approve a reused proof?" });
    await expect(confirm).toContainText(/The first upload is payment #[0-9A-F]{8} by Ayesha Original, uploaded \d/);
    await expectNoAxeViolations(page, { label: `reuse confirm at ${width} px` });
    await page.screenshot({ path: `test-results/reused-proof-confirm-${width}.png` });

    // Cancel changes nothing; confirming approves.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
    await card.getByRole("button", { name: "Approve" }).click();
    await confirm.getByRole("button", { name: "Approve anyway" }).click();
    await expect(toastWith(page, "Payment approved")).toBeVisible();
    await expect(card).toHaveCount(0); // it left the Pending list
  });
}
