/**
 * The order of a gated request (docs/rules.md, "Shedding load"): its learner's turn, then its
 * body, then a slot. A body that is slow to arrive holds no slot; a learner's second request is
 * refused without reading its body; the learner's turn ends however the request ends.
 */
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { DomainError } from "@/lib/errors";
import { bodyTooSlow } from "@/lib/api/body";
import { runGated } from "@/lib/api/gated-request";
import { createLoadGate, IN_FLIGHT_MESSAGE } from "@/lib/api/load-gate";

const gateOf = (concurrency = 1) =>
  createLoadGate({ concurrency, queueLength: 0, queueDeadlineMs: 200, retryAfterSeconds: 1, bodyDeadlineMs: 5000 });

/** A body read that finishes when the test says so; it records the deadline it was given. */
function pendingBody() {
  const given: AbortSignal[] = [];
  let arrive: (body: Buffer) => void = () => {};
  let stall: () => void = () => {};
  const read = (deadline: AbortSignal) => {
    given.push(deadline);
    return new Promise<Buffer>((resolve, reject) => {
      arrive = resolve;
      stall = () => reject(bodyTooSlow());
    });
  };
  return { read, given, arrive: (text: string) => arrive(Buffer.from(text)), stall: () => stall() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error: unknown) => (error instanceof DomainError ? ERROR_STATUS[error.kind] : String(error)),
  );

describe("runGated", () => {
  it("reads the body before taking a slot: a stalled body holds no slot, and another learner is served meanwhile", async () => {
    const gate = gateOf(1);
    const stalled = pendingBody();
    const worked: string[] = [];
    const slow = runGated(gate, "learner-a", stalled.read, async (body) => void worked.push(`a ${body.toString()}`));
    await tick();
    expect(stalled.given).toHaveLength(1);
    expect(stalled.given[0]!.aborted).toBe(false);
    expect(gate.counts()).toMatchObject({ active: 0, queued: 0 });
    await runGated(
      gate,
      "learner-b",
      async () => Buffer.from("{}"),
      async (body) => void worked.push(`b ${body.toString()}`),
    );
    expect(worked).toEqual(["b {}"]);
    stalled.stall();
    expect(await statusOf(slow)).toBe(408);
    expect(worked).toEqual(["b {}"]); // the stalled request never ran
    expect(gate.counts()).toMatchObject({ active: 0, admitted: 1 });
    expect(gate.state.learnersInFlight.size).toBe(0); // and holds nothing once refused
  });

  it("refuses a learner's second request at once, without reading its body or taking a slot", async () => {
    const gate = gateOf(2);
    const first = pendingBody();
    const running = runGated(gate, "learner-a", first.read, async (body) => body.toString());
    await tick();
    let secondRead = false;
    const second = runGated(
      gate,
      "learner-a",
      async () => ((secondRead = true), Buffer.alloc(0)),
      async () => "ran",
    );
    await expect(second).rejects.toMatchObject({ kind: "Busy", message: IN_FLIGHT_MESSAGE });
    expect(secondRead).toBe(false);
    first.arrive('{"quizId":"q"}');
    expect(await running).toBe('{"quizId":"q"}');
    // Once the first has answered, the learner's next request is served.
    expect(
      await runGated(
        gate,
        "learner-a",
        async () => Buffer.alloc(0),
        async () => "ran",
      ),
    ).toBe("ran");
  });

  it("holds the learner's turn while its work runs, and frees turn and slot when the work fails", async () => {
    const gate = gateOf(1);
    let fail: (error: Error) => void = () => {};
    const failing = runGated(
      gate,
      "learner-a",
      async () => Buffer.alloc(0),
      () => new Promise<void>((_, reject) => (fail = reject)),
    );
    await tick();
    expect(gate.counts()).toMatchObject({ active: 1 });
    expect(
      await statusOf(
        runGated(
          gate,
          "learner-a",
          async () => Buffer.alloc(0),
          async () => undefined,
        ),
      ),
    ).toBe(503);
    fail(new Error("boom"));
    expect(await statusOf(failing)).toBe("Error: boom");
    expect(gate.counts()).toMatchObject({ active: 0 });
    expect(gate.state.learnersInFlight.size).toBe(0);
  });

  it("frees the learner's turn when no slot comes", async () => {
    const gate = gateOf(1);
    let finish: () => void = () => {};
    const holder = runGated(
      gate,
      "learner-b",
      async () => Buffer.alloc(0),
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await tick();
    expect(
      await statusOf(
        runGated(
          gate,
          "learner-a",
          async () => Buffer.alloc(0),
          async () => undefined,
        ),
      ),
    ).toBe(503);
    expect(gate.state.learnersInFlight.has("learner-a")).toBe(false);
    finish();
    await holder;
  });
});
