import { describe, expect, it } from "vitest";
import { allowedSeconds, durationText, extraPercentOf, extraTimeNote, quizTimeText, shortDuration } from "@/lib/accommodations/terms";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, 0) + minutes * 60_000);

describe('extra time terms (docs/rules.md, "Extra time")', () => {
  it("lengthens a timed thing to whole seconds", () => {
    expect(allowedSeconds(60, 25)).toBe(4500);
    expect(allowedSeconds(7, 33)).toBe(559); // 558.6 s
    expect(allowedSeconds(30, 0)).toBe(1800);
  });

  it("says the time the start dialog shows", () => {
    expect(extraTimeNote(60, 25)).toBe("You have 25 % extra time: 75 minutes.");
    expect(extraTimeNote(45, 33, { upTo: true })).toBe("You have 33 % extra time: up to 59 minutes 51 seconds.");
    expect(extraTimeNote(60, 0)).toBeNull();
    expect(extraTimeNote(0, 25)).toBeNull();
    expect(durationText(1)).toBe("1 second");
    expect(durationText(61)).toBe("1 minute 1 second");
  });

  it("gives Allowed Quizzes each quiz's time with the learner's extra time, by allowedSeconds", () => {
    expect(quizTimeText(30, 25)).toBe("30 min (+25 %: 37½ min)");
    expect(quizTimeText(60, 25)).toBe("60 min (+25 %: 75 min)");
    expect(quizTimeText(45, 33)).toBe("45 min (+33 %: 59 min 51 s)");
    expect(quizTimeText(30, 0)).toBe("30 min");
    expect(quizTimeText(0, 25)).toBe("Untimed");
    expect(shortDuration(30)).toBe("½ min");
  });

  it("reads the percent back from an attempt's own times, both branches of a grand test's deadline", () => {
    expect(extraPercentOf({ startedAt: at(0), deadline: at(75), quizTime: 60 })).toBe(25);
    expect(extraPercentOf({ startedAt: at(0), deadline: at(60), quizTime: 60 })).toBe(0);
    expect(extraPercentOf({ startedAt: at(0), deadline: null, quizTime: 0 })).toBe(0);
    // Early start: start + T(1 + p) comes before close + Tp.
    expect(extraPercentOf({ startedAt: at(0), deadline: at(75), quizTime: 60, closesAt: at(120) })).toBe(25);
    // Late start (start + T after the close): the deadline is close + Tp.
    expect(extraPercentOf({ startedAt: at(100), deadline: at(135), quizTime: 60, closesAt: at(120) })).toBe(25);
    expect(extraPercentOf({ startedAt: at(100), deadline: at(120), quizTime: 60, closesAt: at(120) })).toBe(0);
  });
});
