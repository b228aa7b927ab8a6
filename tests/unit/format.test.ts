import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatDateTime } from "@/lib/format";

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
