import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { mailJobs } from "@/db/schema";
import { holdLease } from "@/lib/jobs/leases";
import type { Mailer, MailMessage } from "./index";

/**
 * The durable mail queue (docs/rules.md, "Mail queue"): mail to many people is a row in `mail_jobs`, written in the
 * transaction of the change that causes it, and sent by a worker that every instance runs
 * (lib/mail/worker.ts). A job is claimed with FOR UPDATE SKIP LOCKED, so two workers never take
 * the same job, and a claim is a lease: a worker that dies holding it leaves the job to be claimed
 * again when the lease ends. Delivery is at least once only in that one case (the worker died after
 * SMTP accepted the message and before it could mark the job sent).
 */
export type MailJob = MailMessage & {
  /** Unique per job, forever: enqueueing a key that was enqueued before adds nothing. */
  dedupeKey: string;
};

/** Commits wake the workers of every instance (pg_notify is delivered on commit, never on rollback). */
export const MAIL_QUEUE_CHANNEL = "mail_jobs";

export type MailQueueSettings = {
  /** Tries before a job is 'failed' (a claim counts as a try). */
  maxTries: number;
  /** How long a claim holds a job; longer than any SMTP send can take. */
  leaseMs: number;
  /** Jobs claimed at once by one worker. */
  batchSize: number;
  /** The wait before the next try after `tries` failed tries. */
  backoffMs: (tries: number) => number;
};

export const MAIL_QUEUE_SETTINGS: MailQueueSettings = {
  maxTries: 6,
  leaseMs: 5 * 60_000,
  batchSize: 25,
  // 30 s, 1 min, 2 min, 4 min, 8 min: a mail server that is down for ~15 minutes loses nothing.
  backoffMs: (tries) => Math.min(30_000 * 2 ** (tries - 1), 60 * 60_000),
};

const INSERT_CHUNK = 1_000;

/**
 * Adds the jobs in the caller's transaction (or on its own with `db`); returns how many were new.
 * The worker is woken when the transaction commits.
 */
export async function enqueueMail(executor: Executor, jobs: readonly MailJob[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
    const slice = jobs.slice(start, start + INSERT_CHUNK);
    const values = (pick: (job: MailJob) => string | null) => pgArray(slice.map(pick), "text");
    // One array parameter per column (unnest): thousands of jobs cost no query building per value.
    const rows = await readRows(
      executor,
      sql`insert into ${mailJobs} (dedupe_key, to_address, subject, text_body, html_body)
        select * from unnest(${values((job) => job.dedupeKey)}, ${values((job) => job.to)}, ${values((job) => job.subject)},
          ${values((job) => job.text)}, ${values((job) => job.html ?? null)})
        on conflict (dedupe_key) do nothing returning id`,
      { id: column.text },
    );
    added += rows.length;
  }
  if (added > 0) await executor.execute(sql`select pg_notify(${MAIL_QUEUE_CHANNEL}, '')`);
  return added;
}

export type ClaimedMailJob = { id: string; claimToken: string; tries: number; message: MailMessage };

const claimedRow = {
  id: column.text,
  claim_token: column.text,
  tries: column.number,
  to_address: column.text,
  subject: column.text,
  text_body: column.text,
  html_body: column.textOrNull,
};

/** `now` from the caller (tests move the clock), otherwise the database's clock, shared by every instance. */
const instant = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);
const after = (now: Date | undefined, ms: number): SQL => sql`(${instant(now)} + ${ms} * interval '1 millisecond')`;

/**
 * Takes up to `batchSize` due jobs (new, due for a retry, or whose lease ended) and leases them to
 * the caller. Claims whose lease ended on their last try are marked failed first.
 */
export async function claimMailJobs(db: Database, options: { now?: Date; settings?: MailQueueSettings } = {}): Promise<ClaimedMailJob[]> {
  const settings = options.settings ?? MAIL_QUEUE_SETTINGS;
  const now = instant(options.now);
  await db.execute(sql`
    update ${mailJobs} set status = 'failed', claim_token = null, last_error = coalesce(last_error, 'the worker stopped while sending')
    where status = 'claimed' and run_at <= ${now} and tries >= ${settings.maxTries}`);
  const claimed = await readRows(
    db,
    sql`
    with due as (
      select id from ${mailJobs}
      where status in ('pending', 'claimed') and run_at <= ${now} and tries < ${settings.maxTries}
      order by run_at
      limit ${settings.batchSize}
      for update skip locked
    )
    update ${mailJobs} as job
    set status = 'claimed', tries = job.tries + 1, run_at = ${after(options.now, settings.leaseMs)}, claim_token = gen_random_uuid()
    from due where job.id = due.id
    returning job.id, job.claim_token, job.tries, job.to_address, job.subject, job.text_body, job.html_body`,
    claimedRow,
  );
  return claimed.map((row) => ({
    id: row.id,
    claimToken: row.claim_token,
    tries: row.tries,
    message: { to: row.to_address, subject: row.subject, text: row.text_body, ...(row.html_body ? { html: row.html_body } : {}) },
  }));
}

