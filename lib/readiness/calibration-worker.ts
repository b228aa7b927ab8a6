import "server-only";
import { getConnection } from "@/db/client";
import type { CloserTimer } from "@/lib/grand-tests/closer-worker";
import { serialPasses } from "@/lib/jobs/serial-passes";
import { listenForWakeUps } from "@/lib/jobs/wake-up";
import { calibrateOnce, type CalibrationOptions } from "./run-calibration";
import { CALIBRATION_CHANNEL, queueNightlyIfDue } from "./calibration-runs";

export type CalibrationWorker = { kick(): void; idle(): Promise<void>; stop(): Promise<void> };

/** How often the job looks for a waiting run (a wake-up comes sooner) and whether the nightly run is due. */
const POLL_MS = 60_000;

const nodeTimer: CloserTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

/**
 * The calibration job of this process (docs/rules.md, "Readiness"): on every wake-up and every
 * POLL_MS it queues the nightly run when none was asked for in a day, then runs what is waiting.
 * Every instance runs one; each run is claimed by one of them (./calibration-runs.ts).
 */
export function createCalibrationWorker(options: CalibrationOptions & { pollMs?: number; timer?: CloserTimer } = {}): CalibrationWorker {
  const timers = options.timer ?? nodeTimer;
  let timer: unknown;
  const passes = serialPasses(async () => {
    try {
      await queueNightlyIfDue(options.now?.());
      while (!passes.stopped && (await calibrateOnce(options)));
    } catch (error) {
      console.error("[readiness] the calibration job failed; it runs again shortly", error);
    }
    timers.clear(timer);
    if (!passes.stopped) timer = timers.set(passes.kick, options.pollMs ?? POLL_MS);
  });
  const unlisten = listenForWakeUps(getConnection(), CALIBRATION_CHANNEL, passes.kick);
  unlisten.catch((error) => console.error("[readiness] cannot listen for calibration asks; polling only", error));
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
