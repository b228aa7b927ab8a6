import { describe, expect, it, vi } from "vitest";
import { retryDelay } from "@/client/retry-busy";
import { BUSY_BUDGET_MS, busyRetryDelay, ridingOutBusy } from "../../bench/lib.mjs";

// docs/rules.md, "Shedding load": every bench rides out 503 + Retry-After as the product's client does.

type Answer = { status: number; retryAfterSeconds?: number };

/** A clock that only sleeping moves. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return { now: () => now, sleep: async (ms: number) => void (waits.push(ms), (now += ms)), waits };
}

const sending = (...list: Answer[]) => vi.fn(async () => list.shift() ?? { status: 200 });

describe("the benches' wait after a 503", () => {
  it("is the client's wait for every Retry-After, failure count and draw", () => {
    for (const retryAfterSeconds of [undefined, 0, 1, 5, 30])
      for (const failures of [1, 2, 3, 6])
        for (const draw of [0, 0.25, 0.5, 0.99]) {
          const random = () => draw;
          expect(busyRetryDelay(retryAfterSeconds, failures, random)).toBe(
            retryDelay({ success: false, kind: "Busy", retryAfterSeconds }, failures, undefined, random),
          );
        }
  });
});

describe("ridingOutBusy", () => {
  it("sends again after each 503's Retry-After until the server takes it", async () => {
    const time = fakeTime();
    const send = sending({ status: 503, retryAfterSeconds: 2 }, { status: 503, retryAfterSeconds: 5 }, { status: 200 });
    const refused: Answer[] = [];
    const answer = await ridingOutBusy(send, { sleep: time.sleep, now: time.now, onRefused: (busy) => refused.push(busy) });
    expect(answer).toEqual({ status: 200 });
    expect(send).toHaveBeenCalledTimes(3);
    expect(refused).toHaveLength(2);
    expect(time.waits).toHaveLength(2);
    expect(time.waits[0]).toBeGreaterThanOrEqual(2000);
    expect(time.waits[0]).toBeLessThanOrEqual(3000);
    expect(time.waits[1]).toBeGreaterThanOrEqual(5000);
    expect(time.waits[1]).toBeLessThanOrEqual(7500);
  });

  it("answers any other status at once, errors included: only a 503 is safe to send again", async () => {
    for (const status of [200, 400, 409, 429, 500]) {
      const time = fakeTime();
      const send = sending({ status });
      expect(await ridingOutBusy(send, { sleep: time.sleep, now: time.now })).toEqual({ status });
      expect([send.mock.calls.length, time.waits.length]).toEqual([1, 0]);
    }
  });

  it("gives up with the last 503 once the next wait would pass its budget", async () => {
    const time = fakeTime();
    const send = vi.fn(async (): Promise<Answer> => ({ status: 503, retryAfterSeconds: 10 }));
    const answer = await ridingOutBusy(send, { sleep: time.sleep, now: time.now });
    expect(answer.status).toBe(503);
    expect(time.now()).toBeLessThanOrEqual(BUSY_BUDGET_MS);
    expect(time.now()).toBeGreaterThan(BUSY_BUDGET_MS - 15_000); // the next wait (10–15 s) would have passed it
    expect(send).toHaveBeenCalledTimes(time.waits.length + 1);
  });
});
