import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { paymentApprovalConfirmations, paymentProofMatches, payments } from "@/db/schema";
import type { PaymentView } from "@/lib/payments/read";
import { transactionKey } from "@/lib/payments/transaction-number";
import { admin, pendingPayment } from "../support/bank-statements";
import { setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { writeReading } from "../support/proof-readings";

setUpTestDatabase();

type Flags = { confirmProofMismatch?: unknown; confirmReusedProof?: unknown };
const approve = (cookie: string, paymentId: string, flags: Flags = {}) =>
  call(decide, { cookie, json: { paymentId, accepted: true, ...flags } });
const statusOf = async (id: string) =>
  (await getDb().select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;
const auditOf = (paymentId: string) =>
  getDb().select().from(paymentApprovalConfirmations).where(eq(paymentApprovalConfirmations.paymentId, paymentId));

describe("approving a payment whose proof was read as disagreeing with the order", () => {
  it("answers 409 naming each disagreement, changes nothing, and approves once confirmed, with an audit row", async () => {
    const boss = await admin();
    const payment = await pendingPayment(3900, "TXN-DEMO-0020");
    await writeReading(payment.id, { transactionKey: "TXNDEMO0002", amountPaisa: 300_000, reference: payment.reference });

    const refused = await approve(boss.cookie, payment.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      field: "confirmProofMismatch",
      disagreements: [
        { kind: "transaction-number", read: "TXNDEMO0002", expected: "TXN-DEMO-0020" },
        { kind: "amount", read: "3000", expected: "3900" },
      ],
    });
    expect(refused.body.message).toBe(
      "What was read from the screenshot disagrees with the order: the transaction number read is TXNDEMO0002, the learner typed " +
        "TXN-DEMO-0020; the amount read is PKR 3,000.00, the order's is PKR 3,900.00. Confirm to approve anyway.",
    );
    expect(await statusOf(payment.id)).toBe("PENDING");
    expect(await auditOf(payment.id)).toEqual([]);
    // The flag is true or false, nothing else.
    expect((await approve(boss.cookie, payment.id, { confirmProofMismatch: "yes" })).body.field).toBe("confirmProofMismatch");

    expect((await approve(boss.cookie, payment.id, { confirmProofMismatch: true })).status).toBe(200);
    expect(await statusOf(payment.id)).toBe("ACCEPTED");
    const [audit, ...more] = await auditOf(payment.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      kind: "proof-mismatch",
      confirmedBy: boss.id,
      details: { message: refused.body.message, disagreements: refused.body.disagreements },
    });
  });

  it("asks for a reference read as another order's, or as one no order holds", async () => {
    const boss = await admin();
    const [payment, other, unknown] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    await writeReading(payment.id, { reference: other.reference });
    await writeReading(unknown.id, { reference: "AP-2222AA" });
    expect((await approve(boss.cookie, payment.id)).body).toMatchObject({
      field: "confirmProofMismatch",
      disagreements: [{ kind: "another-order-reference", read: other.reference, expected: payment.reference }],
    });
    expect((await approve(boss.cookie, unknown.id)).body).toMatchObject({
      field: "confirmProofMismatch",
      disagreements: [{ kind: "unknown-reference", read: "AP-2222AA", expected: unknown.reference }],
    });
  });

  it("asks nothing when what was read agrees, when nothing was read, or of a date outside the window alone", async () => {
    const boss = await admin();
    const [agrees, unread, unreadable, early] = [
      await pendingPayment(1500),
      await pendingPayment(),
      await pendingPayment(),
      await pendingPayment(),
    ];
    // The reference was not read: "not read", no agreement and no disagreement; nothing to ask.
    await writeReading(agrees.id, { transactionKey: transactionKey(agrees.transactionId), amountPaisa: 150_000, reference: null });
    await writeReading(unreadable.id, { status: "unreadable", reason: "no text was found in the picture" });
    await writeReading(early.id, { paidAt: "2020-01-01" });
    const view = (await call(getPayment, { cookie: boss.cookie, params: { id: agrees.id } })).body.data as PaymentView;
    expect(view.proofReading).toMatchObject({ reference: null, disagreements: [] });
    for (const payment of [agrees, unread, unreadable, early]) expect((await approve(boss.cookie, payment.id)).status).toBe(200);
    expect(await auditOf(agrees.id)).toEqual([]);
  });

  it("takes both confirmations for a reused proof that also disagrees, auditing each", async () => {
    const boss = await admin();
    const [first, copy] = [await pendingPayment(), await pendingPayment()];
    await getDb()
      .insert(paymentProofMatches)
      .values([
        { paymentId: first.id, matchedPaymentId: copy.id, exact: true },
        { paymentId: copy.id, matchedPaymentId: first.id, exact: true },
      ]);
    await writeReading(copy.id, { amountPaisa: 1 });
    expect((await approve(boss.cookie, copy.id)).body.field).toBe("confirmReusedProof");
    expect((await approve(boss.cookie, copy.id, { confirmReusedProof: true })).body.field).toBe("confirmProofMismatch");
    expect((await approve(boss.cookie, copy.id, { confirmProofMismatch: true })).body.field).toBe("confirmReusedProof");
    expect(await statusOf(copy.id)).toBe("PENDING");
    expect((await approve(boss.cookie, copy.id, { confirmReusedProof: true, confirmProofMismatch: true })).status).toBe(200);
    expect((await auditOf(copy.id)).map((row) => row.kind).sort()).toEqual(["proof-mismatch", "reused-proof"]);
  });

  it("needs no confirmation to reject", async () => {
    const boss = await admin();
    const payment = await pendingPayment();
    await writeReading(payment.id, { transactionKey: "ZZZ99999999" });
    expect((await call(decide, { cookie: boss.cookie, json: { paymentId: payment.id, accepted: false } })).status).toBe(200);
    expect(await statusOf(payment.id)).toBe("REJECTED");
  });
});
