import { describe, expect, it } from "vitest";
import { MATCHED_CHARS, rowWords, SPAN_WORDS, spansOf, type Span } from "@/lib/payments/statements/row-spans";
import type { StatementLine } from "@/lib/payments/statements/table";

const OWN = ["01010104567890", "1010104567890"];
const line = (description: string, reference = "", amountPaisa = 150_000): StatementLine => ({
  row: 2,
  day: "2026-11-29",
  amountPaisa,
  description,
  reference,
});
const strongKeys = (spans: Span[]) => spans.filter((span) => span.strong).map((span) => span.key);
const spansOfRow = (description: string, common: string[] = [], reference = "") =>
  spansOf(rowWords(line(description, reference), OWN), new Set(common));

describe("what a statement row may name a payment by", () => {
  it("never a date, a time, an amount or the academy's account, alone or joined to a bank's words", () => {
    const keys = strongKeys(spansOfRow("IBFT 29-11-2026 14:22 to 0101-0104567890 PKR 1,500.00 1500 29NOV26"));
    expect(keys).toEqual([]);
  });

  it("a number among them, with or without the words around it", () => {
    const keys = strongKeys(spansOfRow("IBFT 29-11-2026 14:22 TID 9876 5432 to 0101-0104567890"));
    expect(keys).toContain("98765432");
    expect(keys).toContain("TID98765432");
    expect(keys).toContain("291120261422TID98765432"); // the payer's number is in it: the date adds nothing, takes nothing
    expect(keys.every((key) => /9876|5432/.test(key))).toBe(true); // none without a part of the payer's number
  });

  it("not by words the statement prints in many rows, though a number beside them still names", () => {
    expect(strongKeys(spansOfRow("MCB ISB BR 0452 from ALI", ["MCB", "ISB", "BR", "0452", "FROM"]))).toEqual([]);
    expect(strongKeys(spansOfRow("MCB ISB BR 0452 TID 98765432", ["MCB", "ISB", "BR", "0452"]))).toContain("BR0452TID98765432");
  });

  it("a reference as runs of whole words, of the reference cell and the description alike", () => {
    const keys = spansOfRow("a p 7 k q 3 m 9", [], "AP-7KQ3M9").map((span) => span.key);
    expect(keys.filter((key) => key === "AP7KQ3M9")).toHaveLength(2);
    expect(spansOfRow("REF912345678").map((span) => span.key)).not.toContain("12345678");
  });
});

describe("the work a row costs is bounded, however long its description", () => {
  const words = (count: number, word: (n: number) => string) => Array.from({ length: count }, (_, n) => word(n)).join(" ");

  it("reads a 100,000-word description only up to MATCHED_CHARS, and builds no span of letters that cannot be a key", () => {
    const description = words(100_000, () => "a");
    const read = rowWords(line(description), OWN);
    expect(read.length).toBeLessThanOrEqual(MATCHED_CHARS / 2);
    expect(spansOfRow(description)).toEqual([]);
  });

  it("builds at most SPAN_WORDS spans a word read, when every run could be a number", () => {
    const description = words(100_000, (n) => String(n % 100).padStart(2, "0"));
    const read = rowWords(line(description), OWN);
    const spans = spansOfRow(description);
    expect(read.length).toBeLessThanOrEqual(MATCHED_CHARS / 2);
    expect(spans.length).toBeGreaterThan(0);
    expect(spans.length).toBeLessThanOrEqual(SPAN_WORDS * read.length);
    expect(spans.every((span) => span.key.length <= 64)).toBe(true);
  });

  it("names by what its first MATCHED_CHARS characters hold, and never by a word the cut would make", () => {
    const filler = "x".repeat(MATCHED_CHARS - 6);
    expect(strongKeys(spansOfRow(`TID 98765432 ${filler}`))).toContain("98765432");
    expect(strongKeys(spansOfRow(`${filler} 123456789012`))).toEqual([]);
  });
});
