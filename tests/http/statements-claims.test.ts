import { and, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement } from "../support/bank-statements";

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL;
});

const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await getDb().select({ id: payments.id, status: payments.status }).from(payments).where(inArray(payments.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );

/** Words are anyone's transaction number: on a database kept between runs, an earlier run's order may still hold them. */
const freeTransactionKey = (key: string) =>
  getDb()
    .update(payments)
    .set({ status: "REJECTED" })
    .where(and(eq(payments.transactionKey, key), ne(payments.status, "REJECTED")));

describe("a statement row claims a payment only by what only its payer knows", () => {
  it("never lets a transaction number made of words claim someone else's credit", async () => {
    await freeTransactionKey("ONLINETRANSFER");
    const boss = await admin();
    const [payer, another] = [await pendingPayment(600), await pendingPayment(600)];
    const thief = await createUser();
    const order = await placeOrderAs(thief.cookie, {
      cart: [{ subjectId: (await makeSubject(600)).id }],
      transactionId: "Online Transfer",
    });
    expect(order.status).toBe(201); // checkout takes what the payer typed
    const thiefs = (order.body.data as { id: string }).id;

    const rows = [
      HEADER,
      // The payer's credit: the bank wrote no reference.
      [day(), "IBFT Online Transfer from 03001234567", "600.00"],
      // Another payer's credit, with the reference and the same words.
      [day(), `IBFT Online Transfer from 03007654321 ${another.reference}`, "600.00"],
    ];
    const dry = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING });
    expect(dry.data.matched).toEqual([expect.objectContaining({ row: 3, paymentId: another.id, by: "reference" })]);
    expect(dry.data.unmatched).toEqual([expect.objectContaining({ row: 2, reason: "not-found" })]);
    expect(dry.data.unmatched[0]).not.toHaveProperty("names");

    const applied = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
    expect(applied.data.statement!.approved).toBe(1);
    expect(await statusesOf([thiefs, payer.id, another.id])).toEqual({
      [thiefs]: "PENDING",
      [payer.id]: "PENDING",
      [another.id]: "ACCEPTED",
    });
  });

  it("says which rule named each payment, and names a payment once when a row holds its reference and its number", async () => {
    const boss = await admin();
    const [both, byNumber, differs, decided] = [
      await pendingPayment(),
      await pendingPayment(),
      await pendingPayment(),
      await pendingPayment(),
    ];
    await call(decide, { cookie: boss.cookie, json: { paymentId: decided.id, accepted: true } });
    const { data } = await postStatement(boss.cookie, {
      file: csvFile([
        HEADER,
        [day(), `${both.reference} TID ${both.transactionId}`, "1500"],
        [day(), `TID ${byNumber.transactionId.toLowerCase()}`, "1500"],
        [day(), `TID ${differs.transactionId}`, "100"],
        [day(), `TID ${decided.transactionId}`, "1500"],
      ]),
      mapping: MAPPING,
    });
    expect(data.matched).toEqual([
      expect.objectContaining({ row: 2, paymentId: both.id, by: "reference" }),
      expect.objectContaining({ row: 3, paymentId: byNumber.id, by: "transaction" }),
    ]);
    expect(data.mismatched).toEqual([expect.objectContaining({ row: 4, paymentId: differs.id, by: "transaction" })]);
    expect(data.alreadyDecided).toEqual([expect.objectContaining({ row: 5, paymentId: decided.id, by: "transaction" })]);
  });

  it("approves neither payment of a row that names two, and the dry run says which and by what", async () => {
    const boss = await admin();
    const [a, b, c, d] = [await pendingPayment(), await pendingPayment(), await pendingPayment(), await pendingPayment()];
    const decided = await pendingPayment();
    await call(decide, { cookie: boss.cookie, json: { paymentId: decided.id, accepted: false } });
    const twin = await pendingPayment();
    // A look-alike number kept by the migration that made numbers unique: both payments are live.
    await getDb()
      .update(payments)
      .set({ transactionId: d.transactionId.toLowerCase(), legacyTransactionDuplicate: true })
      .where(eq(payments.id, twin.id));
    const rows = [
      HEADER,
      [day(), `Ref ${a.reference} TID ${b.transactionId}`, "1500"],
      [day(), `${a.reference} ${b.reference}`, "1500"],
      [day(), `${c.reference} TID ${decided.transactionId}`, "1500"],
      [day(), `TID ${d.transactionId}`, "1500"],
    ];
    const dry = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING });
    expect(dry.data.matched).toEqual([]);
    const who = (payment: { id: string; reference: string }, by: string) =>
      expect.objectContaining({ paymentId: payment.id, reference: payment.reference, by });
    expect(dry.data.unmatched).toEqual([
      expect.objectContaining({ row: 2, reason: "ambiguous", names: [who(a, "reference"), who(b, "transaction")] }),
      expect.objectContaining({ row: 3, reason: "ambiguous", names: [who(a, "reference"), who(b, "reference")] }),
      expect.objectContaining({ row: 4, reason: "ambiguous", names: [who(c, "reference"), who(decided, "transaction")] }),
      expect.objectContaining({
        row: 5,
        reason: "ambiguous",
        names: expect.arrayContaining([who(d, "transaction"), who(twin, "transaction")]),
      }),
    ]);

    const applied = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
    expect(applied.data.statement!.approved).toBe(0);
    const ids = [a.id, b.id, c.id, d.id, twin.id];
    expect(Object.values(await statusesOf(ids))).toEqual(ids.map(() => "PENDING"));
  });
});
