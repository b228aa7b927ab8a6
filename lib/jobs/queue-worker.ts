import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { serialPasses } from "./serial-passes";
import { listenForWakeUps } from "./wake-up";

/** A job's one timer: Node's by default; a test passes one it fires itself (tests/support/manual-timer.ts). */
export type JobTimer = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const nodeTimer: JobTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

export type QueueWorker = {
  /** Runs a pass now (again after the pass under way, if one is running). */
  kick(): void;
  /** Resolves when the start-up step is done, the job listens for wake-ups and no pass is running (tests). */
  idle(): Promise<void>;
  /** Stops polling and listening; the pass under way (and the start-up step) finish, then `afterStop` runs. */
  stop(): Promise<void>;
};

export type QueueWorkerOptions = {
  /** The connection whose LISTEN delivers the wake-ups. */
  connection: DatabaseConnection;
  /** The channel `wakeUp` (./wake-up.ts) sends on when there is work for this job. */
  channel: string;
  /** The job in its log lines: the area's prefix and the job's name, e.g. "[mail-queue] the mail worker". */
  label: string;
  /** What a wake-up announces, for the log line when LISTEN fails, e.g. "new jobs". */
  wakeUps: string;
  /**
   * One pass of the job; `stopping()` turns true once stop() was called, for a long pass to check
   * between pieces of work. It may return how many ms from now it wants to run again, when that is
   * sooner than the poll (the grand-test closer's next due instant); a thrown error is logged.
   */
  pass(stopping: () => boolean): Promise<number | null | void>;
  /** The longest wait between two passes: what a missed wake-up costs at most. */
  pollMs: number;
  timer?: JobTimer;
  /** Work before the first full pass (the proof reader's backfill); a pass is kicked once it settles. */
  startUp?(stopping: () => boolean): Promise<void>;
  /** Runs once the last pass has finished (the proof reader ends its OCR engine). */
  afterStop?(): Promise<void>;
};

/**
 * The frame of a background job in this process (docs/operations.md, "Background jobs"): its passes
 * run one at a time (./serial-passes.ts), at start, on every wake-up on `channel` (LISTEN, from any
 * instance on PostgreSQL) and on one timer armed after each pass: `pollMs`, or sooner if the pass
 * asks. The timer counts from the end of a pass, so a pass that a wake-up ran puts off the next poll.
 */
export function startQueueWorker(options: QueueWorkerOptions): QueueWorker {
  const { label, pollMs } = options;
  const timers = options.timer ?? nodeTimer;
  let timer: unknown;
  const stopping = () => passes.stopped;
  const passes = serialPasses(async () => {
    let wantedInMs: number | null | void = null;
    try {
      wantedInMs = await options.pass(stopping);
    } catch (error) {
      console.error(`${label} failed a pass; the next poll tries again`, error);
    }
    timers.clear(timer);
    if (!passes.stopped) timer = timers.set(passes.kick, Math.min(wantedInMs ?? pollMs, pollMs));
  });

  const unlisten = listenForWakeUps(options.connection, options.channel, passes.kick);
  unlisten.catch((error) => console.error(`${label} cannot listen for ${options.wakeUps}; polling only`, error));
  const startedUp = options.startUp
    ? options
        .startUp(stopping)
        .catch((error) => console.error(`${label} failed its start-up step`, error))
        .then(passes.kick)
    : Promise.resolve();
  passes.kick();

  return {
    kick: passes.kick,
    async idle() {
      await startedUp;
      await unlisten.catch(() => {});
      await passes.idle();
    },
    async stop() {
      const passesStopped = passes.stop();
      timers.clear(timer);
      await unlisten.then((stopListening) => stopListening()).catch(() => {});
      await Promise.all([passesStopped, startedUp]);
      await options.afterStop?.();
    },
  };
}
