import { inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { queryRows } from "../support/db";
import { mailJobs } from "@/db/schema";
import { handBackLeases, heldLeases } from "@/lib/jobs/leases";
import { drainMailQueue, enqueueMail, type MailJob } from "@/lib/mail/queue";
import type { ProofReadResult } from "@/lib/payments/proof-reading/read-image";
import { readNextProof, readPendingProofs } from "@/lib/payments/proof-reading/reader";
import { claimCalibration, handBackCalibration, queueCalibration, renewLease } from "@/lib/readiness/calibration-runs";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { placeOrderAs } from "../support/payments";

// docs/operations.md, "Several instances": a stopping instance hands back the jobs it holds, so
// another instance takes them at once rather than when their lease ends. The queues are global:
// on a PostgreSQL that other test files share (CI's second pass) their rows would be claimed here.
setUpTestDatabase();
const isolated = !process.env.DATABASE_URL;

/** A promise and the function that settles it: the "work under way" of a stopping instance. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
async function untilHeld(label: RegExp) {
  for (let tries = 0; tries < 400 && !heldLeases().some((held) => label.test(held)); tries++) await new Promise((r) => setTimeout(r, 10));
  expect(heldLeases()).toEqual(expect.arrayContaining([expect.stringMatching(label)]));
}
const readAs =
  (transactionId: string, wait: Promise<void> = Promise.resolve()) =>
  async (): Promise<ProofReadResult> => {
    await wait;
    return {
      status: "read",
      reason: null,
      fields: { transactionId, amountPkr: 500, paidAt: "2026-11-24", bank: "HBL", reference: null, unsure: [] },
    };
  };

describe.skipIf(!isolated)("leases handed back by a stopping instance", () => {
  it("a proof's reading: free for another reader at once, not counted as a try; the first reader then writes nothing", async () => {
    await readPendingProofs(getDb(), { read: readAs("EARLIER00001") });
    const learner = await createUser();
    const ordered = await placeOrderAs(learner.cookie, { cart: [{ subjectId: (await makeSubject(500)).id }] });
    expect(ordered.status).toBe(201);
    const paymentId = (ordered.body.data as { id: string }).id;

    const stuck = gate();
    const first = readNextProof(getDb(), { read: readAs("FIRSTREADER01", stuck.opened) });
    await untilHeld(new RegExp(paymentId));
    expect(await handBackLeases()).toEqual([`the reading of payment ${paymentId}`]);
    const [row] = await queryRows<{ claimed_until: string | null; tries: number }>(
      getDb(),
      sql`select claimed_until, tries from payment_proof_readings where payment_id = ${paymentId}`,
    );
    expect(row).toEqual({ claimed_until: null, tries: 0 });

    expect(await readNextProof(getDb(), { read: readAs("SECONDREADER1") })).toEqual({ paymentId, outcome: "read" });
    stuck.open();
    expect(await first).toEqual({ paymentId, outcome: "lost" });
    const [read] = await queryRows<{ transaction_key: string; tries: number }>(
      getDb(),
      sql`select transaction_key, tries from payment_proof_readings where payment_id = ${paymentId}`,
    );
    expect(read).toEqual({ transaction_key: "SECONDREADER1", tries: 1 });
    expect(heldLeases()).toEqual([]);
  });

  it("mail: the jobs behind a hanging send are due at once for any worker; the one being sent keeps its claim", async () => {
    const prefix = `test:hand-back:${randomUUID()}`;
    const jobs: MailJob[] = [0, 1, 2].map((i) => ({ dedupeKey: `${prefix}:${i}`, to: `l${i}@example.com`, subject: `#${i}`, text: "x" }));
    await enqueueMail(getDb(), jobs);
    const stuck = gate();
    const sent: string[] = [];
    const mailer = { sendMail: async (message: { subject: string }) => (sent.push(message.subject), stuck.opened) };
    let stopping = false;
    const draining = drainMailQueue(getDb(), mailer as never, { stopping: () => stopping });
    await untilHeld(/claimed mail job/);
    await handBackLeases();
    const rows = await getDb()
      .select({ subject: mailJobs.subject, status: mailJobs.status, tries: mailJobs.tries, due: sql<boolean>`${mailJobs.runAt} <= now()` })
      .from(mailJobs)
      .where(
        inArray(
          mailJobs.dedupeKey,
          jobs.map((job) => job.dedupeKey),
        ),
      )
      .orderBy(mailJobs.subject);
    expect(rows).toEqual([
      { subject: "#0", status: "claimed", tries: 1, due: false },
      { subject: "#1", status: "pending", tries: 0, due: true },
      { subject: "#2", status: "pending", tries: 0, due: true },
    ]);
    stopping = true;
    stuck.open();
    await draining;
    expect(sent).toEqual(["#0"]);
  });

  it("a calibration run: its lease ends now, another instance claims it at once and the first can no longer renew it", async () => {
    await queueCalibration("admin");
    const run = await claimCalibration();
    expect(run).not.toBeNull();
    expect(await claimCalibration(), "while the lease holds, no other claim").toBeNull();
    await handBackCalibration(run!);
    const takenOver = await claimCalibration();
    expect(takenOver?.id).toBe(run!.id);
    expect(await renewLease(run!)).toBe(false);
  });
});
