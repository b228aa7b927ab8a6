import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractProofFields } from "@/lib/payments/proof-reading/extract";
import { strongTransactionKey } from "@/lib/payments/transaction-number";

/** A receipt as demo/sample-files.ts `receiptSvg` draws it, read back line by line. */
const demoReceipt = (details: { bank: string; amount: string; transactionId: string; when: string }) =>
  [
    `${details.bank} · Funds Transfer`,
    "Transaction Successful",
    `PKR ${details.amount}.00`,
    `Transaction ID ${details.transactionId}`,
    `Date and time ${details.when}`,
    "From Sana Ahmed",
    "To AnaesPrep",
    "Fee PKR 0.00",
    "Share receipt",
  ].join("\n");

const read = (text: string) => extractProofFields(text);
const transactionOf = (text: string) => read(text).transactionId;

describe("a receipt in the demo's style", () => {
  it("reads every field of the approved demo proof", () => {
    const fields = read(demoReceipt({ bank: "HBL", amount: "5,000", transactionId: "TXN-DEMO-0001", when: "24 Nov 2026, 9:41 pm" }));
    expect(fields).toEqual({
      transactionId: "TXNDEMO0001",
      amountPkr: 5000,
      paidAt: "2026-11-24T21:41:00+05:00",
      bank: "HBL",
      reference: null,
      unsure: [],
    });
  });

  it("reads the pending demo proof, with the narrow spaces Intl puts in a time", () => {
    const fields = read(
      demoReceipt({ bank: "Meezan Bank", amount: "2,500", transactionId: "MZN 2026 1127 88", when: "27 Nov 2026, 6:21\u202fpm" }),
    );
    expect(fields).toMatchObject({
      transactionId: "MZN2026112788",
      amountPkr: 2500,
      paidAt: "2026-11-27T18:21:00+05:00",
      bank: "Meezan Bank",
      unsure: [],
    });
  });

  it("reads a wallet receipt in other words, and the reference the payer wrote", () => {
    const text = [
      "easypaisa",
      "Money sent successfully!",
      "Rs. 1,500",
      "Trx ID: 31234567890",
      "Nov 24, 2026 09:41 PM",
      "Sent to: AnaesPrep (Meezan Bank)",
      "Description: ap-7kq3m9 anaesthesia",
      "Charges: Rs. 0",
    ].join("\n");
    expect(read(text)).toEqual({
      transactionId: "31234567890",
      amountPkr: 1500,
      paidAt: "2026-11-24T21:41:00+05:00",
      bank: "Easypaisa",
      reference: "AP-7KQ3M9",
      unsure: [],
    });
  });
});

describe("receipts of other apps, in their light and dark themes' wordings", () => {
  it("a bank's IBFT receipt in capitals (dark theme), the number on the line below its label", () => {
    const text = [
      "MEEZAN BANK",
      "FUNDS TRANSFER SUCCESSFUL",
      "TRANSFER AMOUNT",
      "PKR 12,34,567.00",
      "TRANSACTION REFERENCE",
      "FT26328ZX9K4",
      "DATE & TIME",
      "24-NOV-2026 21:41:05",
      "BENEFICIARY BANK HBL",
      "PURPOSE AP-7KQ3M9",
      "FEE & FED PKR 0.00",
    ].join("\n");
    expect(read(text)).toEqual({
      transactionId: "FT26328ZX9K4",
      amountPkr: 1234567,
      paidAt: "2026-11-24T21:41:05+05:00",
      bank: "Meezan Bank",
      reference: "AP-7KQ3M9",
      unsure: [],
    });
  });

  it("a wallet's receipt in sentence case (light theme), the time before the date", () => {
    const text = [
      "JazzCash",
      "Payment successful",
      "Rs. 2,500",
      "TID: 0312 3456 7890",
      "9:41 PM, 24/11/2026",
      "Service fee",
      "Rs. 0.00",
    ].join("\n");
    expect(read(text)).toEqual({
      transactionId: "031234567890",
      amountPkr: 2500,
      paidAt: "2026-11-24T21:41:00+05:00",
      bank: "JazzCash",
      reference: null,
      unsure: [],
    });
  });

  it("a receipt OCR read badly says which fields it could not read, and reads the rest", () => {
    const text = ["HBL", "Transaction ID: 1234567B9012", "Rs. 1,500", "Rs. 1,550", "24/11/2026"].join("\n");
    const fields = read(text);
    expect(fields).toMatchObject({ transactionId: null, amountPkr: null, paidAt: "2026-11-24", bank: "HBL" });
    expect(fields.unsure.map((doubt) => doubt.split(":")[0])).toEqual(["transactionId", "amountPkr", "paidAt"]);
  });
});

