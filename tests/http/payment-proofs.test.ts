import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { GET as listPayments } from "@/app/api/payment/route";
import { getDb } from "@/db/client";
import { samplePdf } from "@/demo/sample-files";
import { paymentProofMatches, payments } from "@/db/schema";
import { fingerprintWaitingProofs } from "@/lib/payments/proof-fingerprints";
import { PROOF_MATCHES_LISTED } from "@/lib/payments/display";
import type { PaymentView } from "@/lib/payments/read";
import { newObjectKey, putObject } from "@/lib/storage";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { imageFile, placeOrderAs, receiptImage } from "../support/payments";

setUpTestDatabase();

async function orderWithProof(file: File, learner?: TestUser) {
  const owner = learner ?? (await createUser({ name: `Learner ${Math.random().toString(36).slice(2, 8)}` }));
  const subject = await makeSubject();
  const { status, body } = await placeOrderAs(owner.cookie, { cart: [{ subjectId: subject.id }], file });
  expect(status).toBe(201);
  return { learner: owner, id: (body.data as { id: string }).id };
}

/** The payment's proof matches among `among` (a shared PostgreSQL may hold look-alikes from earlier runs). */
async function matchesOf(admin: TestUser, paymentId: string, among: { id: string }[]) {
  const payment = (await call(getPayment, { cookie: admin.cookie, params: { id: paymentId } })).body.data as PaymentView;
  return payment
    .proofMatches!.filter((match) => among.some((other) => other.id === match.paymentId))
    .map(({ paymentId: id, userName, exact }) => ({ paymentId: id, userName, exact }));
}

const proofChecked = async (admin: TestUser, paymentId: string) =>
  ((await call(getPayment, { cookie: admin.cookie, params: { id: paymentId } })).body.data as PaymentView).proofChecked;

