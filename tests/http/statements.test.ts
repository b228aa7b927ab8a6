import { randomBytes, randomInt } from "node:crypto";
import { GET as banks } from "@/app/api/payment/statements/banks/route";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, placedDaysAgo, postStatement, xlsxFile } from "../support/bank-statements";

setUpTestDatabase();

const dryRun = async (rows: string[][], mapping: unknown = MAPPING) =>
  postStatement((await admin()).cookie, { file: csvFile([HEADER, ...rows]), mapping });

describe("POST /api/payment/statements: matching (dry run)", () => {
  it("matches a row by the payment's reference, in any spelling, and by its transaction number", async () => {
    const [byReference, bySpacedReference, byTransaction] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    const spaced = bySpacedReference.reference.toLowerCase().replace("-", " ");
    const transaction = byTransaction.transactionId.toLowerCase().replace(/-/g, " ");
    const { status, data } = await dryRun([
      [day(), `IBFT from Ali ${byReference.reference} thanks`, "1,500.00"],
      [day(), `Transfer ref ${spaced}`, "PKR 1500"],
      [day(), `Funds transfer TID:${transaction}`, "1500"],
    ]);
    expect(status).toBe(200);
    expect(data.matched).toEqual([
      expect.objectContaining({ row: 2, paymentId: byReference.id, by: "reference", amount: 1500, reference: byReference.reference }),
      expect.objectContaining({ row: 3, paymentId: bySpacedReference.id, by: "reference" }),
      expect.objectContaining({ row: 4, paymentId: byTransaction.id, by: "transaction", amount: 1500 }),
    ]);
    expect(data).toMatchObject({ rows: 3, mismatched: [], unmatched: [], alreadyDecided: [] });
  });

  it("reads the reference column too, when the mapping names one", async () => {
    const payment = await pendingPayment();
    const file = csvFile([
      ["Date", "Narration", "Ref", "Credit"],
      [day(), "IBFT", payment.reference, "1,500"],
    ]);
    const mapping = { date: "Date", amount: "Credit", description: "Narration", reference: "Ref" };
    const { data } = await postStatement((await admin()).cookie, { file, mapping });
    expect(data.matched).toEqual([expect.objectContaining({ paymentId: payment.id, by: "reference" })]);
  });

  it("lists a row whose amount differs as mismatched, with both amounts", async () => {
    const payment = await pendingPayment(1500);
    const { data } = await dryRun([[day(), `Payment ${payment.reference}`, "1,000.00"]]);
    expect(data.matched).toEqual([]);
    expect(data.mismatched).toEqual([expect.objectContaining({ row: 2, paymentId: payment.id, expected: 1500, found: 1000 })]);
  });

  it("never matches a row dated more than 3 days before the order was placed", async () => {
    const [onTime, early] = [await pendingPayment(), await pendingPayment()];
    await placedDaysAgo(onTime.id, 10);
    await placedDaysAgo(early.id, 10);
    const { data } = await dryRun([
      [day(-13), `Ref ${onTime.reference}`, "1500"],
      [day(-14), `Ref ${early.reference}`, "1500"],
    ]);
    expect(data.matched.map((match) => match.paymentId)).toEqual([onTime.id]);
    expect(data.unmatched).toEqual([expect.objectContaining({ row: 3, amount: 1500, reason: "before-order" })]);
  });

  it("lists rows of decided payments as already decided, and rows naming nothing as not found", async () => {
    const payment = await pendingPayment();
    const cookie = (await admin()).cookie;
    const decide = (await import("@/app/api/payment/update-status/route")).POST;
    await call(decide, { cookie, json: { paymentId: payment.id, accepted: true } });
    const { data } = await dryRun([
      [day(), `Ref ${payment.reference}`, "1500"],
      [day(), "Salary November", "85,000.00"],
      [day(), "ATM withdrawal", "-5,000.00"],
      [day(), "Opening balance", ""],
    ]);
    expect(data.alreadyDecided).toEqual([expect.objectContaining({ row: 2, paymentId: payment.id, status: "ACCEPTED" })]);
    // Debits and rows without an amount are no payment: they are not listed.
    expect(data.unmatched).toEqual([{ row: 3, description: "Salary November", amount: 85000, reason: "not-found" }]);
    expect(data.rows).toBe(4);
  });

  it("lets the first row of a payment take it; a second row naming it is not matched again", async () => {
    const payment = await pendingPayment();
    const { data } = await dryRun([
      [day(), `Ref ${payment.reference}`, "1500"],
      [day(), `Again ${payment.reference}`, "1500"],
    ]);
    expect(data.matched.map((match) => match.row)).toEqual([2]);
    expect(data.unmatched).toEqual([expect.objectContaining({ row: 3, reason: "matched-above" })]);
  });

  it("matches a transaction number only as whole words, and only one strong enough (8 letters and digits, 4 digits)", async () => {
    const digits = String(randomInt(10 ** 9)).padStart(9, "0");
    const letters = Array.from(randomBytes(6), (byte) => String.fromCharCode(65 + (byte % 26))).join("");
    const strong = await pendingPayment(1500, `TXN${digits}`);
    const short = await pendingPayment(1500, `${letters.slice(0, 3)}-${digits.slice(0, 4)}`); // 7
    const fewDigits = await pendingPayment(1500, `${letters} ${digits.slice(0, 3)}`); // 3 digits
    const { data } = await dryRun([
      [day(), `REF${strong.transactionId}X`, "1500"],
      [day(), `Paid ${short.transactionId}`, "1500"],
      [day(), `Paid ${fewDigits.transactionId}`, "1500"],
      [day(), `Paid ${strong.transactionId}`, "1500"],
    ]);
    expect(data.matched).toEqual([expect.objectContaining({ row: 5, paymentId: strong.id, by: "transaction" })]);
    expect(data.unmatched.map((row) => [row.row, row.reason])).toEqual([
      [2, "not-found"],
      [3, "not-found"],
      [4, "not-found"],
    ]);
  });
});

