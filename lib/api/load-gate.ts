/**
 * The load gate (docs/rules.md, "Shedding load"): at most `concurrency` of the heavy exam-day
 * requests (Start, the paper) do their work at once in this process; up to `queueLength` more wait, each at most
 * `queueDeadlineMs`, first come first served. A request that finds the queue full, or whose wait
 * runs out, is refused at once with a 503 and a Retry-After, which the quiz screen retries: past
 * the machine's saturation point, a fast "try again in a second" keeps the accepted requests fast,
 * where an unbounded queue made every request slow.
 *
 * A gated request holds a slot only while it works: its learner may have one gated request in
 * flight (a second is refused at once), and its body is read, within `bodyDeadlineMs`, before it
 * queues (lib/api/gated-request.ts).
 */
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";

export type LoadGateSettings = {
  /** Requests doing their work at once; 0 turns the gate off. */
  concurrency: number;
  /** Requests waiting for a slot; beyond it a request is refused at once. */
  queueLength: number;
  /** How long a request may wait for a slot before it is refused. */
  queueDeadlineMs: number;
  /** The wait a refusal asks for (Retry-After, whole seconds). */
  retryAfterSeconds: number;
  /** How long a gated request's body may take to arrive; it is read before the request queues. */
  bodyDeadlineMs: number;
};

export type LoadGateCounts = { active: number; queued: number; admitted: number; refused: number };
type Schedule = (run: () => void, ms: number) => () => void;
type Waiter = { admit: () => void; cancelDeadline: () => void };

export const BUSY_MESSAGE = "The server is busy. Your request will be retried in a moment.";
export const IN_FLIGHT_MESSAGE = "Your previous request is still being handled. This one will be retried in a moment.";

const defaultSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** A gate's slots, queue and learners in flight, as plain data. */
export type LoadGateState = {
  settings: LoadGateSettings;
  counts: Omit<LoadGateCounts, "queued">;
  waiting: Waiter[];
  /** The learners with a gated request in flight: at most one each. */
  learnersInFlight: Set<string>;
  /** Refusals are logged at most once per REPORT_EVERY_MS: the count since the last line. */
  report: { at: number; refused: number };
};

const REPORT_EVERY_MS = 10_000;

export const newLoadGateState = (settings: LoadGateSettings): LoadGateState => ({
  settings,
  counts: { active: 0, admitted: 0, refused: 0 },
  waiting: [],
  learnersInFlight: new Set(),
  report: { at: 0, refused: 0 },
});

/** A gate over its own state; `schedule` (the queue deadline's timer) is the tests' to control. */
export function createLoadGate(settings: LoadGateSettings, { schedule = defaultSchedule }: { schedule?: Schedule } = {}) {
  const state = newLoadGateState(settings);
  const { concurrency, queueLength, queueDeadlineMs, retryAfterSeconds } = state.settings;
  const { waiting, counts, learnersInFlight } = state;

  const busy = () => {
    counts.refused += 1;
    state.report.refused += 1;
    if (Date.now() - state.report.at >= REPORT_EVERY_MS) {
      console.warn(
        `[load-gate] refused ${state.report.refused} request(s) with 503 since the last report (${counts.active} active, ${waiting.length} waiting)`,
      );
      state.report = { at: Date.now(), refused: 0 };
    }
    return new DomainError("Busy", BUSY_MESSAGE, { details: { retryAfterSeconds } });
  };

  /** Resolves once the request holds a slot; rejects with the 503 when it cannot get one in time. */
  function acquire(): Promise<void> | void {
    if (counts.active < concurrency) {
      counts.active += 1;
      counts.admitted += 1;
      return;
    }
    if (waiting.length >= queueLength) throw busy();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          counts.admitted += 1;
          resolve();
        },
        cancelDeadline: schedule(() => {
          // A deadline that comes after the waiter got its slot does nothing: the timer may not have
          // been cancelled in time (or at all, under a runtime that wraps timers), and splicing at
          // indexOf's -1 would drop the last waiter, whose request would then hang with no slot.
          const at = waiting.indexOf(waiter);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(busy());
        }, queueDeadlineMs),
      };
      waiting.push(waiter);
    });
  }

  /** The slot goes to the longest waiter, or back to the pool. */
  function release() {
    const next = waiting.shift();
    if (!next) {
      counts.active -= 1;
      return;
    }
    next.cancelDeadline();
    next.admit();
  }

  return {
    /** False when `concurrency` is 0: then nothing is gated, neither slots nor learners. */
    isOn: concurrency > 0,
    /**
     * Marks `learner` as having a gated request in flight until the returned function is called,
     * or refuses at once (a 503, no slot taken) while it already has one. Not counted as refused:
     * that count, and its log line, tell of an instance past saturation, not of one client.
     */
    claimLearner(learner: string): () => void {
      if (learnersInFlight.has(learner)) throw new DomainError("Busy", IN_FLIGHT_MESSAGE, { details: { retryAfterSeconds } });
      learnersInFlight.add(learner);
      let released = false;
      return () => {
        if (!released) learnersInFlight.delete(learner);
        released = true;
      };
    },
    /** Runs `work` holding a slot; throws the Busy DomainError (a 503) without running it when no slot comes in time. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (concurrency <= 0) return work();
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    counts: (): LoadGateCounts => ({ ...counts, queued: waiting.length }),
    settings: state.settings,
    state,
  };
}

export type LoadGate = ReturnType<typeof createLoadGate>;

let processGate: LoadGate | undefined;

/**
 * This copy's gate, made on first use from the environment. The copy that serves a request gates
 * it: in production the front's (server/front.ts), which admits Start and the paper before Next
 * sees them, so that the handlers' copy never takes a slot there (server/gate-admission.ts);
 * without the front (`next dev`, `next start`, the tests) the handlers' own. So no state is
 * shared between the two copies of this module, and none needs to be.
 */
export function loadGate(): LoadGate {
  if (!processGate) {
    const env = getEnv();
    processGate = createLoadGate({
      concurrency: env.LOAD_GATE_CONCURRENCY,
      queueLength: env.LOAD_GATE_QUEUE,
      queueDeadlineMs: env.LOAD_GATE_QUEUE_MS,
      retryAfterSeconds: env.LOAD_GATE_RETRY_AFTER,
      bodyDeadlineMs: env.LOAD_GATE_BODY_MS,
    });
  }
  return processGate;
}

/** Makes `gate` this copy's gate (a test's own settings), or, with none, the environment's again. */
export function installLoadGate(gate?: LoadGate): void {
  processGate = gate;
}
