import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { CALIBRATION_REASONS, calibrationRuns, type CalibrationReason } from "@/db/schema";
import { wakeUp } from "@/lib/jobs/wake-up";

/**
 * Calibration runs as a durable job (docs/rules.md, "Readiness"): queued by an admin, by a grand
 * test's close or by the nightly schedule; at most one waits at a time (a unique index), so an ask
 * that arrives while one waits joins it, as an admin's joins a run that started after it arrived.
 * A run is claimed by one instance with FOR UPDATE SKIP LOCKED and a lease it renews while it
 * works; a run whose lease ran out (its instance stopped) is taken over. Never two runs at once: a claim waits while another run holds a lease.
 */

/** The channel on which a queued run wakes the calibration job of every instance. */
export const CALIBRATION_CHANNEL = "readiness_calibration";
export const CALIBRATION_LEASE_MS = 5 * 60_000;
/** The nightly run: queued when no run was asked for within this long. */
export const NIGHTLY_EVERY_MS = 24 * 60 * 60_000;

/** `now` from the caller (tests move the clock), otherwise the database's, shared by every instance. */
const instant = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);
const runs = calibrationRuns;
const reason = column.oneOf(CALIBRATION_REASONS);
const leaseEnd = (now?: Date): SQL => sql`(${instant(now)} + ${CALIBRATION_LEASE_MS} * interval '1 millisecond')`;

export type QueuedRun = { id: string; reason: CalibrationReason; requestedAt: string; joined: boolean };

/** Tries of the one statement below; a second only follows an ask that raced another's queued run. */
const QUEUE_TRIES = 3;

/**
 * Queues a run, or joins the one already waiting, or, with `askedAt` (when the ask arrived), one
 * that started after it: that run reads the answers the ask wanted. One statement decides, so asks
 * on every instance agree (the unique index keeps one waiting); wakes the job of every instance.
 */
export async function queueCalibration(
  reasonAsked: CalibrationReason,
  options: { grandTestId?: string; now?: Date; askedAt?: Date } = {},
): Promise<QueuedRun> {
  const startedSince = options.askedAt ? sql`${runs.startedAt} >= ${options.askedAt.toISOString()}::timestamptz` : sql`false`;
  for (let tries = 1; ; tries++) {
    // An insert that meets a run queued since this statement began does nothing and finds none to
    // join (it is not in this statement's snapshot): the next try sees it.
    const [run] = await readRows(
      getDb(),
      sql`with joinable as (
          select ${runs.id} as id, ${runs.reason} as reason, ${runs.requestedAt} as created_at from ${runs}
          where ${runs.status} = 'queued' or ${startedSince}
          order by ${runs.status} = 'queued', ${runs.requestedAt} limit 1
        ), added as (
          insert into ${runs} (reason, grand_test_id, created_at)
          select ${reasonAsked}, ${options.grandTestId ?? null}, ${instant(options.now)} where not exists (select 1 from joinable)
          on conflict (status) where status = 'queued' do nothing
          returning id, reason, created_at
        )
        select id, reason, to_json(created_at) as "requestedAt", false as joined from added
        union all select id, reason, to_json(created_at) as "requestedAt", true as joined from joinable`,
      { id: column.text, reason, requestedAt: column.text, joined: column.boolean },
    );
    if (run) {
      await wakeUp(CALIBRATION_CHANNEL).catch((error) => console.error("[readiness] could not wake the calibration job", error));
      return run;
    }
    if (tries >= QUEUE_TRIES) throw new Error("a calibration run could be neither queued nor joined");
  }
}

/** Queues the nightly run when none was asked for in NIGHTLY_EVERY_MS (the job checks on its timer). */
export async function queueNightlyIfDue(now?: Date): Promise<boolean> {
  const [recent] = await getDb()
    .select({ id: runs.id })
    .from(runs)
    .where(
      sql`${runs.requestedAt} > ${instant(now)} - ${NIGHTLY_EVERY_MS} * interval '1 millisecond' or ${runs.status} in ('queued', 'running')`,
    )
    .limit(1);
  if (recent) return false;
  await queueCalibration("nightly", { now });
  return true;
}

export type ClaimedRun = { id: string; reason: CalibrationReason; grandTestId: string | null; startedAt: string };

/** Takes the waiting run (or one whose lease ran out) for this instance; null when there is none or another run holds a lease. */
export async function claimCalibration(now?: Date): Promise<ClaimedRun | null> {
  const [claimed] = await readRows(
    getDb(),
    sql`with next as (
        select ${runs.id} as id from ${runs}
        where (${runs.status} = 'queued' or (${runs.status} = 'running' and ${runs.claimedUntil} < ${instant(now)}))
          and not exists (select 1 from ${runs} busy where busy.status = 'running' and busy.claimed_until >= ${instant(now)})
        order by ${runs.requestedAt} limit 1
        for update skip locked
      )
      update ${runs} r set status = 'running', started_at = ${instant(now)}, claimed_until = ${leaseEnd(now)}
      from next where r.id = next.id
      returning r.id, r.reason, r.grand_test_id as "grandTestId", to_json(r.started_at) as "startedAt"`,
    { id: column.text, reason, grandTestId: column.textOrNull, startedAt: column.text },
  );
  return claimed ?? null;
}

/** This claim, still ours: the lease was not taken over (its start is unchanged). */
export const stillOurs = (run: ClaimedRun): SQL | undefined =>
  and(eq(runs.id, run.id), eq(runs.status, "running"), sql`${runs.startedAt} = ${run.startedAt}::timestamptz`);

/** Renews the lease; false when another instance took the run over. */
export async function renewLease(run: ClaimedRun, now?: Date): Promise<boolean> {
  const rows = await getDb()
    .update(runs)
    .set({ claimedUntil: leaseEnd(now) })
    .where(stillOurs(run))
    .returning({ id: runs.id });
  return rows.length > 0;
}

/**
 * Gives a run back (its instance is stopping): the lease ends now, so the next claim on any
 * instance takes the run over, and the calibration job of every instance is woken for it.
 */
export async function handBackCalibration(run: ClaimedRun): Promise<void> {
  await getDb()
    .update(runs)
    .set({ claimedUntil: sql`now()` })
    .where(stillOurs(run));
  await wakeUp(CALIBRATION_CHANNEL);
}

export async function failCalibration(run: ClaimedRun, error: unknown, now?: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
  await getDb()
    .update(runs)
    .set({ status: "failed", finishedAt: instant(now), claimedUntil: null, error: message })
    .where(stillOurs(run));
}