describe("the transaction number", () => {
  it.each([
    ["Transaction ID: 123456789012", "123456789012"],
    ["transaction id 123456789012", "123456789012"],
    ["TRANSACTION ID # 123456789012", "123456789012"],
    ["TID: 0312345678", "0312345678"],
    ["TID 0312 345 678", "0312345678"],
    ["Trx ID - 31234567890", "31234567890"],
    ["TrxID:31234567890", "31234567890"],
    ["rx ID\n629858027702", "629858027702"],
    ["Txn ID TXN-12 34 56", "TXN123456"],
    ["Reference No. FT26331ABCD", "FT26331ABCD"],
    ["Reference No 9876543210", "9876543210"],
    ["Ref No: 9876543210", "9876543210"],
    ["Ref #: 9876543210", "9876543210"],
    ["RRN: 633112345678", "633112345678"],
    ["RRN No. 633112345678", "633112345678"],
    ["Transaction Reference: FT26112412345", "FT26112412345"],
    ["Transaction Ref. 2611 2412 345", "26112412345"],
    ["Transaction No. 2611241234", "2611241234"],
    ["Transaction Number: 2611241234", "2611241234"],
    ["Transaction ID\n123456789012", "123456789012"],
    ["Transaction ID:\n  123456789012  ", "123456789012"],
    ["Transaction ID\t123456789012\tCopy", "123456789012"],
    ["Transaction ID: 123456789012 Successful", "123456789012"],
    ["Transaction ID: 123456789012.", "123456789012"],
  ])("%j → %s", (text, key) => {
    expect(read(text)).toMatchObject({ transactionId: key, unsure: [] });
  });

  it("a STAN is usually six digits: too weak alone, ignored beside a strong number", () => {
    expect(read("STAN: 123456")).toMatchObject({
      transactionId: null,
      unsure: [expect.stringMatching(/^transactionId: "123456" after "STAN" is too weak/)],
    });
    expect(read("STAN: 123456\nTransaction ID: 123456789012")).toMatchObject({ transactionId: "123456789012", unsure: [] });
  });

  it("is never taken without a label", () => {
    expect(read("Funds Transfer\n123456789012\nPKR 1,500")).toMatchObject({ transactionId: null, unsure: [] });
    expect(transactionOf("Account 03001234567")).toBeNull();
    expect(transactionOf("Order AP-7KQ3M9")).toBeNull();
  });

  it("a label printed with no value takes neither the date nor the amount below it", () => {
    for (const below of ["24 NOV 2026 21:41", "24-11-2026", "21:41:05", "PKR 12,34,567", "Rs 150000"])
      expect(read(`Transaction ID\n${below}`)).toMatchObject({ transactionId: null });
  });

  it("is never a weak value: a number made of words, too few digits, too short", () => {
    for (const value of ["Online Transfer", "IBFT", "Cash deposit", "ABCDE123", "ABC1234"]) {
      const fields = read(`Transaction ID: ${value}`);
      expect(fields.transactionId).toBeNull();
      expect(fields.unsure).toEqual([expect.stringMatching(/^transactionId: .*too weak to name a payment$/)]);
    }
  });

  it("two different labelled numbers are null and unsure; the same number twice is one", () => {
    const two = read("Transaction ID: 123456789012\nRRN: 633112345678");
    expect(two.transactionId).toBeNull();
    expect(two.unsure).toEqual(["transactionId: several numbers read (123456789012, 633112345678)"]);
    expect(read("TID 0312345678\nTransaction ID: 0312-345-678")).toMatchObject({ transactionId: "0312345678", unsure: [] });
    expect(transactionOf("TID 0312345678 RRN 633112345678")).toBeNull();
  });

  it("does not take the order's reference for the bank's number", () => {
    expect(read("Reference No: AP-7KQ3M9\nTID: 0312345678")).toMatchObject({ transactionId: "0312345678", reference: "AP-7KQ3M9" });
  });

  it.each([
    "12345O789012",
    "1234567890l2",
    "4bd5eb90236dbd6d8eel0817",
    "52361ios0817",
    "14d6619d49delcceaa7dd8ce",
    "I23456789012",
    "12345678S012",
    "1234B6789012",
    "1234 5678 9O12",
  ])("letters OCR confuses with digits among digits (%s) are unsure, never corrected", (value) => {
    const fields = read(`Transaction ID: ${value}`);
    expect(fields.transactionId).toBeNull();
    expect(fields.unsure).toEqual([expect.stringContaining("letters OCR confuses")]);
  });

  it.each(["FT27229TNEQ]", "c2¢26d2238a510730f0f0f52", "1234|5678|9012", "FT2633(ABCD"])(
    "a symbol no transaction number prints (%s) is a misread character: unsure, never dropped",
    (value) => {
      const fields = read(`Transaction ID: ${value}`);
      expect(fields.transactionId).toBeNull();
      expect(fields.unsure).toEqual([expect.stringContaining("holds a symbol no transaction number prints")]);
    },
  );

  it("keeps look-alike letters in a number that is mostly letters, or in a word before digits", () => {
    expect(transactionOf("Transaction Reference: IBFT26112412345")).toBe("IBFT26112412345");
    expect(transactionOf("Transaction ID: TXN-DEMO-0001")).toBe("TXNDEMO0001");
    expect(transactionOf("TID: BOSSIO1234")).toBe("BOSSIO1234");
    expect(transactionOf("Transaction ID: 4bd5eb90236dbd6d8ee10817")).toBe("4BD5EB90236DBD6D8EE10817");
  });

  it("is null and unsure when OCR was not confident of a group of its characters", () => {
    const text = "Transaction ID: 1234 5678 9012";
    const words = (third: number) => [
      { text: "Transaction", confidence: 96 },
      { text: "ID:", confidence: 40 },
      { text: "1234", confidence: 95 },
      { text: "5678", confidence: 91 },
      { text: "9012", confidence: third },
    ];
    expect(extractProofFields(text, words(93))).toMatchObject({ transactionId: "123456789012", unsure: [] });
    expect(extractProofFields(text, words(80))).toMatchObject({ transactionId: "123456789012", unsure: [] });
    const low = extractProofFields(text, words(62));
    expect(low.transactionId).toBeNull();
    expect(low.unsure).toEqual(['transactionId: OCR was unsure of "1234 5678 9012" (confidence 62)']);
    // A word that holds the whole value (OCR did not split it) counts too.
    expect(extractProofFields("TID 0312345678", [{ text: "0312345678", confidence: 55 }]).transactionId).toBeNull();
  });
});

