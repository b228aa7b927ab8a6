import { afterEach, describe, expect, it, vi } from "vitest";
import type { DatabaseConnection } from "@/db/client";
import { startQueueWorker, type QueueWorker, type QueueWorkerOptions } from "@/lib/jobs/queue-worker";
import { manualTimer } from "../support/manual-timer";

// The frame of the background jobs (lib/jobs/queue-worker.ts) with no database: LISTEN is a stand-in
// the test wakes itself, the poll is a timer the test fires (tests/support/manual-timer.ts).

const CHANNEL = "test_jobs";
const LABEL = "[test] the test job";

/** A connection whose LISTEN the test drives: `wake()` is a NOTIFY on the channel. */
function standInConnection(listen: "works" | "fails" = "works") {
  const listeners = new Map<string, () => void>();
  const client = {
    async listen(channel: string, run: () => void) {
      if (listen === "fails") throw new Error("LISTEN refused");
      listeners.set(channel, run);
      return async () => void listeners.delete(channel);
    },
  };
  return {
    connection: { kind: "pglite", client } as unknown as DatabaseConnection,
    wake: () => listeners.get(CHANNEL)?.(),
    listening: () => listeners.has(CHANNEL),
  };
}

/** Passes that each wait until the test finishes them; `started(n)` resolves once n have begun. */
function heldPasses(results: Array<() => number | null | void> = []) {
  const finishers: Array<() => void> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    async pass() {
      runs += 1;
      waiters.filter(({ count }) => count <= runs).forEach(({ resolve }) => resolve());
      await new Promise<void>((resolve) => finishers.push(resolve));
      return results.shift()?.();
    },
    finish() {
      const finish = finishers.shift();
      if (!finish) throw new Error("no pass is running");
      finish();
    },
    started(count: number) {
      return count <= runs ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
  };
}

let worker: QueueWorker | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await worker?.stop();
  worker = undefined;
});

function start(options: Partial<QueueWorkerOptions> & Pick<QueueWorkerOptions, "connection" | "pass">) {
  worker = startQueueWorker({ channel: CHANNEL, label: LABEL, wakeUps: "test jobs", pollMs: 1_000, ...options });
  return worker;
}

describe("the background-job frame", () => {
  it("runs a pass at start, and one more after the pass under way however many kicks and wake-ups came during it", async () => {
    const { connection, wake } = standInConnection();
    const passes = heldPasses();
    const timer = manualTimer();
    const job = start({ connection, pass: () => passes.pass(), timer });
    expect(passes.runs).toBe(1);
    job.kick();
    wake();
    job.kick();
    expect(passes.runs).toBe(1); // never two at once
    passes.finish();
    await passes.started(2);
    passes.finish();
    await job.idle();
    expect(passes.runs).toBe(2);
  });

  it("polls on its timer, armed after each pass at the poll or sooner when the pass asks", async () => {
    const { connection } = standInConnection();
    const passes = heldPasses([() => 200, () => 5_000, () => null]);
    const timer = manualTimer();
    const job = start({ connection, pass: () => passes.pass(), timer });
    expect(timer.pendingMs).toBeNull(); // armed when the pass ends, not before
    passes.finish();
    await job.idle();
    expect(timer.pendingMs).toBe(200);
    timer.fire();
    passes.finish();
    await job.idle();
    expect(timer.pendingMs).toBe(1_000); // never later than the poll
    timer.fire();
    passes.finish();
    await job.idle();
    expect([passes.runs, timer.pendingMs]).toEqual([3, 1_000]);
  });

  it("stops: the pass under way finishes first, then the stop step; no timer, no listening and no pass after", async () => {
    const { connection, wake, listening } = standInConnection();
    const passes = heldPasses();
    const timer = manualTimer();
    const events: string[] = [];
    const job = start({
      connection,
      timer,
      pass: () => passes.pass().then(() => void events.push("pass finished")),
      afterStop: async () => void events.push("stop step"),
    });
    await passes.started(1);
    const stopping = job.stop().then(() => events.push("stopped"));
    job.kick();
    wake();
    passes.finish();
    await stopping;
    expect(events).toEqual(["pass finished", "stop step", "stopped"]);
    expect([passes.runs, timer.pendingMs, listening()]).toEqual([1, null, false]);
    job.kick();
    expect(passes.runs).toBe(1);
  });

  it("logs a pass that fails and still runs the next kick and the next poll", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { connection } = standInConnection();
    const timer = manualTimer();
    let runs = 0;
    const job = start({
      connection,
      timer,
      pass: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database gone");
      },
    });
    await job.idle();
    expect(error).toHaveBeenCalledWith(
      `${LABEL} failed a pass; the next poll tries again`,
      expect.objectContaining({ message: "database gone" }),
    );
    expect(timer.pendingMs).toBe(1_000);
    job.kick();
    await job.idle();
    timer.fire();
    await job.idle();
    expect(runs).toBe(3);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("polls only when it cannot listen, and says so", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { connection } = standInConnection("fails");
    const timer = manualTimer();
    let runs = 0;
    const job = start({ connection, timer, pass: async () => void (runs += 1) });
    await job.idle();
    expect(error).toHaveBeenCalledWith(`${LABEL} cannot listen for test jobs; polling only`, expect.any(Error));
    timer.fire();
    await job.idle();
    expect(runs).toBe(2);
  });

  it("runs a pass once the start-up step settles, even a failed one; idle and stop wait for the step", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { connection } = standInConnection();
    let runs = 0;
    let finishStartUp!: (failure?: Error) => void;
    let sawStopping: boolean | undefined;
    const job = start({
      connection,
      timer: manualTimer(),
      pass: async () => void (runs += 1),
      startUp: (stopping) =>
        new Promise<void>((resolve, reject) => {
          finishStartUp = (failure) => {
            sawStopping = stopping();
            if (failure) reject(failure);
            else resolve();
          };
        }),
    });
    let idle = false;
    const idling = job.idle().then(() => (idle = true));
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve)); // the first pass and LISTEN are done by now
    expect([runs, idle, stopped]).toEqual([1, false, false]); // the queue is worked while the step runs
    finishStartUp(new Error("backfill broke"));
    await Promise.all([idling, stopping]);
    expect(sawStopping).toBe(true); // a long step can end early at shutdown
    expect(error).toHaveBeenCalledWith(`${LABEL} failed its start-up step`, expect.any(Error));
    expect(runs).toBe(1); // stopped: the kick after the step runs nothing
  });

  it("kicks a pass after a start-up step that succeeds", async () => {
    const { connection } = standInConnection();
    const passes = heldPasses();
    let finishStartUp!: () => void;
    const job = start({
      connection,
      timer: manualTimer(),
      pass: () => passes.pass(),
      startUp: () => new Promise<void>((resolve) => (finishStartUp = resolve)),
    });
    passes.finish();
    await passes.started(1);
    finishStartUp();
    await passes.started(2);
    passes.finish();
    await job.idle();
    expect(passes.runs).toBe(2);
  });
});
