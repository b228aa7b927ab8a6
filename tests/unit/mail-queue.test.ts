import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getConnection, getDb, openDatabase } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { mailJobs } from "@/db/schema";
import { createMailer, type Mailer, type MailMessage } from "@/lib/mail";
import { claimMailJobs, drainMailQueue, enqueueMail, markMailJobSent, MAIL_QUEUE_SETTINGS, type MailJob } from "@/lib/mail/queue";
import { createMailWorker } from "@/lib/mail/worker";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

// Another test file may share a PostgreSQL (CI): every check looks only at this test's own keys.
const batch = (label: string, count: number): MailJob[] => {
  const prefix = `test:${label}:${randomUUID()}`;
  return Array.from({ length: count }, (_, index) => ({
    dedupeKey: `${prefix}:${index}`,
    to: `learner${index}@example.com`,
    subject: `${prefix} #${index}`,
    text: `Mail ${index}`,
  }));
};
const statuses = async (jobs: MailJob[]) =>
  (
    await getDb()
      .select({ key: mailJobs.dedupeKey, status: mailJobs.status, tries: mailJobs.tries, lastError: mailJobs.lastError })
      .from(mailJobs)
      .where(
        inArray(
          mailJobs.dedupeKey,
          jobs.map((job) => job.dedupeKey),
        ),
      )
  ).sort((a, b) => a.key.localeCompare(b.key));

/** Records what it was asked to send, after a short wait (so two workers overlap). */
function recordingMailer(delayMs = 0): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async sendMail(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
}
const later = (ms: number) => new Date(Date.now() + ms);

describe("enqueueMail", () => {
  it("commits with the transaction that causes the mail, or not at all", async () => {
    const kept = batch("commit", 2);
    const dropped = batch("rollback", 2);
    await getDb().transaction(async (tx) => {
      expect(await enqueueMail(tx, kept)).toBe(2);
    });
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueMail(tx, dropped);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await statuses(kept)).map((job) => job.status)).toEqual(["pending", "pending"]);
    expect(await statuses(dropped)).toEqual([]);
  });

  it("adds a dedupe key once, however often it is enqueued", async () => {
    const jobs = batch("dedupe", 3);
    expect(await enqueueMail(getDb(), jobs)).toBe(3);
    expect(await enqueueMail(getDb(), [...jobs, ...jobs])).toBe(0);
    expect(await statuses(jobs)).toHaveLength(3);
  });
});

describe("drainMailQueue", () => {
  it("sends every job once when two workers drain at the same time", async () => {
    const jobs = batch("concurrent", 40);
    await enqueueMail(getDb(), jobs);
    const first = recordingMailer(2);
    const second = recordingMailer(3);
    const settings = { ...MAIL_QUEUE_SETTINGS, batchSize: 5 };
    await Promise.all([drainMailQueue(getDb(), first, { settings }), drainMailQueue(getDb(), second, { settings })]);

    const mine = new Set(jobs.map((job) => job.subject));
    const sentSubjects = [...first.sent, ...second.sent].map((mail) => mail.subject).filter((subject) => mine.has(subject));
    expect(sentSubjects.sort()).toEqual([...mine].sort());
    expect(new Set((await statuses(jobs)).map((job) => job.status))).toEqual(new Set(["sent"]));
  });

  it("leaves a claimed job alone until its lease ends, then another worker sends it (a worker died)", async () => {
    const [job] = batch("lease", 1);
    await enqueueMail(getDb(), [job!]);
    const deadWorkersClaims = await claimMailJobs(getDb(), { settings: { ...MAIL_QUEUE_SETTINGS, batchSize: 1_000 } });
    const deadClaim = deadWorkersClaims.find((claim) => claim.message.subject === job!.subject)!;
    expect(deadClaim.tries).toBe(1);

    const mailer = recordingMailer();
    await drainMailQueue(getDb(), mailer);
    expect(mailer.sent.map((mail) => mail.subject)).not.toContain(job!.subject);

    await drainMailQueue(getDb(), mailer, { now: later(MAIL_QUEUE_SETTINGS.leaseMs + 1_000) });
    expect(mailer.sent.filter((mail) => mail.subject === job!.subject)).toHaveLength(1);
    expect(await statuses([job!])).toMatchObject([{ status: "sent", tries: 2 }]);
    // The dead worker, back late, cannot mark over the new claim.
    expect(await markMailJobSent(getDb(), deadClaim)).toBe(false);
  });

  it("fails a job after the last try", async () => {
    const [job] = batch("give-up", 1);
    await enqueueMail(getDb(), [job!]);
    const broken: Mailer = {
      sendMail: async (message) => {
        if (message.subject === job!.subject) throw new Error("550 mailbox unavailable");
      },
    };
    const settings = { ...MAIL_QUEUE_SETTINGS, maxTries: 3 };
    let now = new Date();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await drainMailQueue(getDb(), broken, { now, settings });
      now = new Date(now.getTime() + settings.backoffMs(attempt) + 1_000);
    }
    expect(await statuses([job!])).toMatchObject([{ status: "failed", tries: 3, lastError: "550 mailbox unavailable" }]);
  });
});

