import { describe, expect, it } from "vitest";
import { strongTransactionKey, transactionKey } from "@/lib/payments/transaction-number";

describe("a transaction number strong enough to name a payment", () => {
  it.each([
    ["8 letters and digits, 4 of them digits", "ABCD1234", "ABCD1234"],
    ["8 digits", "12345678", "12345678"],
    ["separators do not count, but what they separate does", "txn-12 34/ab.c_d", "TXN1234ABCD"],
    ["a bank's reference number", "FT0000001234", "FT0000001234"],
    ["digits anywhere", "1a2b3c4d", "1A2B3C4D"],
  ])("%s: %j", (_, text, key) => expect(strongTransactionKey(text)).toBe(key));

  it.each([
    ["7 letters and digits, 4 of them digits", "ABC1234"],
    ["7 digits", "1234567"],
    ["8 letters and digits, only 3 of them digits", "ABCDE123"],
    ["long, 3 digits", "ONLINETRANSFER123"],
    ["separators are not characters", "AB-12-34-5"],
    ["words", "Online Transfer"],
    ["a bank's word", "IBFT"],
    ["words with a space", "Cash deposit"],
    ["nothing", ""],
    ["only separators", "--- ./ _"],
    ["digits of other scripts are not digits", "TXN١٢٣٤٥٦٧٨"],
  ])("refuses %s: %j", (_, text) => expect(strongTransactionKey(text)).toBeNull());

  it("compares as the uniqueness rule does: letters and digits, upper-cased", () => {
    expect(transactionKey("TXN-12 34")).toBe("TXN1234");
    expect(strongTransactionKey("txn 1234 5")).toBe(strongTransactionKey("TXN-12345"));
  });
});
