import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as resubmit } from "@/app/api/payment/[id]/resubmit/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { paymentResubmissions } from "@/db/schema";
import type { PaymentView } from "@/lib/payments/read";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { newTransactionId, pngFile, placeOrderAs } from "../support/payments";

// docs/rules.md, "Resubmitting a rejected order".
setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL;
});

function resubmissionForm(transactionId = newTransactionId(), file: File | null = pngFile()) {
  const form = new FormData();
  form.set("transactionId", transactionId);
  if (file) form.set("file", file);
  return form;
}

const resubmitAs = (caller: TestUser, paymentId: string, form = resubmissionForm()) =>
  call(resubmit, { cookie: caller.cookie, body: form, method: "POST", params: { id: paymentId } });

const viewAs = async (caller: TestUser, paymentId: string) =>
  (await call(getPayment, { cookie: caller.cookie, params: { id: paymentId } })).body.data as PaymentView;

async function rejectedOrder() {
  const [learner, admin] = [await createUser(), await createUser({ isAdmin: true })];
  const subject = await makeSubject(500);
  const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }] });
  const paymentId = (body.data as { id: string }).id;
  await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: false, reason: "Blurry screenshot" } });
  return { learner, admin, paymentId };
}

describe("POST /api/payment/{id}/resubmit", () => {
  it("puts a rejected order back to PENDING under the same reference, with the new proof and number", async () => {
    const { learner, admin, paymentId } = await rejectedOrder();
    const before = await viewAs(learner, paymentId);
    const { status, body } = await resubmitAs(learner, paymentId, resubmissionForm("TXN-NEW-98765"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { id: paymentId, reference: before.reference } });
    const after = await viewAs(admin, paymentId);
    expect(after).toMatchObject({
      status: "PENDING",
      reference: before.reference,
      amount: before.amount,
      transactionId: "TXN-NEW-98765",
      rejectionReason: null,
      decidedAt: null,
      resubmissions: 1,
    });
    expect(after.imageUrl).not.toBe(before.imageUrl);
    const [history] = await getDb().select().from(paymentResubmissions).where(eq(paymentResubmissions.paymentId, paymentId));
    expect(history).toMatchObject({
      previousTransactionId: before.transactionId,
      rejectionReason: "Blurry screenshot",
      rejectedBy: admin.id,
    });
    // The admin can decide it again.
    expect((await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: true } })).status).toBe(200);
  });

  it("refuses an order that is not rejected, and changes nothing", async () => {
    const learner = await createUser();
    const subject = await makeSubject(500);
    const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }] });
    const paymentId = (body.data as { id: string }).id;
    const before = await viewAs(learner, paymentId);
    const answer = await resubmitAs(learner, paymentId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/only a rejected order/i);
    expect(await viewAs(learner, paymentId)).toEqual(before);
  });

  it("answers 404 for another learner's order and leaves it rejected", async () => {
    const { learner, paymentId } = await rejectedOrder();
    const stranger = await createUser();
    expect((await resubmitAs(stranger, paymentId)).status).toBe(404);
    expect((await viewAs(learner, paymentId)).status).toBe("REJECTED");
  });

  it("needs a proof and a transaction number, naming the field", async () => {
    const { learner, paymentId } = await rejectedOrder();
    expect((await resubmitAs(learner, paymentId, resubmissionForm(undefined, null))).body).toMatchObject({ success: false, field: "file" });
    const noNumber = await resubmitAs(learner, paymentId, resubmissionForm(""));
    expect(noNumber.status).toBe(400);
    expect(noNumber.body).toMatchObject({ field: "transactionId" });
    expect((await viewAs(learner, paymentId)).status).toBe("REJECTED");
  });

  it("refuses a number live on another payment", async () => {
    const { learner, paymentId } = await rejectedOrder();
    const used = newTransactionId();
    const subject = await makeSubject(300);
    await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId: used });
    const answer = await resubmitAs(learner, paymentId, resubmissionForm(used));
    expect(answer.status).toBe(409);
    expect((await viewAs(learner, paymentId)).status).toBe("REJECTED");
  });

  it("a second resubmission of the same rejection is refused", async () => {
    const { learner, paymentId } = await rejectedOrder();
    expect((await resubmitAs(learner, paymentId)).status).toBe(200);
    expect((await resubmitAs(learner, paymentId)).status).toBe(409);
  });
});
