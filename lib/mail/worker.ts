import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { sendMail, type Mailer } from "./index";
import { startQueueWorker } from "@/lib/jobs/queue-worker";
import { drainMailQueue, MAIL_QUEUE_CHANNEL, type MailQueueSettings } from "./queue";

export type MailWorker = {
  /** Drains the queue now (again after the current pass, if one is running). */
  kick(): void;
  /** Resolves when the worker listens for new jobs and no pass is running (tests). */
  idle(): Promise<void>;
  /** Stops polling and listening; the send under way finishes, the jobs claimed behind it are released. */
  stop(): Promise<void>;
};

/** Retries and the leases of dead workers are picked up at least this often. */
const POLL_MS = 15_000;

const envMailer: Mailer = { sendMail };

/**
 * Works the mail queue in this process: on every commit that enqueued mail (LISTEN on the queue's
 * channel, from any instance on PostgreSQL) and every POLL_MS for retries and expired leases.
 */
export function createMailWorker(
  connection: DatabaseConnection,
  options: { mailer?: Mailer; pollMs?: number; settings?: MailQueueSettings } = {},
): MailWorker {
  const mailer = options.mailer ?? envMailer;
  return startQueueWorker({
    connection,
    channel: MAIL_QUEUE_CHANNEL,
    label: "[mail-queue] the mail worker",
    wakeUps: "new jobs",
    pollMs: options.pollMs ?? POLL_MS,
    async pass(stopping) {
      await drainMailQueue(connection.db, mailer, { settings: options.settings, stopping });
    },
  });
}
