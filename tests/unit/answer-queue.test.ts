import { describe, expect, it, vi } from "vitest";
import {
  backoffDelay,
  classify,
  createAnswerQueue,
  queueStorageKey,
  readStoredAnswers,
  type PendingAnswer,
  type QueueDeps,
  type SendResult,
} from "@/client/answer-queue";

const ATTEMPT = "attempt-1";
const OK: SendResult = { success: true };
const OFFLINE: SendResult = { success: false, kind: "Unreachable", message: "Could not reach the server." };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A hand-cranked clock: timers run only when the test says so. */
function manualTimers() {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule = (run: () => void, ms: number) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  const live = () => timers.filter((timer) => !timer.cancelled);
  /** Runs the earliest live timer (the shortest wait). */
  const runNext = () => {
    const next = live().sort((a, b) => a.ms - b.ms)[0];
    if (!next) throw new Error("no timer to run");
    next.cancelled = true;
    next.run();
    return next.ms;
  };
  return { schedule, live, runNext };
}

/** Lets the queue's awaited sends settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<QueueDeps> & { answers?: SendResult[] } = {}) {
  const sent: PendingAnswer[] = [];
  const answers = [...(overrides.answers ?? [])];
  const send = vi.fn(async (answer: PendingAnswer) => {
    sent.push(answer);
    return answers.shift() ?? OK;
  });
  const storage = memoryStorage();
  const timers = manualTimers();
  const onEnded = vi.fn();
  const onDrop = vi.fn();
  const queue = createAnswerQueue(ATTEMPT, { send, storage, schedule: timers.schedule, random: () => 1, onEnded, onDrop, ...overrides });
  return { queue, sent, send, storage, timers, onEnded, onDrop };
}

describe("classify", () => {
  it("retries what time or the network can fix, stops once ended, drops other refusals", () => {
    expect(classify(OK)).toBe("ok");
    const retried = ["Unreachable", "Unauthenticated", "TimedOut", "RateLimited", "Internal", "Busy", "Preparing"] as const;
    for (const kind of retried) expect(classify({ success: false, kind })).toBe("retry");
    expect(classify({ success: false, kind: "Ended" })).toBe("ended");
    for (const kind of ["Invalid", "Forbidden", "NotFound", "Conflict"] as const) expect(classify({ success: false, kind })).toBe("drop");
  });
});

describe("backoffDelay", () => {
  it("doubles from 0.5 s up to an 8 s cap, with jitter between half and all of it", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => backoffDelay(n, undefined, () => 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(backoffDelay(1, undefined, () => 0)).toBe(250);
    expect(backoffDelay(5, undefined, () => 0)).toBe(4000);
  });
});

describe("createAnswerQueue", () => {
  it("sends answers one by one and reports saving → saved", async () => {
    const onChange = vi.fn();
    const { queue, sent } = setup({ onChange });
    queue.start();
    queue.enqueue("q1", "o1");
    queue.enqueue("q2", "o2");
    expect(queue.snapshot()).toEqual({ status: "saving", pendingCount: 2 });
    await settle();
    expect(sent.map((a) => a.questionId)).toEqual(["q1", "q2"]);
    expect(sent[0]).toEqual({ attemptId: ATTEMPT, questionId: "q1", optionId: "o1" });
    expect(queue.snapshot()).toEqual({ status: "saved", pendingCount: 0 });
    expect(onChange).toHaveBeenLastCalledWith({ status: "saved", pendingCount: 0 });
  });

  it("latest choice wins: a change while a send is in flight is sent next, earlier unsent ones never", async () => {
    let release: (result: SendResult) => void = () => {};
    const sent: string[] = [];
    const send = vi.fn((answer: PendingAnswer) => {
      sent.push(answer.optionId);
      return sent.length === 1 ? new Promise<SendResult>((resolve) => (release = resolve)) : Promise.resolve(OK);
    });
    const { queue, storage } = setup({ send });
    queue.start();
    queue.enqueue("q1", "a");
    queue.enqueue("q1", "b");
    queue.enqueue("q1", "c");
    expect(readStoredAnswers(storage, ATTEMPT)).toEqual([{ attemptId: ATTEMPT, questionId: "q1", optionId: "c" }]);
    release(OK);
    await settle();
    expect(sent).toEqual(["a", "c"]);
    expect(storage.data.size).toBe(0);
  });

  it("retries a network failure with growing delays, then saves", async () => {
    const { queue, sent, timers } = setup({ answers: [OFFLINE, OFFLINE, { success: false, kind: "Busy" }] });
    queue.start();
    queue.enqueue("q1", "o1");
    await settle();
    expect(queue.snapshot().status).toBe("saving");
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      delays.push(timers.runNext());
      await settle();
    }
    expect(delays).toEqual([500, 1000, 2000]);
    expect(sent).toHaveLength(4);
    expect(queue.snapshot()).toEqual({ status: "saved", pendingCount: 0 });
  });

  it("rides out a burst of 503s: waits at least the Retry-After each time, stays 'saving', never drops, then saves", async () => {
    const BUSY: SendResult = { success: false, kind: "Busy", message: "The server is busy.", retryAfterSeconds: 3 };
    const onChange = vi.fn();
    const { queue, sent, timers, onDrop, onEnded } = setup({ answers: [BUSY, BUSY, BUSY, BUSY, BUSY], onChange });
    queue.start();
    queue.enqueue("q1", "o1");
    queue.enqueue("q2", "o2");
    await settle();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(queue.snapshot()).toEqual({ status: "saving", pendingCount: 2 });
      delays.push(timers.runNext());
      await settle();
    }
    // random() = 1: Retry-After × 1.5 (4.5 s) until the backoff's own ceiling passes it (8 s).
    expect(delays).toEqual([4500, 4500, 4500, 4500, 8000]);
    expect(sent.map((answer) => answer.questionId)).toEqual(["q1", "q1", "q1", "q1", "q1", "q1", "q2"]);
    expect(queue.snapshot()).toEqual({ status: "saved", pendingCount: 0 });
    expect(onChange.mock.calls.map(([snapshot]) => snapshot.status)).not.toContain("offline");
    expect(onDrop).not.toHaveBeenCalled();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("spreads the retries of a refused crowd over one to one and a half times the Retry-After", async () => {
    const BUSY: SendResult = { success: false, kind: "Busy", retryAfterSeconds: 1 };
    for (const [random, expected] of [
      [0, 1000],
      [0.5, 1250],
      [1, 1500],
    ] as const) {
      const { queue, timers } = setup({ answers: [BUSY], random: () => random });
      queue.start();
      queue.enqueue("q1", "o1");
      await settle();
      expect(timers.runNext()).toBe(expected);
    }
  });

  it("a choice made while a 503's wait runs is kept and sent with the rest (the latest wins)", async () => {
    const { queue, sent, timers, storage } = setup({ answers: [{ success: false, kind: "Busy", retryAfterSeconds: 1 }] });
    queue.start();
    queue.enqueue("q1", "a");
    await settle();
    queue.enqueue("q1", "b");
    expect(readStoredAnswers(storage, ATTEMPT)).toEqual([{ attemptId: ATTEMPT, questionId: "q1", optionId: "b" }]);
    expect(sent).toHaveLength(1);
    timers.runNext();
    await settle();
    expect(sent.map((answer) => answer.optionId)).toEqual(["a", "b"]);
    expect(queue.snapshot()).toEqual({ status: "saved", pendingCount: 0 });
  });

  it("waits while offline and sends at once when back online", async () => {
    let online = false;
    const { queue, sent, timers } = setup({ isOnline: () => online });
    queue.start();
    queue.enqueue("q1", "o1");
    await settle();
    expect(sent).toHaveLength(0);
    expect(queue.snapshot()).toEqual({ status: "offline", pendingCount: 1 });
    online = true;
    queue.setOnline(true);
    await settle();
    expect(sent).toHaveLength(1);
    expect(timers.live()).toHaveLength(0);
    expect(queue.snapshot().status).toBe("saved");
  });

  it("stops for good once ended (time is up): forgets the stored answers and refuses new ones", async () => {
    const { queue, sent, storage, onEnded } = setup({ answers: [{ success: false, kind: "Ended", message: "Time is up" }] });
    queue.start();
    queue.enqueue("q1", "o1");
    queue.enqueue("q2", "o2");
    await settle();
    expect(onEnded).toHaveBeenCalledWith("Time is up");
    expect(sent).toHaveLength(1);
    expect(storage.data.size).toBe(0);
    expect(queue.snapshot()).toEqual({ status: "ended", pendingCount: 0 });
    expect(queue.enqueue("q3", "o3")).toBe(false);
    await expect(queue.flush(1000)).resolves.toBe("ended");
  });

  it("drops an answer the server refuses (Invalid) with a message, and goes on with the rest", async () => {
    const { queue, sent, onDrop } = setup({ answers: [{ success: false, kind: "Invalid", message: "Wrong option" }] });
    queue.start();
    queue.enqueue("q1", "bad");
    queue.enqueue("q2", "o2");
    await settle();
    expect(onDrop).toHaveBeenCalledWith({ attemptId: ATTEMPT, questionId: "q1", optionId: "bad" }, "Wrong option");
    expect(sent.map((a) => a.questionId)).toEqual(["q1", "q2"]);
    expect(queue.snapshot().status).toBe("saved");
  });

  it("keeps only pending ids in storage and a new queue (a reload) sends them again", async () => {
    const first = setup({ isOnline: () => false });
    first.queue.start();
    first.queue.enqueue("q1", "o1");
    first.queue.enqueue("q2", "o2");
    const stored = JSON.parse(first.storage.data.get(queueStorageKey(ATTEMPT))!);
    expect(stored).toEqual([
      { attemptId: ATTEMPT, questionId: "q1", optionId: "o1" },
      { attemptId: ATTEMPT, questionId: "q2", optionId: "o2" },
    ]);
    first.queue.dispose();

    const sent: PendingAnswer[] = [];
    const reloaded = createAnswerQueue(ATTEMPT, { storage: first.storage, send: async (a) => (sent.push(a), OK) });
    expect([...reloaded.pending()]).toEqual([
      ["q1", "o1"],
      ["q2", "o2"],
    ]);
    reloaded.start();
    await settle();
    expect(sent).toHaveLength(2);
    expect(first.storage.data.size).toBe(0);
  });

  it("keeps answers refused for an ended session (Unauthenticated) stored, and a queue after signing in sends them", async () => {
    const UNAUTHORIZED: SendResult = { success: false, kind: "Unauthenticated", message: "Not signed in" };
    const signedOut = setup({ answers: [UNAUTHORIZED, UNAUTHORIZED] });
    signedOut.queue.start();
    signedOut.queue.enqueue("q1", "o1");
    await settle();
    signedOut.timers.runNext();
    await settle();
    signedOut.queue.enqueue("q2", "o2");
    expect(signedOut.onDrop).not.toHaveBeenCalled();
    expect(signedOut.onEnded).not.toHaveBeenCalled();
    expect(signedOut.queue.snapshot()).toEqual({ status: "saving", pendingCount: 2 });
    signedOut.queue.dispose(); // the tab goes to the sign-in page

    const sent: PendingAnswer[] = [];
    const back = createAnswerQueue(ATTEMPT, { storage: signedOut.storage, send: async (a) => (sent.push(a), OK) });
    back.start();
    await settle();
    expect(sent.map((answer) => answer.questionId)).toEqual(["q1", "q2"]);
    expect(signedOut.storage.data.size).toBe(0);
  });

  it("ignores stored entries of other attempts and malformed data", () => {
    const storage = memoryStorage();
    storage.setItem(
      queueStorageKey(ATTEMPT),
      JSON.stringify([{ attemptId: "other", questionId: "q", optionId: "o" }, { questionId: 1 }, null]),
    );
    expect(readStoredAnswers(storage, ATTEMPT)).toEqual([]);
    storage.setItem(queueStorageKey(ATTEMPT), "{not json");
    expect(readStoredAnswers(storage, ATTEMPT)).toEqual([]);
  });

  it("flush skips a backoff wait, and times out when the server stays away", async () => {
    const { queue, sent, timers } = setup({ answers: [OFFLINE, OK] });
    queue.start();
    queue.enqueue("q1", "o1");
    await settle();
    expect(sent).toHaveLength(1);
    await expect(queue.flush(10_000)).resolves.toBe("saved");
    expect(sent).toHaveLength(2);

    const stuck = setup({ answers: Array(10).fill(OFFLINE) });
    stuck.queue.start();
    stuck.queue.enqueue("q1", "o1");
    const outcome = stuck.queue.flush(3000);
    await settle();
    expect(stuck.timers.live().map((t) => t.ms)).toContain(3000);
    stuck.timers
      .live()
      .find((t) => t.ms === 3000)!
      .run();
    await expect(outcome).resolves.toBe("timeout");
    expect(timers.live()).toHaveLength(0);
  });
});
