import { describe, expect, it } from "vitest";
import { mismatchesToConfirm, mismatchSentence } from "@/lib/payments/proof-reading/mismatch-words";
import { readerNoteText } from "@/lib/payments/proof-reading/reader-note";
import { readingSummary } from "@/lib/payments/proof-reading/reading-summary";

const order = { transactionId: "TXN-DEMO-0020", amount: 3900, reference: "AP-7KQ3M9" };
const agreeing = { transactionId: "TXNDEMO0020", amountPkr: 3900, reference: "AP-7KQ3M9", disagreements: [] };

describe("the desk's line on a reading", () => {
  it("says it agrees only when the number, the amount and the reference were all read and agree", () => {
    expect(readingSummary(agreeing)).toBe("Agrees with the order.");
  });

  it("never counts a field not read as agreeing", () => {
    expect(readingSummary({ ...agreeing, reference: null })).toBe("No disagreement in what was read. Not read: the reference.");
    expect(readingSummary({ transactionId: null, amountPkr: null, reference: null, disagreements: [] })).toBe(
      "No disagreement in what was read. Not read: the transaction number, the amount and the reference.",
    );
    expect(readingSummary({ ...agreeing, transactionId: "TXNDEMO0002", reference: null, disagreements: ["transaction-number"] })).toBe(
      "1 disagreement with the order. Not read: the reference.",
    );
  });
});

describe("what an approval must confirm", () => {
  it("names the number, the amount and a reference read as another, in words", () => {
    const read = {
      transactionId: "TXNDEMO0002",
      amountPkr: 3000,
      reference: "AP-2222AA",
      disagreements: ["transaction-number", "amount", "paid-before-order", "another-order-reference"] as const,
    };
    const mismatches = mismatchesToConfirm(read, order);
    expect(mismatches.map(({ kind, read, expected }) => ({ kind, read, expected }))).toEqual([
      { kind: "transaction-number", read: "TXNDEMO0002", expected: "TXN-DEMO-0020" },
      { kind: "amount", read: "3000", expected: "3900" },
      { kind: "another-order-reference", read: "AP-2222AA", expected: "AP-7KQ3M9" },
    ]);
    expect(mismatchSentence(mismatches)).toBe(
      "What was read from the screenshot disagrees with the order: the transaction number read is TXNDEMO0002, the learner typed TXN-DEMO-0020; " +
        "the amount read is PKR 3,000.00, the order's is PKR 3,900.00; the reference read is AP-2222AA, another order's, not this order's AP-7KQ3M9.",
    );
  });

  it("asks nothing for a payment date outside the window, nor for a reading that agrees", () => {
    expect(mismatchesToConfirm({ ...agreeing, disagreements: ["paid-before-order"] }, order)).toEqual([]);
    expect(mismatchesToConfirm(agreeing, order)).toEqual([]);
    expect(mismatchesToConfirm({ ...agreeing, reference: "AP-3333BB", disagreements: ["unknown-reference"] }, order)[0]!.text).toBe(
      "the reference read is AP-3333BB, no order's, not this order's AP-7KQ3M9",
    );
  });
});

describe("the reader's note on the desk", () => {
  it("names fields in words and says the reader was not sure, with no confidence figures", () => {
    expect(readerNoteText('transactionId: OCR was unsure of "1234 5678 9012" (confidence 62)')).toBe(
      'transaction number: the reader was not sure of "1234 5678 9012"',
    );
    expect(readerNoteText('reference: OCR was unsure of "AP-Y4UFAP" (confidence 58)\namountPkr: several amounts read (1, 2)')).toBe(
      'reference: the reader was not sure of "AP-Y4UFAP"\namount: several amounts read (1, 2)',
    );
    expect(readerNoteText("a PDF: only images are read")).toBe("a PDF: only images are read");
  });
});
