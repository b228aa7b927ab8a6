import "server-only";
import { getConnection } from "@/db/client";
import { serialPasses } from "@/lib/jobs/serial-passes";
import { listenForWakeUps, wakeUp } from "@/lib/jobs/wake-up";
import { finaliseDueGrandTests } from "./closer";

export type GrandTestCloser = {
  /** Runs the job now (again after the pass under way, if one is running). */
  kick(): void;
  /** Resolves when no pass is running (tests). */
  idle(): Promise<void>;
  /** Stops the timer; the pass under way finishes. */
  stop(): Promise<void>;
};

/** The job's one timer: Node's by default; a test passes one it fires itself (tests/support/manual-timer.ts). */
export type CloserTimer = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const nodeTimer: CloserTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

/** A test closing sooner than the one the timer waits for (a new or moved window) is seen at least this often. */
const POLL_MS = 30_000;
/** The channel on which a new or moved grand-test window wakes the closing job of every instance. */
export const GRAND_TEST_SCHEDULE_CHANNEL = "grand_test_schedule";
/** Past the due instant, so that the database's clock agrees the close is overdue. */
const MARGIN_MS = 25;

/**
 * Runs the closing job in this process: at the instant the next grand test's close plus grace is
 * due (a timer the job itself sets), when any instance changes a window (a wake-up), and every POLL_MS. Every instance runs one; each test is still
 * finalised once (lib/grand-tests/closer.ts).
 */
export function createGrandTestCloser(options: { pollMs?: number; timer?: CloserTimer } = {}): GrandTestCloser {
  const pollMs = options.pollMs ?? POLL_MS;
  const timers = options.timer ?? nodeTimer;
  let timer: unknown;
  const schedule = (inMs: number | null) => {
    timers.clear(timer);
    if (passes.stopped) return;
    timer = timers.set(passes.kick, Math.min(inMs === null ? pollMs : inMs + MARGIN_MS, pollMs));
  };
  const passes = serialPasses(async () => {
    try {
      const { finalised, nextDueInMs } = await finaliseDueGrandTests();
      if (finalised.length > 0) console.info(`[grand-tests] results opened for ${finalised.length} grand test(s)`);
      schedule(nextDueInMs);
    } catch (error) {
      console.error("[grand-tests] the closing job failed; it runs again shortly", error);
      schedule(null);
    }
  });
  const unlisten = listenForWakeUps(getConnection(), GRAND_TEST_SCHEDULE_CHANNEL, passes.kick);
  unlisten.catch((error) => console.error("[grand-tests] cannot listen for schedule changes; polling only", error));
  passes.kick();

  return {
    kick: passes.kick,
    idle: passes.idle,
    async stop() {
      const stopping = passes.stop();
      timers.clear(timer);
      await unlisten.then((stop) => stop()).catch(() => {});
      await stopping;
    },
  };
}

/**
 * Wakes the closing job of every instance: a grand test was created or its window moved. Called
 * after the change committed; a wake-up that fails is only logged, since the job polls anyway.
 */
export async function grandTestScheduleChanged(): Promise<void> {
  await wakeUp(GRAND_TEST_SCHEDULE_CHANNEL).catch((error) => console.error("[grand-tests] could not wake the closing job", error));
}
