import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../support/db";
import { longestHold } from "../support/event-loop";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement } from "../support/bank-statements";

setUpTestDatabase();

describe("a statement with a very long description", () => {
  it("is matched without holding the event loop over 100 ms, and still names the payment its row begins with", async () => {
    const boss = await admin();
    const payment = await pendingPayment();
    // 100,000 one-letter words (200 kB): every run of them was once a candidate string.
    const words = Array.from({ length: 100_000 }, () => "a").join(" ");
    const file = csvFile([HEADER, [day(), `TID ${payment.transactionId} ${words}`, "1500"], [day(), words, "10"]]);
    // Once before the measure, so that compiling the code paths of a long cell is not counted.
    await postStatement(boss.cookie, { file, mapping: MAPPING });

    const { result, longestMs } = await longestHold(() => postStatement(boss.cookie, { file, mapping: MAPPING }));
    expect(result.status).toBe(200);
    expect(result.data.matched).toEqual([expect.objectContaining({ row: 2, paymentId: payment.id, by: "transaction" })]);
    expect(result.data.unmatched).toEqual([expect.objectContaining({ row: 3, reason: "not-found" })]);
    expect(longestMs, "the longest the event loop was held (ms)").toBeLessThan(100);
  });
});