/** Marks a claimed job sent; false when the claim was no longer this worker's (its lease ended and another took it). */
export async function markMailJobSent(db: Database, job: ClaimedMailJob, now?: Date): Promise<boolean> {
  const marked = await readRows(
    db,
    sql`
    update ${mailJobs} set status = 'sent', sent_at = ${instant(now)}, claim_token = null, last_error = null
    where id = ${job.id} and claim_token = ${job.claimToken} returning id`,
    { id: column.text },
  );
  return marked.length > 0;
}

/** After a failed send: retried after the backoff, or 'failed' after the last try. */
export async function markMailJobFailed(
  db: Database,
  job: ClaimedMailJob,
  error: unknown,
  options: { now?: Date; settings?: MailQueueSettings } = {},
): Promise<"retry" | "failed"> {
  const settings = options.settings ?? MAIL_QUEUE_SETTINGS;
  const outcome = job.tries >= settings.maxTries ? "failed" : "retry";
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
  await db.execute(sql`
    update ${mailJobs}
    set status = ${outcome === "failed" ? "failed" : "pending"}, claim_token = null, last_error = ${message},
        run_at = ${after(options.now, settings.backoffMs(job.tries))}
    where id = ${job.id} and claim_token = ${job.claimToken}`);
  return outcome;
}

/**
 * Gives back claimed jobs that were never tried (a worker stopping): due again at once for any
 * worker, the claim not counted as a try. A job whose claim is no longer this worker's is left alone.
 */
export async function releaseMailJobs(db: Database, jobs: readonly ClaimedMailJob[], now?: Date): Promise<void> {
  for (const job of jobs) {
    await db.execute(sql`
      update ${mailJobs} set status = 'pending', tries = tries - 1, run_at = ${instant(now)}, claim_token = null
      where id = ${job.id} and claim_token = ${job.claimToken}`);
  }
}

export type DrainResult = { sent: number; retried: number; failed: number };

/**
 * Sends every due job, batch after batch, until none is left; safe to run on many workers at once.
 * When `stopping()` turns true, the send under way finishes and the rest of the batch is released.
 */
export async function drainMailQueue(
  db: Database,
  mailer: Mailer,
  options: { now?: Date; settings?: MailQueueSettings; stopping?: () => boolean } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const stopping = options.stopping ?? (() => false);
  while (!stopping()) {
    const jobs = await claimMailJobs(db, options);
    if (jobs.length === 0) return result;
    // A stopping instance whose send hangs hands back the jobs not yet tried (lib/jobs/leases.ts).
    // The one being sent keeps its lease: the mail server may have it already, and a second send
    // would mail the person twice.
    let next = 0;
    const release = holdLease(`${jobs.length} claimed mail job(s)`, async () => {
      await releaseMailJobs(db, jobs.slice(next + 1), options.now);
      await db.execute(sql`select pg_notify(${MAIL_QUEUE_CHANNEL}, '')`);
    });
    try {
      if (await sendBatch(db, mailer, jobs, result, { ...options, stopping, onSend: (index) => (next = index) })) return result;
    } finally {
      release();
    }
  }
  return result;
}

/** Sends a claimed batch in order; true when it stopped early, the untried jobs released. */
async function sendBatch(
  db: Database,
  mailer: Mailer,
  jobs: readonly ClaimedMailJob[],
  result: DrainResult,
  options: { now?: Date; settings?: MailQueueSettings; stopping: () => boolean; onSend: (index: number) => void },
): Promise<boolean> {
  for (const [index, job] of jobs.entries()) {
    if (options.stopping()) {
      await releaseMailJobs(db, jobs.slice(index), options.now);
      return true;
    }
    options.onSend(index);
    try {
      await mailer.sendMail(job.message);
    } catch (error) {
      const outcome = await markMailJobFailed(db, job, error, options);
      if (outcome === "failed") {
        result.failed += 1;
        console.error(`[mail-queue] giving up on job ${job.id} after ${job.tries} tries: ${String(error)}`);
      } else result.retried += 1;
      continue;
    }
    if (await markMailJobSent(db, job, options.now)) result.sent += 1;
  }
  return false;
}
