import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { paymentProofMatches, payments } from "@/db/schema";
import { FINGERPRINT_TAG, sha256Hex } from "@/lib/images/image-hash";
import { orderNumber } from "@/lib/payments/display";
import { fingerprintWaitingProofs, requeueEarlierFingerprints } from "@/lib/payments/proof-fingerprints";
import type { PaymentView } from "@/lib/payments/read";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { imageFile, placeOrderAs, pngFile } from "../support/payments";
import { drawReceipts, lightCopy } from "../support/receipt-set";

setUpTestDatabase();

async function order(file: File, name: string) {
  const learner = await createUser({ name });
  const subject = await makeSubject();
  const { status, body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], file });
  expect(status).toBe(201);
  return { learner, id: (body.data as { id: string }).id };
}

const statusOf = async (id: string) =>
  (await getDb().select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;

describe("approving a payment whose proof was used before", () => {
  it("asks for confirmReusedProof, naming the first upload, and approves once confirmed", async () => {
    const admin = await createUser({ isAdmin: true });
    const [receipt] = await drawReceipts(1);
    const copy = await lightCopy(receipt!, "90% JPEG 80");
    const first = await order(imageFile(receipt!.png, "receipt.png", "image/png"), "Ayesha First");
    const second = await order(imageFile(copy.bytes, "whatsapp.jpg", "image/jpeg"), "Bilal Second");
    await fingerprintWaitingProofs({ pauseMs: 0 }); // the proof worker's pass
    // The first one was placed a day earlier.
    await getDb().execute(sql`update payments set created_at = created_at - interval '1 day' where id = ${first.id}`);

    const view = (await call(getPayment, { cookie: admin.cookie, params: { id: second.id } })).body.data as PaymentView;
    expect(view.proofMatches).toEqual([expect.objectContaining({ paymentId: first.id, userName: "Ayesha First", exact: false })]);
    expect(Date.parse(view.proofMatches![0]!.uploadedAt)).toBeLessThan(Date.parse(view.createdAt));

    const refused = await call(decide, { cookie: admin.cookie, json: { paymentId: second.id, accepted: true } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      field: "confirmReusedProof",
      firstUpload: { paymentId: first.id, userName: "Ayesha First" },
    });
    expect(refused.body.message).toContain(`payment #${orderNumber(first.id)} by Ayesha First, uploaded`);
    expect(await statusOf(second.id)).toBe("PENDING");

    // On the first payment, the first upload is its own.
    const own = await call(decide, { cookie: admin.cookie, json: { paymentId: first.id, accepted: true } });
    expect(own.status).toBe(409);
    expect(own.body.message).toContain("the first upload is this payment's");

    const confirmed = await call(decide, {
      cookie: admin.cookie,
      json: { paymentId: second.id, accepted: true, confirmReusedProof: true },
    });
    expect(confirmed.status).toBe(200);
    expect(await statusOf(second.id)).toBe("ACCEPTED");
  });

  it("needs no confirmation to approve an unmatched proof or to reject a matched one, and refuses a malformed flag", async () => {
    const admin = await createUser({ isAdmin: true });
    const plain = await order(pngFile(), "Sana Plain");
    expect((await call(decide, { cookie: admin.cookie, json: { paymentId: plain.id, accepted: true } })).status).toBe(200);

    const [receipt] = await drawReceipts(1, 7);
    const a = await order(imageFile(receipt!.png, "a.png", "image/png"), "Hamza A");
    const b = await order(imageFile(receipt!.png, "b.png", "image/png"), "Zainab B");
    const bad = await call(decide, { cookie: admin.cookie, json: { paymentId: b.id, accepted: true, confirmReusedProof: "yes" } });
    expect(bad).toMatchObject({ status: 400, body: { field: "confirmReusedProof" } });
    expect((await call(decide, { cookie: admin.cookie, json: { paymentId: b.id, accepted: false } })).status).toBe(200);
    expect(await statusOf(a.id)).toBe("PENDING");
  });
});

describe("fingerprints of an earlier method", () => {
  it("are recomputed after a start, their matches replaced", async () => {
    const admin = await createUser({ isAdmin: true });
    const [one] = await drawReceipts(1, 11);
    const current = await order(imageFile(one!.png, "now.png", "image/png"), "Usman Current");
    const [oldCopy, unrelated] = [await order(pngFile(), "Imran Old"), await order(pngFile(), "Hira Unrelated")];
    await fingerprintWaitingProofs({ pauseMs: 0 });
    // As the earlier method left them: an untagged SHA-256, a hash of its own and a match with an unrelated proof.
    const copyBytes = (await lightCopy(one!, "WebP 75")).bytes;
    const { putObject } = await import("@/lib/storage");
    const [stored] = await getDb().select({ key: payments.proofKey }).from(payments).where(eq(payments.id, oldCopy.id));
    await putObject(stored!.key, copyBytes, "image/webp");
    await getDb()
      .update(payments)
      .set({ proofContentType: "image/webp", proofSha256: sha256Hex(copyBytes), proofDhash: 12345n })
      .where(eq(payments.id, oldCopy.id));
    await getDb()
      .insert(paymentProofMatches)
      .values([
        { paymentId: oldCopy.id, matchedPaymentId: unrelated.id, exact: false },
        { paymentId: unrelated.id, matchedPaymentId: oldCopy.id, exact: false },
      ]);

    expect(await requeueEarlierFingerprints()).toBeGreaterThanOrEqual(1);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    const [row] = await getDb().select().from(payments).where(eq(payments.id, oldCopy.id));
    expect(row!.proofSha256).toBe(FINGERPRINT_TAG + sha256Hex(copyBytes));
    const view = (await call(getPayment, { cookie: admin.cookie, params: { id: oldCopy.id } })).body.data as PaymentView;
    // (Receipts of this layout drawn by the other tests match too: one app's receipts look alike.)
    const matched = view.proofMatches!.map((match) => match.paymentId);
    expect(matched).toContain(current.id);
    expect(matched).not.toContain(unrelated.id);
    const unrelatedView = (await call(getPayment, { cookie: admin.cookie, params: { id: unrelated.id } })).body.data as PaymentView;
    expect(unrelatedView.proofMatches).toEqual([]);
  });
});
