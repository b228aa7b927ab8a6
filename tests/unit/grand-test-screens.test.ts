import { describe, expect, it } from "vitest";
import { schedulePayload, scheduleLocked } from "@/components/admin/quiz-editor/schedule";
import { binIndexOf } from "@/components/grand-tests/bins";
import { formatTimeUntil } from "@/client/server-clock";
import { fromZonedInputValue, toZonedInputValue } from "@/lib/format";
import { grandTestEnds } from "@/lib/grand-tests/terms";

describe("datetime-local values in Pakistan time", () => {
  it("shows an instant as the wall clock in Karachi (UTC+5)", () => {
    expect(toZonedInputValue("2026-12-01T04:00:00.000Z")).toBe("2026-12-01T09:00");
    expect(toZonedInputValue("2026-12-31T20:30:00.000Z")).toBe("2027-01-01T01:30");
    expect(toZonedInputValue(null)).toBe("");
    expect(toZonedInputValue("not a date")).toBe("");
  });

  it("reads a typed value as Karachi time, and refuses what is not a date and time", () => {
    expect(fromZonedInputValue("2026-12-01T09:00")).toBe("2026-12-01T04:00:00.000Z");
    expect(fromZonedInputValue("2027-01-01T01:30")).toBe("2026-12-31T20:30:00.000Z");
    expect(fromZonedInputValue("")).toBeNull();
    expect(fromZonedInputValue("2026-02-30T09:00")).toBeNull();
    expect(fromZonedInputValue("2026-12-01 09:00")).toBeNull();
  });

  it("round-trips", () => {
    const iso = "2026-11-24T10:15:00.000Z";
    expect(fromZonedInputValue(toZonedInputValue(iso))).toBe(iso);
  });
});

describe("the editor's schedule payload", () => {
  const grand = { kind: "grand_test" as const, opensAt: "2026-12-01T09:00", closesAt: "2026-12-01T12:00", access: "registered" as const };

  it("sends a grand test's window as instants, and an empty box as null for the server to name", () => {
    expect(schedulePayload(grand, false)).toEqual({
      kind: "grand_test",
      opensAt: "2026-12-01T04:00:00.000Z",
      closesAt: "2026-12-01T07:00:00.000Z",
      access: "registered",
    });
    expect(schedulePayload({ ...grand, opensAt: "" }, false).opensAt).toBeNull();
  });

  it("sends only the kind of an ordinary quiz, and nothing once the window is locked", () => {
    expect(schedulePayload({ ...grand, kind: "quiz" }, false)).toEqual({ kind: "quiz" });
    expect(schedulePayload(grand, true)).toEqual({});
  });

  it("locks a grand test from its opening on", () => {
    const now = Date.parse("2026-12-01T04:00:00.000Z");
    expect(scheduleLocked({ kind: "grand_test", opensAt: "2026-12-01T04:00:00.000Z" }, now)).toBe(true);
    expect(scheduleLocked({ kind: "grand_test", opensAt: "2026-12-01T04:00:01.000Z" }, now)).toBe(false);
    expect(scheduleLocked({ kind: "quiz", opensAt: null }, now)).toBe(false);
    expect(scheduleLocked(undefined, now)).toBe(false);
  });
});

describe("the countdown to a grand test", () => {
  it("shows days, then hours, minutes and seconds, never below zero", () => {
    expect(formatTimeUntil((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toBe("2d 03:04:05");
    expect(formatTimeUntil((3 * 3600 + 4 * 60 + 5) * 1000)).toBe("3:04:05");
    expect(formatTimeUntil(1)).toBe("0:00:01");
    expect(formatTimeUntil(-5000)).toBe("0:00:00");
  });
});

describe("the histogram's 'you are here'", () => {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 1 }));

  it("puts a score in its 10 % bin, 100 % in the last one", () => {
    expect(binIndexOf(bins, 0)).toBe(0);
    expect(binIndexOf(bins, 9.99)).toBe(0);
    expect(binIndexOf(bins, 10)).toBe(1);
    expect(binIndexOf(bins, 72.5)).toBe(7);
    expect(binIndexOf(bins, 100)).toBe(9);
    expect(binIndexOf([], 50)).toBe(-1);
  });
});

describe("what the grand test's start dialog tells (grandTestEnds)", () => {
  const test = { closesAt: "2026-12-01T12:00:00.000Z", quizTime: 60 };

  it("without extra time: no attempt runs past the close; a start by close − time gets the whole hour", () => {
    expect(grandTestEnds(test, 0)).toEqual({
      latestEnd: new Date("2026-12-01T12:00:00.000Z"),
      fullTimeStartBy: new Date("2026-12-01T11:00:00.000Z"),
    });
  });

  it("with 25 % extra time: the latest end moves by 15 minutes, the full-time start does not", () => {
    expect(grandTestEnds(test, 25)).toEqual({
      latestEnd: new Date("2026-12-01T12:15:00.000Z"),
      fullTimeStartBy: new Date("2026-12-01T11:00:00.000Z"),
    });
  });

  it("untimed: the close ends it, and there is no full time to start by", () => {
    expect(grandTestEnds({ ...test, quizTime: 0 }, 50)).toEqual({ latestEnd: new Date("2026-12-01T12:00:00.000Z"), fullTimeStartBy: null });
  });
});
