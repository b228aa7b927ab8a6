import { describe, expect, it } from "vitest";
import { parseAmountPaisa, parseDay } from "@/lib/payments/statements/cells";

describe("statement amounts", () => {
  it.each([
    ["1,500.00", 150_000],
    ["PKR 1500", 150_000],
    ["Rs. 1,500.5", 150_050],
    ["1500", 150_000],
    [" 12,345,678.90 ", 1_234_567_890],
    ["1,500.00 CR", 150_000],
    ["1500 DR", -150_000],
    ["-1,500.00", -150_000],
    ["(1,500.00)", -150_000],
    ["1500 PKR", 150_000],
  ])("reads %j as %d paisa", (text, paisa) => expect(parseAmountPaisa(text)).toBe(paisa));

  it.each(["abc", "1,50.00", "1500.123", "1.500,00", "", "PKR", "15 00", "1e3", "#N/A"])("refuses %j", (text) =>
    expect(parseAmountPaisa(text)).toBeNull(),
  );
});

describe("statement dates", () => {
  it.each([
    ["2026-11-20", "2026-11-20"],
    ["2026-11-20T14:33:00+05:00", "2026-11-20"],
    ["2026-11-20 09:15", "2026-11-20"],
    ["20/11/2026", "2026-11-20"],
    ["5/1/2026", "2026-01-05"],
    ["20-11-2026", "2026-11-20"],
    ["20.11.2026 10:01:02 PM", "2026-11-20"],
    ["20-Nov-2026", "2026-11-20"],
    ["20 NOV 2026", "2026-11-20"],
    ["20-Nov-26", "2026-11-20"],
    ["1 September 2026", "2026-09-01"],
  ])("reads %j as %s", (text, day) => expect(parseDay(text)).toBe(day));

  it("reads an XLSX date cell by its calendar day", () => expect(parseDay(new Date(Date.UTC(2026, 10, 20)))).toBe("2026-11-20"));

  it.each(["31/02/2026", "11/20/2026", "2026/11/20x", "yesterday", "", "20-Foo-2026", "45678"])("refuses %j", (text) =>
    expect(parseDay(text)).toBeNull(),
  );
});
