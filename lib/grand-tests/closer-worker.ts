import "server-only";
import { getConnection } from "@/db/client";
import { startQueueWorker, type JobTimer } from "@/lib/jobs/queue-worker";
import { holdLease } from "@/lib/jobs/leases";
import { wakeUp } from "@/lib/jobs/wake-up";
import { finaliseDueGrandTests } from "./closer";

export type GrandTestCloser = {
  /** Runs the job now (again after the pass under way, if one is running). */
  kick(): void;
  /** Resolves when the job listens for schedule changes and no pass is running (tests). */
  idle(): Promise<void>;
  /** Stops the timer; the pass under way finishes. */
  stop(): Promise<void>;
};

/** The job's one timer (lib/jobs/queue-worker.ts); a test passes one it fires itself. */
export type CloserTimer = JobTimer;

/** A test closing sooner than the one the timer waits for (a new or moved window) is seen at least this often. */
const POLL_MS = 30_000;
/** The channel on which a new or moved grand-test window wakes the closing job of every instance. */
export const GRAND_TEST_SCHEDULE_CHANNEL = "grand_test_schedule";
/** Past the due instant, so that the database's clock agrees the close is overdue. */
const MARGIN_MS = 25;

/**
 * Runs the closing job in this process: at the instant the next grand test's close plus grace is
 * due (the pass asks the job's timer for it), when any instance changes a window (a wake-up), and
 * every POLL_MS. Every instance runs one; each test is still finalised once (lib/grand-tests/closer.ts).
 */
export function createGrandTestCloser(options: { pollMs?: number; timer?: CloserTimer } = {}): GrandTestCloser {
  return startQueueWorker({
    connection: getConnection(),
    channel: GRAND_TEST_SCHEDULE_CHANNEL,
    label: "[grand-tests] the closing job",
    wakeUps: "schedule changes",
    pollMs: options.pollMs ?? POLL_MS,
    timer: options.timer,
    async pass() {
      // A test is finalised in one transaction, which ends with this process; a stopping instance
      // wakes the others' closing job, whose claim then waits for that end and takes the test over.
      const release = holdLease("the grand-test closing pass", grandTestScheduleChanged);
      try {
        const { finalised, nextDueInMs } = await finaliseDueGrandTests();
        if (finalised.length > 0) console.info(`[grand-tests] results opened for ${finalised.length} grand test(s)`);
        return nextDueInMs === null ? null : nextDueInMs + MARGIN_MS;
      } finally {
        release();
      }
    },
  });
}

/**
 * Wakes the closing job of every instance: a grand test was created or its window moved. Called
 * after the change committed; a wake-up that fails is only logged, since the job polls anyway.
 */
export async function grandTestScheduleChanged(): Promise<void> {
  await wakeUp(GRAND_TEST_SCHEDULE_CHANNEL).catch((error) => console.error("[grand-tests] could not wake the closing job", error));
}
