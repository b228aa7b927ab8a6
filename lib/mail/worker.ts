import "server-only";
import type { DatabaseConnection } from "@/db/client";
import { sendMail, type Mailer } from "./index";
import { serialPasses } from "@/lib/jobs/serial-passes";
import { listenForWakeUps } from "@/lib/jobs/wake-up";
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
  const passes = serialPasses(async () => {
    try {
      await drainMailQueue(connection.db, mailer, { settings: options.settings, stopping: () => passes.stopped });
    } catch (error) {
      console.error("[mail-queue] a pass failed; the next poll tries again", error);
    }
  });
  const kick = passes.kick;

  const timer = setInterval(kick, options.pollMs ?? POLL_MS);
  timer.unref();
  const unlisten = listenForWakeUps(connection, MAIL_QUEUE_CHANNEL, kick);
  unlisten.catch((error) => console.error("[mail-queue] cannot listen for new jobs; polling only", error));
  kick();

  return {
    kick,
    idle: async () => {
      await unlisten.catch(() => {});
      await passes.idle();
    },
    async stop() {
      clearInterval(timer);
      const stopping = passes.stop();
      await unlisten.then((stop) => stop()).catch(() => {});
      await stopping;
    },
  };
}
