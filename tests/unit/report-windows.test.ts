import { describe, expect, it } from "vitest";
import { QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { passRateMeetsPassMark, passRateOf } from "@/lib/reports/pass-rate";
import { fillMonths, fillWeeks, monthKeyOf, REPORT_MIN_MONTHS, REPORT_MONTHS, REPORT_WEEKS, type MonthRow } from "@/lib/reports/windows";

const month = (key: string, revenue = 0): MonthRow => ({
  month: key,
  revenue,
  accepted: revenue ? 1 : 0,
  pending: 0,
  rejected: 0,
  revoked: 0,
});

// docs/rules.md, "Users, messages and reports": months and weeks in Karachi time.
describe("the report's windows", () => {
  it("keys an instant by its month in Karachi", () => {
    expect(monthKeyOf("2026-02-28T18:59:00Z")).toBe("2026-02"); // 23:59 in Karachi
    expect(monthKeyOf("2026-02-28T19:00:00Z")).toBe("2026-03"); // midnight there
  });

  it("shows the last 6 months without older payments, this Karachi month last, zeros filled", () => {
    const months = fillMonths([month("2026-01", 500)], "2026-02-28T19:30:00Z");
    expect(REPORT_MIN_MONTHS).toBe(6);
    expect(months.map((row) => row.month)).toEqual(["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"]);
    expect(months[3]).toEqual(month("2026-01", 500));
    expect(months[0]).toEqual(month("2025-10"));
  });

  it("reaches back to the oldest payment's month, 12 months at most", () => {
    expect(fillMonths([month("2025-07", 500)], "2026-03-10T00:00:00Z").map((row) => row.month)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    const long = fillMonths([month("2024-01", 500)], "2026-03-10T00:00:00Z");
    expect(REPORT_MONTHS).toBe(12);
    expect(long).toHaveLength(12);
    expect([long[0]!.month, long.at(-1)!.month]).toEqual(["2025-04", "2026-03"]);
  });

  it("shows the last 12 weeks, each starting on a Karachi Monday, this week last, zeros filled", () => {
    // Sunday 1 March 2026 19:30 UTC is Monday 2 March 00:30 in Karachi: a new week there.
    const weeks = fillWeeks([{ week: "2026-02-23", learners: 4 }], "2026-03-01T19:30:00Z");
    expect(REPORT_WEEKS).toBe(12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: "2026-03-02", learners: 0 });
    expect(weeks.at(-2)).toEqual({ week: "2026-02-23", learners: 4 });
    expect(weeks[0]).toEqual({ week: "2025-12-15", learners: 0 });
    // An hour earlier it is still Sunday there: the week of 23 February is the last.
    expect(fillWeeks([], "2026-03-01T18:30:00Z").at(-1)!.week).toBe("2026-02-23");
  });
});

describe("the report's pass rates", () => {
  it("are the share of finished attempts that passed, to 2 decimals, none without attempts", () => {
    expect(passRateOf(1, 2)).toBe(50);
    expect(passRateOf(1, 3)).toBe(33.33);
    expect(passRateOf(0, 4)).toBe(0);
    expect(passRateOf(0, 0)).toBeNull();
  });

  it("show a quiz as passing from the pass mark's share on", () => {
    const mark = QUIZ_PASS_PERCENT;
    expect(passRateMeetsPassMark(mark)).toBe(true);
    expect(passRateMeetsPassMark(mark - 0.01)).toBe(false);
    expect(passRateMeetsPassMark(100)).toBe(true);
  });
});