describe("the header and the mapping remembered per bank", () => {
  it("answers the header and offers a guess without a mapping, then the bank's remembered mapping", async () => {
    const cookie = (await admin()).cookie;
    const bank = `Bank ${crypto.randomUUID().slice(0, 6)}`;
    const rows = [
      ["Account statement", "", "", ""],
      ["Txn Date", "Particulars", "Debit", "Credit"],
      [day(), "Something", "", "10.00"],
    ];
    const first = await postStatement(cookie, { file: await xlsxFile(rows), bank });
    expect(first.data).toMatchObject({ header: ["Txn Date", "Particulars", "Debit", "Credit"], headerRow: 2, rows: 1 });
    expect(first.data.mapping).toEqual({ date: "Txn Date", amount: "Credit", description: "Particulars" });
    expect(first.data).not.toHaveProperty("matched");

    const chosen = { date: "Txn Date", amount: "Credit", description: "Particulars", reference: "Debit" };
    expect((await postStatement(cookie, { file: await xlsxFile(rows), bank, mapping: chosen })).status).toBe(200);
    const again = await postStatement(cookie, { file: csvFile(rows), bank: ` ${bank.toUpperCase()} ` });
    expect(again.data.mapping).toEqual(chosen);
    const listed = (await call(banks, { cookie })).body.data as { bank: string; mapping: unknown }[];
    expect(listed.find((entry) => entry.bank === bank)?.mapping).toEqual(chosen);
  });

  it("needs a mapping to approve", async () => {
    const { status, body } = await postStatement((await admin()).cookie, { file: csvFile([HEADER, [day(), "x", "1"]]), dryRun: false });
    expect(status).toBe(400);
    expect(body.field).toBe("mapping");
  });
});