describe("properties", () => {
  const alnum = fc.constantFrom(..."ACDEFGHJKMNPQRTUVWXYZ0123456789".split(""));
  const label = fc.constantFrom("Transaction ID", "TID", "Trx ID", "Reference No.", "RRN", "Transaction Reference", "Ref No", "STAN");
  const separator = fc.constantFrom(": ", " ", " - ", " # ", ":\n", "\n", " No. ");

  it("text with no label never yields a transaction number", () => {
    const noLabel = fc.string({
      unit: fc.constantFrom(..."AaBbOo0123456789 :-#.\n".split(""), "Rs ", "PKR ", "Date ", "Amount ", "Fee "),
      maxLength: 80,
    });
    fc.assert(
      fc.property(noLabel, (text) => {
        expect(transactionOf(text)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it("a labelled strong number comes back as its key, whatever separates it from its label", () => {
    const strong = fc
      .array(alnum, { minLength: 8, maxLength: 20 })
      .map((symbols) => symbols.join(""))
      .filter((value) => strongTransactionKey(value) !== null);
    fc.assert(
      fc.property(label, separator, strong, (name, between, value) => {
        const fields = read(`Funds Transfer\n${name}${between}${value}\nPKR 1,500`);
        expect(fields.transactionId).toBe(value);
        expect(fields.unsure.filter((doubt) => doubt.startsWith("transactionId"))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
