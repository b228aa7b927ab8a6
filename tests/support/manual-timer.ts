/**
 * A timer the test fires itself, for a job that sets its own timer (lib/grand-tests/closer-worker.ts):
 * the test reads the delay the job asked for, moves the database's clock with SQL, and fires it.
 * Nothing waits on the wall clock.
 */
export function manualTimer() {
  let pending: { run: () => void; ms: number; handle: symbol } | null = null;
  return {
    set(run: () => void, ms: number) {
      pending = { run, ms, handle: Symbol("timer") };
      return pending.handle;
    },
    clear(handle: unknown) {
      if (pending?.handle === handle) pending = null;
    },
    /** The delay of the timer that is set, or null. */
    get pendingMs(): number | null {
      return pending?.ms ?? null;
    },
    /** Runs the timer that is set, as if its delay had passed. */
    fire() {
      if (!pending) throw new Error("no timer is set");
      const { run } = pending;
      pending = null;
      run();
    },
  };
}