describe("retry over SMTP", () => {
  let server: SMTPServer;
  let port: number;
  let refuseNext = 0;
  const delivered: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            return callback(Object.assign(new Error("451 try again later"), { responseCode: 451 }));
          }
          delivered.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("retries after the backoff when the SMTP server refuses, and then delivers once", async () => {
    const [job] = batch("smtp-retry", 1);
    await enqueueMail(getDb(), [job!]);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "AnaesPrep <no-reply@anaesprep.test>",
      outboxDir: "/nonexistent",
    });
    const mine = () => delivered.filter((raw) => raw.includes(job!.subject));

    refuseNext = 1;
    // A millisecond on: the job's run_at is the database's now(), to the microsecond, and a Date made
    // in the same millisecond would read as just before it (not yet due).
    const start = new Date(Date.now() + 1);
    await drainMailQueue(getDb(), mailer, { now: start });
    expect(mine()).toHaveLength(0);
    expect(await statuses([job!])).toMatchObject([{ status: "pending", tries: 1 }]);

    await drainMailQueue(getDb(), mailer, { now: new Date(start.getTime() + MAIL_QUEUE_SETTINGS.backoffMs(1) - 1_000) });
    expect(mine()).toHaveLength(0);

    await drainMailQueue(getDb(), mailer, { now: new Date(start.getTime() + MAIL_QUEUE_SETTINGS.backoffMs(1) + 1_000) });
    expect(mine()).toHaveLength(1);
    expect(await statuses([job!])).toMatchObject([{ status: "sent", tries: 2, lastError: null }]);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("a restart", () => {
  it("keeps an unsent job: a server closed with work queued sends it after it opens again", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "anaesprep-queue-"));
    try {
      const [job] = batch("restart", 1);
      const before = openDatabase({ dataDir });
      await applyMigrations(before);
      await before.db.transaction((tx) => enqueueMail(tx, [job!]));
      await claimMailJobs(before.db); // a worker took it, then the server stopped
      await before.close();

      const after = openDatabase({ dataDir });
      const mailer = recordingMailer();
      expect(await drainMailQueue(after.db, mailer)).toMatchObject({ sent: 0 }); // still leased
      expect(await drainMailQueue(after.db, mailer, { now: later(MAIL_QUEUE_SETTINGS.leaseMs + 1_000) })).toMatchObject({ sent: 1 });
      expect(mailer.sent.map((mail) => mail.subject)).toEqual([job!.subject]);
      await after.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the worker", () => {
  it("sends right after the commit that enqueued, without waiting for a poll", async () => {
    const mailer = recordingMailer();
    const worker = createMailWorker(getConnection(), { mailer, pollMs: 60 * 60_000 });
    await worker.idle();
    const jobs = batch("kick", 2);
    await getDb().transaction((tx) => enqueueMail(tx, jobs));
    await expect.poll(() => mailer.sent.filter((mail) => jobs.some((job) => job.subject === mail.subject)).length).toBe(2);
    await worker.stop();
    expect(await statuses(jobs)).toHaveLength(2);
  });
});

describe("stopping the worker (shutdown)", () => {
  it("lets the send under way finish and gives the jobs claimed behind it back to the queue, untried", async () => {
    const jobs = batch("stop", 4);
    await enqueueMail(getDb(), jobs);
    const ours = (mail: MailMessage) => jobs.some((job) => job.subject === mail.subject);
    // The first send (anyone's: on a shared PostgreSQL the worker may be busy with other files' mail)
    // is held under way until the test has asked the worker to stop.
    let sendStarted = () => {};
    const sending = new Promise<void>((resolve) => (sendStarted = resolve));
    let finishSend = () => {};
    const sendMayFinish = new Promise<void>((resolve) => (finishSend = resolve));
    const mailer: Mailer & { sent: MailMessage[] } = {
      sent: [],
      async sendMail(message) {
        sendStarted();
        await sendMayFinish;
        this.sent.push(message);
      },
    };
    const worker = createMailWorker(getConnection(), { mailer, pollMs: 60 * 60_000 });
    await sending;
    const stopping = worker.stop();
    finishSend();
    await stopping;

    const rows = await statuses(jobs);
    const sent = mailer.sent.filter(ours);
    expect(sent.length).toBeLessThan(jobs.length);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(sent.length);
    expect(rows.filter((row) => row.status !== "sent")).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: "pending", tries: 0 })]),
    );
    expect(rows.every((row) => row.status === "sent" || (row.status === "pending" && row.tries === 0))).toBe(true);
    // Released jobs are due at once for another worker, not after the lease.
    expect((await drainMailQueue(getDb(), recordingMailer())).sent).toBeGreaterThanOrEqual(jobs.length - sent.length);
    expect(await statuses(jobs)).toEqual(jobs.map(() => expect.objectContaining({ status: "sent" })));
  });
});
