import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PERCENTAGE_DIGITS, percentageOf } from "@/lib/attempts/rules";
import { formatCalendarDay, formatDate, formatDateTime, formatPercent, formatPercentile, NO_VALUE } from "@/lib/format";

// docs/rules.md, "Money and time": one way of writing dates, day before month, in Pakistan time.
describe("dates as Pakistani readers read them", () => {
  it("writes an instant in Pakistan time, day first, with a lower-case am/pm and the zone", () => {
    expect(formatDateTime("2026-12-02T16:50:00Z")).toBe("2 Dec 2026, 9:50 pm PKT");
    expect(formatDateTime(new Date("2026-02-12T03:05:00Z"))).toBe("12 Feb 2026, 8:05 am PKT");
    expect(formatDateTime("2026-12-31T19:30:00Z")).toBe("1 Jan 2027, 12:30 am PKT"); // past midnight in Karachi
    expect(formatDateTime("not a date")).toBe("");
  });

  it("writes the Pakistani day of an instant, and a calendar day", () => {
    expect(formatDate("2026-12-31T19:30:00Z")).toBe("1 Jan 2027");
    expect(formatCalendarDay("2026-09-05")).toBe("5 Sep 2026");
  });
});

// docs/rules.md, "Money and time": one way of writing a percentage, and one dash for no value.
describe("percentages", () => {
  it("writes whole percents by default, with no space before the sign", () => {
    expect(formatPercent(42)).toBe("42%");
    expect(formatPercent(66.6)).toBe("67%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(100)).toBe("100%");
  });

  it("rounds to the decimals asked and drops trailing zeros, as a person writes a percentage", () => {
    expect(formatPercent(50, { digits: 1 })).toBe("50%");
    expect(formatPercent(33.333, { digits: 1 })).toBe("33.3%");
    expect(formatPercent(percentageOf(2, 3), { digits: PERCENTAGE_DIGITS })).toBe("66.67%");
    expect(formatPercent(percentageOf(1, 2), { digits: PERCENTAGE_DIGITS })).toBe("50%");
    expect(formatPercent(20, { digits: PERCENTAGE_DIGITS })).toBe("20%");
    expect(formatPercent(66.7, { digits: PERCENTAGE_DIGITS })).toBe("66.7%");
    expect(formatPercent(0, { digits: PERCENTAGE_DIGITS })).toBe("0%");
  });

  it("says a percentile whole, with its ordinal", () => {
    expect(formatPercentile(51.67)).toBe("52nd percentile");
    expect(formatPercentile(1)).toBe("1st percentile");
    expect(formatPercentile(11)).toBe("11th percentile");
    expect(formatPercentile(23.4)).toBe("23rd percentile");
    expect(formatPercentile(100)).toBe("100th percentile");
  });

  it("reads a share of 1 as a fraction", () => {
    expect(formatPercent(0.42, { fraction: true })).toBe("42%");
    expect(formatPercent(0.29, { fraction: true })).toBe("29%"); // 28.999…: rounded, not cut
    expect(formatPercent(1 / 3, { fraction: true, digits: 1 })).toBe("33.3%");
  });

  it("shows the one dash for no value", () => {
    expect(NO_VALUE).toBe("—");
    for (const none of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatPercent(none)).toBe(NO_VALUE);
    expect(formatPercent(null, { fraction: true, digits: 2 })).toBe(NO_VALUE);
  });

  it("is the only dash for no value on screens: none writes its own", () => {
    const root = join(import.meta.dirname, "../..");
    const screens = ["app", "components", "client"].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join(folder, file)),
    );
    // A dash alone as the other side of `?:`, `||` or `??` is a "no value" of its own.
    const ownDash = /(\?|:|\|\||\?\?)\s*["'`][–—-]["'`]/;
    expect(screens.filter((file) => ownDash.test(readFileSync(join(root, file), "utf8")))).toEqual([]);
  });
});
