import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as bankAccountRoute } from "@/app/api/payment/bank-account/route";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { transactionKey } from "@/lib/payments/transaction-number";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement } from "../support/bank-statements";

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL;
});

const PRICE = 2_700;

const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await getDb().select({ id: payments.id, status: payments.status }).from(payments).where(inArray(payments.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );

/** Frees a number for this run's order (a database kept between runs may hold it from an earlier one). */
const freeNumber = (text: string) =>
  getDb()
    .update(payments)
    .set({ transactionId: `freed-${randomUUID()}` })
    .where(eq(payments.transactionKey, transactionKey(text)));

/** An order placed with `transactionId`, as anyone may type it at checkout. */
async function orderWithNumber(transactionId: string) {
  await freeNumber(transactionId);
  const thief = await createUser();
  const order = await placeOrderAs(thief.cookie, { cart: [{ subjectId: (await makeSubject(PRICE)).id }], transactionId });
  expect(order.status).toBe(201); // checkout takes what the payer typed
  return (order.body.data as { id: string }).id;
}

/**
 * A statement of a stranger's credit (no reference, no number of theirs) with `words`, a genuine
 * payer's credit with the same words and their number, and a third payer's credit: the thief's
 * order, of the same amount, must not take the stranger's; the genuine payer is still matched.
 */
async function claimAttempt(thiefNumber: string, words: (payer: string) => string) {
  const boss = await admin();
  const [stranger, genuine] = [await pendingPayment(PRICE), await pendingPayment(PRICE)];
  const thiefs = await orderWithNumber(thiefNumber);
  const rows = [
    HEADER,
    [day(), words("03001234567"), `${PRICE}.00`],
    [day(), `${words("03217654321")} TID ${genuine.transactionId}`, `${PRICE}.00`],
    [day(), "Salary November", "85,000.00"],
  ];
  const dry = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING });
  expect(dry.status).toBe(200);
  expect(dry.data.matched).toEqual([expect.objectContaining({ row: 3, paymentId: genuine.id, by: "transaction" })]);
  expect(dry.data.unmatched.map((row) => [row.row, row.reason])).toEqual([
    [2, "not-found"],
    [4, "not-found"],
  ]);

  const applied = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
  expect(applied.data.statement!.approved).toBe(1);
  expect(await statusesOf([thiefs, stranger.id, genuine.id])).toEqual({
    [thiefs]: "PENDING",
    [stranger.id]: "PENDING",
    [genuine.id]: "ACCEPTED",
  });
  // The next case's rows print the same account or date: this order must not make them ambiguous.
  await getDb()
    .update(payments)
    .set({ transactionId: `spent-${randomUUID()}` })
    .where(eq(payments.id, thiefs));
}

describe("a statement row is claimed only by evidence, never by what the bank prints for every payer", () => {
  it.each([
    ["the row's date", "29-11-2026", (payer: string) => `IBFT 29-11-2026 14:22 from ${payer}`],
    ["the row's date, run together", "30112026", (payer: string) => `IBFT 30-11-2026 09:15 from ${payer}`],
    ["the row's date and time", "01/12/2026 1840", (payer: string) => `IBFT 01-12-2026 18:40 from ${payer}`],
    ["a bank's word and the date", "RAAST 02-Dec-2026", (payer: string) => `RAAST 02-Dec-2026 from ${payer}`],
  ])("refuses %s as a transaction number (%j)", async (_, number, words) => {
    await claimAttempt(number, words);
  });

  it("refuses the academy's own account number, as GET /api/payment/bank-account publishes it, and a part of it", async () => {
    const thief = await createUser();
    const { accountNumber } = (await call(bankAccountRoute, { cookie: thief.cookie })).body.data as { accountNumber: string };
    await claimAttempt(accountNumber, (payer) => `IBFT to ${accountNumber} from ${payer}`);
    const part = transactionKey(accountNumber).slice(-10);
    await claimAttempt(part, (payer) => `Funds transfer to A/C ${accountNumber} by ${payer}`);
  });

  it("refuses words every row of the statement carries (a branch code), though they are letters and digits enough", async () => {
    await claimAttempt("ISB BR 0452", (payer) => `MEEZAN ISB BR 0452 IBFT from ${payer}`);
  });
});
