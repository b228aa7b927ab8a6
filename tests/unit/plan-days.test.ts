import { describe, expect, it } from "vitest";
import { offTrackReasons, trackOf, trackWords } from "@/lib/plan/track";
import { addDays, dayOf, daysBetween, daysLeft, formatDay, newPerDay, parseDay, sessionSize, startOfDay, todayAt } from "@/lib/plan/days";

describe("Pakistan days", () => {
  it("turns at 19:00 UTC (midnight at UTC+5)", () => {
    expect(dayOf(Date.parse("2026-11-19T18:59:59.999Z"))).toBe("2026-11-19");
    expect(dayOf(Date.parse("2026-11-19T19:00:00.000Z"))).toBe("2026-11-20");
    expect(dayOf(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });

  it("begins each day at the previous UTC day's 19:00", () => {
    expect(startOfDay("2026-11-20").toISOString()).toBe("2026-11-19T19:00:00.000Z");
    expect(startOfDay("2027-01-01").toISOString()).toBe("2026-12-31T19:00:00.000Z");
    // In June too: Pakistan keeps no daylight saving.
    expect(startOfDay("2026-06-15").toISOString()).toBe("2026-06-14T19:00:00.000Z");
  });

  it("gives today's bounds for an instant, both edges", () => {
    const lastMoment = todayAt(new Date("2026-11-19T18:59:59.999Z"));
    expect(lastMoment).toEqual({
      today: "2026-11-19",
      start: new Date("2026-11-18T19:00:00Z"),
      end: new Date("2026-11-19T19:00:00Z"),
    });
    const firstMoment = todayAt(new Date("2026-11-19T19:00:00Z"));
    expect(firstMoment.today).toBe("2026-11-20");
    expect(firstMoment.start).toEqual(new Date("2026-11-19T19:00:00Z"));
    expect(firstMoment.end).toEqual(new Date("2026-11-20T19:00:00Z"));
  });

  it("adds and counts days across months, years and leap days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2026-11-20", "2027-01-01")).toBe(42);
    expect(daysBetween("2026-11-20", "2026-11-19")).toBe(-1);
    expect(daysBetween("2026-11-20", "2026-11-20")).toBe(0);
  });

  it("accepts only real days written YYYY-MM-DD", () => {
    expect(parseDay("2026-02-28")).toBe("2026-02-28");
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-05",
      "26-01-05",
      "2026-01-05T00:00",
      " 2026-01-05",
      "tomorrow",
      "",
    ])
      expect(parseDay(bad), bad).toBeNull();
  });
});

describe("the plan's arithmetic", () => {
  it("counts days left, 0 on exam day, none once it has passed or without a date", () => {
    expect(daysLeft("2026-12-20", "2026-11-20")).toBe(30);
    expect(daysLeft("2026-11-20", "2026-11-20")).toBe(0);
    expect(daysLeft("2026-11-19", "2026-11-20")).toBeNull();
    expect(daysLeft(null, "2026-11-20")).toBeNull();
  });

  it("spreads unused questions over the days before the last week, rounding up", () => {
    expect(newPerDay(1000, 30)).toBe(44); // 1000 / 23 = 43.5 → 44
    expect(newPerDay(1000, 107)).toBe(10);
    expect(newPerDay(1000, 8)).toBe(1000); // max(1, 8 − 7) = 1
    expect(newPerDay(1000, 3)).toBe(1000); // the last week: everything left, today
    expect(newPerDay(0, 30)).toBe(0);
    expect(newPerDay(1000, null)).toBeNull();
  });

  it("is on track with the day's new questions done and nothing overdue by a day", () => {
    expect(trackOf(44, 44, 0)).toEqual({ onTrack: true, overdue: 0, newLeft: 0 });
    expect(trackOf(43, 44, 0)).toEqual({ onTrack: false, overdue: 0, newLeft: 1 });
    expect(trackOf(50, 44, 2)).toEqual({ onTrack: false, overdue: 2, newLeft: 0 });
    expect(trackOf(0, null, 0).onTrack).toBe(true);
    expect(trackOf(0, null, 1).onTrack).toBe(false);
  });

  it("never says not on track without why: the goal met beside overdue reviews names the reviews", () => {
    expect(trackWords(trackOf(55, 1, 0))).toBe("On track");
    expect(trackWords(trackOf(55, 1, 4))).toBe("Not on track: 4 reviews overdue by more than a day");
    expect(trackWords(trackOf(2, 5, 0))).toBe("Not on track: 3 new questions to go today");
    expect(trackWords(trackOf(4, 5, 1))).toBe("Not on track: 1 review overdue by more than a day and 1 new question to go today");
    expect(offTrackReasons(trackOf(55, 1, 0))).toEqual([]);
  });

  it("sizes the new-questions session from what is left of the day's share, 5 to 20", () => {
    expect(sessionSize(44, 0)).toBe(20);
    expect(sessionSize(12, 0)).toBe(12);
    expect(sessionSize(12, 10)).toBe(5);
    expect(sessionSize(12, 30)).toBe(5);
    expect(sessionSize(null, 7)).toBe(20);
  });

  it("writes days the app's US English way", () => {
    expect(formatDay("2026-12-05")).toBe("5 Dec 2026");
    expect(formatDay("2027-01-31")).toBe("31 Jan 2027");
  });
});
