import { describe, expect, it } from "vitest";
import { disagreementsOf, paidBeforeOrder, type ReadFields } from "@/lib/payments/proof-reading/disagreements";

// Placed 20 Nov 2026, 00:30 in Karachi (19 Nov 19:30 UTC).
const order = {
  id: "own",
  reference: "AP-7KQ3M9",
  transactionKey: "TXN12345678",
  amountPaisa: 150_000,
  placedAt: new Date("2026-11-19T19:30:00Z"),
};
const nothing: ReadFields = { transactionKey: null, amountPaisa: null, paidAt: null, reference: null };

describe("disagreementsOf", () => {
  it("finds none when every field read agrees, or none was read", () => {
    expect(disagreementsOf(nothing, order, null)).toEqual([]);
    const agreeing = { transactionKey: "TXN12345678", amountPaisa: 150_000, paidAt: "2026-11-19T21:00:00+05:00", reference: "AP-7KQ3M9" };
    expect(disagreementsOf(agreeing, order, "own")).toEqual([]);
  });

  it("names a different transaction number and a different amount", () => {
    expect(disagreementsOf({ ...nothing, transactionKey: "TXN12345679" }, order, null)).toEqual(["transaction-number"]);
    expect(disagreementsOf({ ...nothing, amountPaisa: 150_001 }, order, null)).toEqual(["amount"]);
  });

  it("names a reference read that is not the order's: another payment's, or one no payment holds", () => {
    const read = { ...nothing, reference: "AP-2222AA" };
    expect(disagreementsOf(read, order, "other")).toEqual(["another-order-reference"]);
    // A checkout's reference for another cart, say: no order's, and still not this one's.
    expect(disagreementsOf(read, order, null)).toEqual(["unknown-reference"]);
    expect(disagreementsOf({ ...nothing, reference: order.reference }, order, "own")).toEqual([]);
  });

  it("lists several in a fixed order", () => {
    const read = { transactionKey: "X1234567890", amountPaisa: 1, paidAt: "2026-01-01", reference: "AP-2222AA" };
    expect(disagreementsOf(read, order, "other")).toEqual(["transaction-number", "amount", "paid-before-order", "another-order-reference"]);
  });
});

describe("paidBeforeOrder: more than 3 days before the order was placed", () => {
  it("compares a time to the instant the order was placed", () => {
    expect(paidBeforeOrder("2026-11-17T00:30:00+05:00", order.placedAt)).toBe(false); // exactly 3 days before
    expect(paidBeforeOrder("2026-11-17T00:29:00+05:00", order.placedAt)).toBe(true);
    expect(paidBeforeOrder("2026-11-25T10:00:00+05:00", order.placedAt)).toBe(false);
  });

  it("compares a date printed without a time by its day in Pakistan", () => {
    // The order's day in Karachi is 20 Nov (it is still 19 Nov in UTC): 17 Nov is within, 16 Nov is not.
    expect(paidBeforeOrder("2026-11-17", order.placedAt)).toBe(false);
    expect(paidBeforeOrder("2026-11-16", order.placedAt)).toBe(true);
  });

  it("says nothing of a value that is no date", () => {
    expect(paidBeforeOrder("yesterday", order.placedAt)).toBe(false);
  });
});
