import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

/**
 * The durable mail queue (lib/mail/queue.ts): a job commits with the change that causes it and
 * every instance drains the table with FOR UPDATE SKIP LOCKED. `runAt` is when the job may be
 * taken next: its first try, its retry after a backoff, or the end of a claimed job's lease (a
 * worker that died holding it leaves it to be claimed again then).
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One job per key, ever: enqueueing the same key again is a no-op. */
    dedupeKey: text("dedupe_key").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "claimed", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** Tries started so far (a claim counts as a try). */
    tries: integer("tries").notNull().default(0),
    runAt: instant("run_at").notNull().defaultNow(),
    /** The claim that may finish the job: a worker whose lease ran out cannot overwrite a newer claim. */
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("mail_jobs_dedupe_key_key").on(t.dedupeKey),
    check("mail_jobs_status_check", sql`${t.status} in ('pending', 'claimed', 'sent', 'failed')`),
    // The claim: due jobs in order; sent and failed jobs leave the index.
    index("mail_jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'claimed')`),
  ],
);
