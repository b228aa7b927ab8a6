import { describe, expect, it } from "vitest";
import { clockOffset, formatCountdown, remainingMs, withClockSample } from "@/client/server-clock";

describe("clockOffset", () => {
  it("is server time minus the midpoint of the round trip", () => {
    // Client sent at 1000 and got the answer at 1200: the server stamped it around client 1100.
    expect(clockOffset({ requestStart: 1000, responseEnd: 1200, serverNow: 6100 })).toBe(5000);
    expect(clockOffset({ requestStart: 1000, responseEnd: 1200, serverNow: 100 })).toBe(-1000);
  });

  it("reads ISO strings and dates, and is 0 for an unusable stamp", () => {
    const t = Date.parse("2026-11-20T10:00:00.000Z");
    expect(clockOffset({ requestStart: t - 100, responseEnd: t + 100, serverNow: "2026-11-20T10:00:03.000Z" })).toBe(3000);
    expect(clockOffset({ requestStart: t, responseEnd: t, serverNow: new Date(t - 2500) })).toBe(-2500);
    expect(clockOffset({ requestStart: t, responseEnd: t, serverNow: "not a date" })).toBe(0);
  });
});

describe("remainingMs", () => {
  it("counts down to the server's deadline whatever the browser's clock says", () => {
    const deadline = 1_000_000;
    // The browser's clock runs 30 s slow (offset +30 s): at client 940 000 the server is at 970 000.
    expect(remainingMs(deadline, 30_000, 940_000)).toBe(30_000);
    // A clock 30 s fast, same moment on the server: the same answer.
    expect(remainingMs(deadline, -30_000, 1_000_000)).toBe(30_000);
    expect(remainingMs(deadline, 0, 1_000_500)).toBe(-500);
  });
});

describe("formatCountdown", () => {
  it("shows mm:ss with two-digit seconds, rounding up, never negative", () => {
    expect(formatCountdown(8 * 60_000)).toBe("08:00");
    expect(formatCountdown(61_000)).toBe("01:01");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5000)).toBe("00:00");
    expect(formatCountdown(90 * 60_000)).toBe("90:00");
  });
});

describe("withClockSample", () => {
  it("measures the offset around the request", async () => {
    const ticks = [1000, 1400];
    const { answer, offset } = await withClockSample(
      async () => ({ serverNow: new Date(11_200).toISOString() }),
      (a) => a.serverNow,
      () => ticks.shift()!,
    );
    expect(answer.serverNow).toBeDefined();
    expect(offset).toBe(10_000);
  });
});
