import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { GET as listPayments } from "@/app/api/payment/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { paymentProofMatches, paymentStatementMatches, payments } from "@/db/schema";
import { transactionKey } from "@/lib/payments/transaction-number";
import type { PaymentView } from "@/lib/payments/read";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement } from "../support/bank-statements";
import { setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { writeReading } from "../support/proof-readings";

setUpTestDatabase();

const viewAs = async (cookie: string, id: string) => (await call(getPayment, { cookie, params: { id } })).body.data as PaymentView;
const statusOf = async (id: string) =>
  (await getDb().select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;
const approve = (cookie: string, paymentId: string, confirmReusedProof?: boolean) =>
  call(decide, { cookie, json: { paymentId, accepted: true, ...(confirmReusedProof ? { confirmReusedProof } : {}) } });

describe("what the proof reader read, on the payment's view", () => {
  it("goes to admins with each disagreement, never to the learner", async () => {
    const boss = await admin();
    const [payment, other] = [await pendingPayment(1500), await pendingPayment()];
    await writeReading(payment.id, {
      transactionKey: "IBFT26112412345",
      amountPaisa: 150_000,
      paidAt: "2020-01-01",
      bank: "Meezan Bank",
      reference: other.reference,
      reason: "amount: two figures, the labelled one taken",
    });

    const asAdmin = await viewAs(boss.cookie, payment.id);
    expect(asAdmin.proofReading).toEqual({
      status: "read",
      transactionId: "IBFT26112412345",
      amountPkr: 1500,
      paidAt: "2020-01-01",
      bank: "Meezan Bank",
      reference: other.reference,
      disagreements: ["transaction-number", "paid-before-order", "another-order-reference"],
      reason: "amount: two figures, the labelled one taken",
    });
    expect(await viewAs(payment.cookie, payment.id)).not.toHaveProperty("proofReading");

    // The desk's list (GET /api/payment, as listPaymentPage serves /admin/payments) carries it too.
    const list = await call(listPayments, { cookie: boss.cookie, path: `/api/payment?search=${payment.reference}` });
    expect((list.body.data as PaymentView[])[0]!.proofReading).toEqual(asAdmin.proofReading);
    const own = await call(listPayments, { cookie: payment.cookie, path: "/api/payment" });
    expect((own.body.data as PaymentView[])[0]).not.toHaveProperty("proofReading");
  });

  it("is pending without a row and for a reading of an earlier proof; unreadable and failed carry the reason only", async () => {
    const boss = await admin();
    const [none, stale, unreadable] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    await writeReading(stale.id, { proofKey: "proofs/an-earlier-proof", transactionKey: "TXN99999999" });
    await writeReading(unreadable.id, { status: "unreadable", reason: "a PDF: only images are read" });
    const pending = {
      status: "pending",
      transactionId: null,
      amountPkr: null,
      paidAt: null,
      bank: null,
      reference: null,
      disagreements: [],
      reason: null,
    };
    expect((await viewAs(boss.cookie, none.id)).proofReading).toEqual(pending);
    expect((await viewAs(boss.cookie, stale.id)).proofReading).toEqual(pending);
    expect((await viewAs(boss.cookie, unreadable.id)).proofReading).toEqual({
      ...pending,
      status: "unreadable",
      reason: "a PDF: only images are read",
    });
  });
});

describe("reuse by the transaction number read", () => {
  it("flags a proof whose number read is another payment's, typed or read, and asks to confirm its approval", async () => {
    const boss = await admin();
    const [typed, copier, alsoRead] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    const key = transactionKey(typed.transactionId);
    await writeReading(copier.id, { transactionKey: key });
    await writeReading(alsoRead.id, { transactionKey: key });

    const view = await viewAs(boss.cookie, copier.id);
    expect(view.proofMatches!.map((match) => match.paymentId).sort()).toEqual([typed.id, alsoRead.id].sort());
    expect(view.proofMatches![0]).toMatchObject({ exact: false, samePicture: false, sameTransaction: key, notReuse: null });
    // Both ways: the payment whose typed number another proof shows is flagged too.
    expect((await viewAs(boss.cookie, typed.id)).proofMatches!.map((match) => match.paymentId).sort()).toEqual(
      [copier.id, alsoRead.id].sort(),
    );

    const refused = await approve(boss.cookie, copier.id);
    expect(refused).toMatchObject({ status: 409, body: { field: "confirmReusedProof" } });
    expect(await statusOf(copier.id)).toBe("PENDING");
    // The number read is not the one the copier typed either: that is confirmed too.
    expect((await approve(boss.cookie, copier.id, true)).body.field).toBe("confirmProofMismatch");
    const both = { paymentId: copier.id, accepted: true, confirmReusedProof: true, confirmProofMismatch: true };
    expect((await call(decide, { cookie: boss.cookie, json: both })).status).toBe(200);
  });

  it("drops a same-layout match's confirmation when the two proofs read different numbers, saying why", async () => {
    const boss = await admin();
    const [first, second, unread] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    const lookAlike = (a: string, b: string) => [
      { paymentId: a, matchedPaymentId: b, exact: false },
      { paymentId: b, matchedPaymentId: a, exact: false },
    ];
    await getDb()
      .insert(paymentProofMatches)
      .values([...lookAlike(first.id, second.id), ...lookAlike(second.id, unread.id)]);
    await writeReading(first.id, { transactionKey: transactionKey(first.transactionId) });
    await writeReading(second.id, { transactionKey: transactionKey(second.transactionId) });

    const view = await viewAs(boss.cookie, second.id);
    // The look-alike not yet read is still a reuse to confirm, and listed before the one cleared.
    expect(view.proofMatches).toEqual([
      expect.objectContaining({ paymentId: unread.id, samePicture: true, notReuse: null }),
      expect.objectContaining({
        paymentId: first.id,
        samePicture: true,
        notReuse: `different transaction numbers read: ${transactionKey(second.transactionId)} and ${transactionKey(first.transactionId)}`,
      }),
    ]);
    expect((await approve(boss.cookie, second.id)).status).toBe(409);
    // Once the third proof is read with a number of its own, nothing is left to confirm.
    await writeReading(unread.id, { transactionKey: "ZZZ99999999" });
    expect((await approve(boss.cookie, second.id)).status).toBe(200);
    expect(await statusOf(second.id)).toBe("ACCEPTED");
    // An identical file is never cleared by what was read.
    await getDb().execute(sql`update payment_proof_matches set exact = true where payment_id in (${first.id}, ${unread.id})`);
    expect((await approve(boss.cookie, first.id)).status).toBe(409);
  });
});

describe("statement rows matched by the number read from the proof", () => {
  it("names a payment whose learner typed the number wrong, in the dry run and when applied", async () => {
    const boss = await admin();
    const payment = await pendingPayment(1500, "IBFT-2611-2412-34X");
    // Each test's numbers are its own: the database is shared by the file's tests.
    const printed = `IBFT${randomInt(10 ** 9, 10 ** 10)}`;
    await writeReading(payment.id, { transactionKey: printed });
    const rows = [HEADER, [day(), `${printed.slice(0, 4)} ${printed.slice(4)} from Ali`, "1,500.00"]];

    const dry = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING });
    expect(dry.data.matched).toEqual([expect.objectContaining({ row: 2, paymentId: payment.id, by: "proof", reusedProof: false })]);

    const applied = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
    expect(applied.data.statement!.approved).toBe(1);
    expect(await statusOf(payment.id)).toBe("ACCEPTED");
    const [recorded] = await getDb().select().from(paymentStatementMatches).where(eq(paymentStatementMatches.paymentId, payment.id));
    expect(recorded!.matchedBy).toBe("proof");
  });

  it("approves neither payment of a row whose number one typed and another's proof shows; a weak number read names none", async () => {
    const boss = await admin();
    const [typed, read, weak] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    await writeReading(read.id, { transactionKey: transactionKey(typed.transactionId) });
    await writeReading(weak.id, { transactionKey: "IBFT123" });
    const rows = [HEADER, [day(), `TID ${typed.transactionId}`, "1500"], [day(), "IBFT 123", "1500"]];
    const { data } = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING });
    expect(data.matched).toEqual([]);
    expect(data.unmatched).toEqual([
      expect.objectContaining({
        row: 2,
        reason: "ambiguous",
        names: expect.arrayContaining([
          expect.objectContaining({ paymentId: typed.id, by: "transaction" }),
          expect.objectContaining({ paymentId: read.id, by: "proof" }),
        ]),
      }),
      expect.objectContaining({ row: 3, reason: "not-found" }),
    ]);
  });
});
