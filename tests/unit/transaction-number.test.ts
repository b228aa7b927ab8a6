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

  it.each([
    ["a date", "29-11-2026"],
    ["a date in eight digits", "29112026"],
    ["a date year first", "2026/11/29"],
    ["a date with the month's name", "29-Nov-2026"],
    ["a date run together", "29NOV2026"],
    ["a date and a time", "29/11/2026 14:22"],
    ["a bank's word and a date", "IBFT 29-11-2026"],
    ["a date with a time in words", "Nov 29, 2026 2:05 PM"],
    ["an amount", "1,500,000.00"],
    ["a currency and an amount", "PKR 12,345.67"],
  ])("refuses %s: %j, which reads as what a bank prints for everyone", (_, text) => expect(strongTransactionKey(text)).toBeNull());

  it("refuses the academy's own account number, in an IBAN too, but only when told which it is", () => {
    const own = ["01010104567890", "1010104567890"];
    for (const text of ["0101-0104567890", "01010104567890", "PK36MEZN0001010104567890", "to 0101 0104567890"])
      expect(strongTransactionKey(text, own)).toBeNull();
    expect(strongTransactionKey("0101-0104567890")).toBe("01010104567890");
    expect(strongTransactionKey("TXN 98765432", own)).toBe("TXN98765432");
  });

  it.each([
    ["a bank id that starts with a day", "20261129123456"],
    ["digits that are no day", "12345678"],
    ["a number beside a date", "29-11-2026 TID 98765432"],
  ])("still takes %s: %j", (_, text) => expect(strongTransactionKey(text)).toBe(transactionKey(text)));

  it("compares as the uniqueness rule does: letters and digits, upper-cased", () => {
    expect(transactionKey("TXN-12 34")).toBe("TXN1234");
    expect(strongTransactionKey("txn 1234 5")).toBe(strongTransactionKey("TXN-12345"));
  });
});