describe("reused payment proofs", () => {
  it("flags a resized, re-compressed JPEG→PNG copy on both payments once the worker has hashed them, and not an unrelated picture", async () => {
    const admin = await createUser({ isAdmin: true });
    const original = await receiptImage("HBL transfer 4471");
    const jpeg = await sharp(original).resize(430).jpeg({ quality: 55 }).toBuffer();
    const copy = await sharp(jpeg).png().toBuffer();
    const first = await orderWithProof(imageFile(original, "proof.png", "image/png"));
    const second = await orderWithProof(imageFile(copy, "again.png", "image/png"));
    const unrelated = await orderWithProof(imageFile(await receiptImage("JazzCash 9912", "wallet"), "wallet.png", "image/png"));

    const all = [first, second, unrelated];
    // Checkout decodes nothing: until the proof worker's pass, the desk says the pictures are not yet checked.
    expect(await matchesOf(admin, second.id, all)).toEqual([]);
    expect(await proofChecked(admin, second.id)).toBe(false);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(await proofChecked(admin, second.id)).toBe(true);
    expect(await matchesOf(admin, second.id, all)).toEqual([{ paymentId: first.id, userName: first.learner.name, exact: false }]);
    expect(await matchesOf(admin, first.id, all)).toEqual([{ paymentId: second.id, userName: second.learner.name, exact: false }]);
    expect(await matchesOf(admin, unrelated.id, all)).toEqual([]);
  });

  it("marks an identical file exact, also for PDFs, which match by SHA-256 only", async () => {
    const admin = await createUser({ isAdmin: true });
    const picture = await sharp(await receiptImage("Meezan 20391"))
      .webp()
      .toBuffer();
    const [a, b] = [
      await orderWithProof(imageFile(picture, "a.webp", "image/webp")),
      await orderWithProof(imageFile(picture, "b.webp", "image/webp")),
    ];
    // The same file is matched at checkout already (by SHA-256), and stays so once the pictures are hashed.
    expect(await matchesOf(admin, b.id, [a, b])).toEqual([{ paymentId: a.id, userName: a.learner.name, exact: true }]);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(await matchesOf(admin, b.id, [a, b])).toEqual([{ paymentId: a.id, userName: a.learner.name, exact: true }]);

    const pdf = samplePdf(`Receipt ${Math.random()}`);
    const [c, d] = [
      await orderWithProof(imageFile(pdf, "c.pdf", "application/pdf")),
      await orderWithProof(imageFile(pdf, "d.pdf", "application/pdf")),
    ];
    const other = await orderWithProof(imageFile(samplePdf(`Receipt ${Math.random()}`), "e.pdf", "application/pdf"));
    expect(await matchesOf(admin, d.id, [c, d, other])).toEqual([{ paymentId: c.id, userName: c.learner.name, exact: true }]);
    expect(await proofChecked(admin, d.id)).toBe(true); // a PDF has no picture to hash: done at checkout
    expect(await matchesOf(admin, other.id, [c, d])).toEqual([]);
  });

  it("carries at most PROOF_MATCHES_LISTED matches per payment", async () => {
    const admin = await createUser({ isAdmin: true });
    const picture = await receiptImage(`Bank Alfalah ${Math.random()}`);
    const learner = await createUser();
    const copies = [];
    for (let index = 0; index < PROOF_MATCHES_LISTED + 2; index++)
      copies.push(await orderWithProof(imageFile(picture, "a.png", "image/png"), learner));
    const payment = (await call(getPayment, { cookie: admin.cookie, params: { id: copies[0]!.id } })).body.data as PaymentView;
    expect(payment.proofMatches).toHaveLength(PROOF_MATCHES_LISTED);
    expect(payment.proofMatches!.every((match) => match.exact)).toBe(true);
  });

  it("names matches to admins only: a learner's own payment carries none", async () => {
    const picture = await receiptImage("UBL 5550");
    const first = await orderWithProof(imageFile(picture, "a.png", "image/png"));
    await orderWithProof(imageFile(picture, "b.png", "image/png"));
    const own = (await call(getPayment, { cookie: first.learner.cookie, params: { id: first.id } })).body.data as PaymentView;
    expect(own).not.toHaveProperty("proofMatches");
    const listed = (await call(listPayments, { cookie: first.learner.cookie, path: "/api/payment" })).body.data as PaymentView[];
    expect(JSON.stringify(listed)).not.toContain("proofMatches");
  });

  it("fingerprints proofs stored before hashing existed, once", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const picture = await receiptImage("Allied 77120");
    const fresh = await orderWithProof(imageFile(picture, "new.png", "image/png"));
    const [storedKey, goneKey] = [newObjectKey("proofs"), newObjectKey("proofs")];
    await putObject(storedKey, picture, "image/png");
    const [legacy] = await getDb()
      .insert(payments)
      .values({
        userId: learner.id,
        amountPaisa: 100,
        transactionId: `LEGACY ${Math.random()}`,
        proofKey: storedKey,
        proofContentType: "image/png",
      })
      .returning({ id: payments.id });
    const [missing] = await getDb()
      .insert(payments)
      .values({
        userId: learner.id,
        amountPaisa: 100,
        transactionId: `LEGACY ${Math.random()}`,
        proofKey: goneKey,
        proofContentType: "image/png",
      })
      .returning({ id: payments.id });

    expect(await fingerprintWaitingProofs({ pauseMs: 0 })).toBeGreaterThanOrEqual(2);
    expect(await matchesOf(admin, fresh.id, [legacy!])).toContainEqual({ paymentId: legacy!.id, userName: learner.name, exact: true });
    const [gone] = await getDb().select().from(payments).where(eq(payments.id, missing!.id));
    expect(gone).toMatchObject({ proofSha256: null, proofHashedAt: expect.any(Date) });
    const matchesOfLegacy = () => getDb().select().from(paymentProofMatches).where(eq(paymentProofMatches.paymentId, legacy!.id));
    const hashedAt = async () => (await getDb().select().from(payments).where(eq(payments.id, legacy!.id)))[0]!.proofHashedAt;
    const [matchesBefore, hashedBefore] = [await matchesOfLegacy(), await hashedAt()];
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(await matchesOfLegacy()).toEqual(matchesBefore);
    expect(await hashedAt()).toEqual(hashedBefore);
  });
});
