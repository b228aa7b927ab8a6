import "server-only";
import { serialPasses } from "@/lib/jobs/serial-passes";
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
/** Past the due instant, so that the database's clock agrees the close is overdue. */
const MARGIN_MS = 25;

/**
 * Runs the closing job in this process: at the instant the next grand test's close plus grace is
 * due (a timer the job itself sets), and every POLL_MS. Every instance runs one; each test is still
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
  passes.kick();

  return {
    kick: passes.kick,
    idle: passes.idle,
    async stop() {
      const stopping = passes.stop();
      timers.clear(timer);
      await stopping;
    },
  };
}

type GlobalWithCloser = typeof globalThis & { __anaesprepGrandTestCloser?: GrandTestCloser };

/** The process's closing job, started once (instrumentation.ts), kept across dev hot reloads. */
export function startGrandTestCloser(): GrandTestCloser {
  const store = globalThis as GlobalWithCloser;
  store.__anaesprepGrandTestCloser ??= createGrandTestCloser();
  return store.__anaesprepGrandTestCloser;
}

/** A grand test was created or its window moved: this instance's job sets its timer again (others see it within POLL_MS). */
export function grandTestScheduleChanged(): void {
  (globalThis as GlobalWithCloser).__anaesprepGrandTestCloser?.kick();
}

/** Stops the process's closing job at shutdown (scripts/server.mjs through lib/api/front.ts). */
export async function stopGrandTestCloser(): Promise<void> {
  const store = globalThis as GlobalWithCloser;
  const closer = store.__anaesprepGrandTestCloser;
  delete store.__anaesprepGrandTestCloser;
  await closer?.stop();
}
