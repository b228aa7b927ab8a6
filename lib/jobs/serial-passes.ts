/**
 * Runs a background job's pass one at a time in this process: a kick while a pass runs asks for one
 * more pass after it (never two at once, never a kick lost); stop lets the pass under way finish.
 * Every background job runs on it through ./queue-worker.ts.
 */
export type SerialPasses = {
  kick(): void;
  /** Resolves when no pass is running. */
  idle(): Promise<void>;
  /** No pass starts after this; resolves when the one under way has finished. */
  stop(): Promise<void>;
  /** True once stop() was called: a long pass checks it between pieces of work. */
  readonly stopped: boolean;
};

export function serialPasses(pass: () => Promise<void>): SerialPasses {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  let stopped = false;

  const run = async () => {
    busy = true;
    try {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    } finally {
      // In the step that read `again`: a kick after it sees no pass running and starts one (clearing
      // it in a `.finally` of the caller's would leave a microtask in which such a kick was lost).
      busy = false;
    }
  };
  const idle = async () => {
    while (busy) await running;
  };

  return {
    kick() {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      running = run();
    },
    idle,
    async stop() {
      stopped = true;
      await idle();
    },
    get stopped() {
      return stopped;
    },
  };
}
