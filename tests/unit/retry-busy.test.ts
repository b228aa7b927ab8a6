import { describe, expect, it, vi } from "vitest";
import { isBusy, retryDelay, retryWhileBusy, type BusyAware } from "@/client/retry-busy";

const OK: BusyAware = { success: true };
const busy = (retryAfterSeconds?: number): BusyAware => ({ success: false, kind: "Busy", retryAfterSeconds });

/** A fake clock that sleeping moves on. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => void (waits.push(ms), (now += ms)),
    waits,
  };
}

function answers(...list: BusyAware[]) {
  return vi.fn(async () => list.shift() ?? OK);
}

describe("isBusy", () => {
  it("is a server asking for a wait only (Busy, Preparing): other failures are the caller's to show", () => {
    expect(isBusy(busy(1))).toBe(true);
    expect(isBusy({ success: false, kind: "Preparing" })).toBe(true);
    expect(isBusy(OK)).toBe(false);
    for (const kind of ["Unreachable", "Invalid", "Conflict", "RateLimited", "Internal"] as const)
      expect(isBusy({ success: false, kind })).toBe(false);
  });
});

describe("retryDelay", () => {
  it("honours Retry-After with up to half of it as jitter, and the backoff once it is longer", () => {
    expect(retryDelay(busy(2), 1, undefined, () => 0)).toBe(2000);
    expect(retryDelay(busy(2), 1, undefined, () => 1)).toBe(3000);
    expect(retryDelay(busy(2), 5, undefined, () => 1)).toBe(8000);
    expect(retryDelay(busy(), 1, undefined, () => 1)).toBe(500);
    expect(retryDelay({ ...busy(), retryAfterSeconds: "soon" }, 2, undefined, () => 1)).toBe(1000);
  });
});

describe("retryWhileBusy", () => {
  it("sends again after each 503's wait until the server takes it, telling the screen each time", async () => {
    const time = fakeTime();
    const onBusy = vi.fn();
    const request = answers(busy(1), busy(1), busy(1));
    const result = await retryWhileBusy(request, { ...time, onBusy, random: () => 0 });
    expect(result).toEqual(OK);
    expect(request).toHaveBeenCalledTimes(4);
    expect(time.waits).toEqual([1000, 1000, 1000]);
    expect(onBusy).toHaveBeenCalledTimes(3);
  });

  it("returns any other answer at once, failures included", async () => {
    const time = fakeTime();
    const refused: BusyAware = { success: false, kind: "Forbidden" };
    expect(await retryWhileBusy(answers(refused), time)).toEqual(refused);
    expect(time.waits).toEqual([]);
  });

  it("gives up with the last busy answer when the next wait would pass the budget", async () => {
    const time = fakeTime();
    const request = vi.fn(async () => busy(1));
    const result = await retryWhileBusy(request, { ...time, budgetMs: 20_000, random: () => 0 });
    expect(result.kind).toBe("Busy");
    expect(time.now()).toBeLessThanOrEqual(20_000);
    expect(time.waits).toEqual([1000, 1000, 1000, 2000, 4000, 4000, 4000]);
    expect(request).toHaveBeenCalledTimes(8);
  });
});
