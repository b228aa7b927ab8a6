import { describe, expect, it, vi } from "vitest";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { DomainError } from "@/lib/errors";
import { BUSY_MESSAGE, createLoadGate, IN_FLIGHT_MESSAGE, type LoadGateSettings } from "@/lib/api/load-gate";
import { errorBody, plainJson } from "@/lib/api/plain-response";

/** Deadlines fire only when the test says so. */
function manualTimers() {
  const timers: { run: () => void; cancelled: boolean }[] = [];
  const schedule = (run: () => void) => {
    const timer = { run, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  const fireAll = () => timers.filter((timer) => !timer.cancelled).forEach((timer) => ((timer.cancelled = true), timer.run()));
  return { schedule, fireAll, live: () => timers.filter((timer) => !timer.cancelled).length };
}

/** Work that finishes when the test releases it. */
function pendingWork() {
  const started: string[] = [];
  const finishers = new Map<string, (fail?: boolean) => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finishers.set(name, (fail) => (fail ? reject(new Error(`${name} failed`)) : resolve(name)));
    });
  return { started, work, finish: (name: string, fail = false) => finishers.get(name)!(fail) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const SETTINGS: LoadGateSettings = { concurrency: 2, queueLength: 2, queueDeadlineMs: 300, retryAfterSeconds: 1, bodyDeadlineMs: 5000 };

function setup(settings: Partial<LoadGateSettings> = {}) {
  const timers = manualTimers();
  const gate = createLoadGate({ ...SETTINGS, ...settings }, { schedule: timers.schedule });
  return { gate, timers, ...pendingWork() };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("the load gate", () => {
  it("ignores a deadline that fires after its waiter got a slot, whatever the timers do", async () => {
    // Timers that cannot be cancelled: every deadline fires, even those of waiters already admitted.
    const fired: (() => void)[] = [];
    const gate = createLoadGate({ ...SETTINGS, queueLength: 3 }, { schedule: (run) => (fired.push(run), () => undefined) });
    const { started, work, finish } = pendingWork();
    const runs = ["a", "b", "c", "d"].map((name) => gate.run(work(name)));
    await tick();
    finish("a");
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    fired[0]!(); // c's deadline, after c was admitted
    await tick();
    expect(gate.counts()).toMatchObject({ active: 2, queued: 1 });
    finish("b");
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    finish("c");
    finish("d");
    expect(await Promise.all(runs)).toEqual(["a", "b", "c", "d"]);
    expect(gate.counts()).toMatchObject({ active: 0, queued: 0 });
  });

  it("runs up to `concurrency` requests at once and queues the next ones, first come first served", async () => {
    const { gate, started, work, finish } = setup();
    const runs = ["a", "b", "c", "d"].map((name) => gate.run(work(name)));
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect(gate.counts()).toMatchObject({ active: 2, queued: 2 });
    finish("b");
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    finish("a");
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    ["c", "d"].forEach((name) => finish(name));
    expect(await Promise.all(runs)).toEqual(["a", "b", "c", "d"]);
    expect(gate.counts()).toEqual({ active: 0, queued: 0, admitted: 4, refused: 0 });
  });

  it("refuses at once with a 503 and a wait when the queue is full, without running the work", async () => {
    const { gate, started, work } = setup();
    ["a", "b", "c", "d"].forEach((name) => void gate.run(work(name)).catch(() => {}));
    const error = await refusal(gate.run(work("e")));
    expect(error.kind).toBe("Busy");
    expect(ERROR_STATUS[error.kind]).toBe(503);
    expect(error.message).toBe(BUSY_MESSAGE);
    expect(error.details).toEqual({ retryAfterSeconds: 1 });
    await tick();
    expect(started).not.toContain("e");
    expect(gate.counts().refused).toBe(1);
  });

  it("refuses a waiting request when its deadline passes, and its place goes to no one", async () => {
    const { gate, timers, started, work, finish } = setup({ queueLength: 10 });
    const running = ["a", "b"].map((name) => gate.run(work(name)));
    const waiting = gate.run(work("c"));
    await tick();
    timers.fireAll();
    expect((await refusal(waiting)).kind).toBe("Busy");
    finish("a");
    finish("b");
    await Promise.all(running);
    expect(started).toEqual(["a", "b"]);
    expect(gate.counts()).toEqual({ active: 0, queued: 0, admitted: 2, refused: 1 });
    // The slots are free again: the next request runs at once.
    const next = gate.run(work("d"));
    await tick();
    finish("d");
    expect(await next).toBe("d");
  });

  it("cancels the deadline of a request admitted in time", async () => {
    const { gate, timers, work, finish } = setup();
    void gate.run(work("a"));
    void gate.run(work("b"));
    const waiting = gate.run(work("c"));
    await tick();
    expect(timers.live()).toBe(1);
    finish("a");
    await tick();
    expect(timers.live()).toBe(0);
    finish("c");
    expect(await waiting).toBe("c");
  });

  it("frees the slot of work that fails, and passes its error on", async () => {
    const { gate, work, finish, started } = setup({ concurrency: 1 });
    const failing = gate.run(work("a"));
    const next = gate.run(work("b"));
    await tick();
    finish("a", true);
    await expect(failing).rejects.toThrow("a failed");
    await tick();
    expect(started).toEqual(["a", "b"]);
    finish("b");
    expect(await next).toBe("b");
  });

  it("refuses at once when there is no queue", async () => {
    const { gate, work } = setup({ concurrency: 1, queueLength: 0 });
    void gate.run(work("a"));
    expect((await refusal(gate.run(work("b")))).kind).toBe("Busy");
  });

  it("is off with concurrency 0", async () => {
    const { gate, started, work } = setup({ concurrency: 0, queueLength: 0 });
    ["a", "b", "c"].forEach((name) => void gate.run(work(name)));
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    expect(gate.isOn).toBe(false);
  });

  it("lets a learner have one gated request in flight: a second is refused at once, taking no slot", () => {
    const { gate } = setup();
    const release = gate.claimLearner("learner-a");
    const refused = (() => {
      try {
        gate.claimLearner("learner-a");
      } catch (error) {
        return error as DomainError;
      }
    })();
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: "Busy", message: IN_FLIGHT_MESSAGE, details: { retryAfterSeconds: 1 } });
    expect(gate.counts()).toEqual({ active: 0, queued: 0, admitted: 0, refused: 0 }); // one client's doing, not saturation
    const other = gate.claimLearner("learner-b"); // another learner is not held up
    release();
    const again = gate.claimLearner("learner-a");
    release(); // a second release does not free the later claim
    expect(() => gate.claimLearner("learner-a")).toThrow(IN_FLIGHT_MESSAGE);
    again();
    other();
    expect(gate.state.learnersInFlight.size).toBe(0);
  });

  it("gives the refusal a Retry-After header and retryAfterSeconds in the body on the plain path too", () => {
    const { status, body } = errorBody(new DomainError("Busy", BUSY_MESSAGE, { details: { retryAfterSeconds: 2 } }));
    const answer = plainJson(status, body);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("2");
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: BUSY_MESSAGE, kind: "Busy", retryAfterSeconds: 2 });
  });
});

describe("loadGate()", () => {
  it("is one gate per copy of the module, from the environment; copies share nothing", async () => {
    vi.stubEnv("LOAD_GATE_CONCURRENCY", "1");
    vi.stubEnv("LOAD_GATE_QUEUE", "0");
    try {
      vi.resetModules();
      const gates = await import("@/lib/api/load-gate");
      const first = gates.loadGate();
      expect(gates.loadGate()).toBe(first);
      expect(first.settings).toEqual({ concurrency: 1, queueLength: 0, queueDeadlineMs: 200, retryAfterSeconds: 1, bodyDeadlineMs: 5000 });
      vi.resetModules();
      const second = (await import("@/lib/api/load-gate")).loadGate();
      let release = () => {};
      const held = first.run(() => new Promise<void>((resolve) => (release = resolve)));
      // The front's copy gates in production and the handlers' copy only without a front: never both.
      expect(await second.run(async () => "ran")).toBe("ran");
      const claimed = first.claimLearner("learner-a");
      second.claimLearner("learner-a")();
      claimed();
      release();
      await held;
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
