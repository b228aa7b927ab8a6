import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as previewRoute, POST as revokeRoute } from "@/app/api/payment/[id]/revoke/route";
import { GET as getPaymentRoute } from "@/app/api/payment/[id]/route";
import { POST as decideRoute } from "@/app/api/payment/update-status/route";
import { POST as startRoute } from "@/app/api/quiz/start/route";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { getDb } from "@/db/client";
import { attempts, entitlements, mailJobs, paymentRevocations, payments } from "@/db/schema";
import type { PaymentView } from "@/lib/payments/read";
import type { RevocationPreview, RevocationResult } from "@/lib/payments/revoke";
import type { QuizView } from "@/lib/quizzes/views";
import { buildReport } from "@/lib/reports";
import { allowedRow, buyAndApprove, extendAs, readRecord } from "../support/access";
import { takeQuiz } from "../support/attempts";
import { makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";

// docs/rules.md, "Revoking an approval": an admin takes an approval back, with a reason; the access it
// granted ends, used attempts stay in the history, the learner is emailed, and it happens once.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // the desk's approvals mail into the outbox
});

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true, name: "Dr Admin" });
});

const revokeAs = (caller: TestUser | null, paymentId: string, json: unknown) =>
  call(revokeRoute, { cookie: caller?.cookie, json, params: { id: paymentId } });
const previewAs = (caller: TestUser | null, paymentId: string) => call(previewRoute, { cookie: caller?.cookie, params: { id: paymentId } });
const viewAs = async (caller: TestUser, paymentId: string) =>
  (await call(getPaymentRoute, { cookie: caller.cookie, params: { id: paymentId } })).body.data as PaymentView;
const startAs = (learner: TestUser, quizId: string) => call(startRoute, { cookie: learner.cookie, json: { quizId } });

/** A learner who bought a subject with one quiz, approved on the desk now. */
async function approvedPurchase() {
  const learner = await createUser({ name: "Zara Ahmed" });
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id);
  const payment = await buyAndApprove(admin, learner, subject.id);
  return { learner, subject, quiz, payment };
}

/** Everything a revoke may write about the payment: its status, periods, audit rows and queued mail. */
async function storedFor(paymentId: string) {
  const [payment] = await getDb()
    .select({ status: payments.status, userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const periods = await getDb()
    .select({ id: entitlements.id, startsAt: entitlements.startsAt, endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(eq(entitlements.userId, payment!.userId))
    .orderBy(entitlements.startsAt);
  const audit = await getDb().select().from(paymentRevocations).where(eq(paymentRevocations.paymentId, paymentId));
  const mail = await getDb()
    .select()
    .from(mailJobs)
    .where(like(mailJobs.dedupeKey, `payment-revoked:${paymentId}`));
  return { status: payment!.status, periods, audit, mail };
}

describe("who may revoke an approval", () => {
  it("is an admin: a visitor gets 401 and a learner 403, on their own payment too; nothing changes", async () => {
    const { learner, payment } = await approvedPurchase();
    const before = await storedFor(payment.id);
    expect((await revokeAs(null, payment.id, { reason: "Transfer reversed" })).status).toBe(401);
    expect((await revokeAs(learner, payment.id, { reason: "Transfer reversed" })).status).toBe(403);
    expect((await previewAs(learner, payment.id)).status).toBe(403);
    expect(await storedFor(payment.id)).toEqual(before);
  });

  it("answers 404 for an unknown or malformed payment id", async () => {
    for (const id of [crypto.randomUUID(), "not-a-payment"]) {
      const answer = await revokeAs(admin, id, { reason: "Transfer reversed" });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Payment not found.");
      expect((await previewAs(admin, id)).status).toBe(404);
    }
  });

  it("refuses a pending or a rejected payment with 409: there is no approval to revoke", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const placed = async () => ((await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }] })).body.data as { id: string }).id;
    const [pending, rejected] = [await placed(), await placed()];
    await call(decideRoute, { cookie: admin.cookie, json: { paymentId: rejected, accepted: false } });
    for (const [id, message] of [
      [pending, /still pending.*Reject it instead/],
      [rejected, /was rejected: there is no approval to revoke/],
    ] as const) {
      const answer = await revokeAs(admin, id, { reason: "Transfer reversed" });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(message);
      expect((await previewAs(admin, id)).status).toBe(409);
      expect((await storedFor(id)).audit).toEqual([]);
    }
  });
});

describe("the reason", () => {
  const refusals: [string, unknown, RegExp][] = [
    ["no reason", {}, /^Reason: Please give the reason for revoking the approval\.$/],
    ["a blank reason", { reason: "   " }, /^Reason: Please give the reason/],
    ["a reason of 201 characters", { reason: "r".repeat(201) }, /200 characters at most/],
    ["a reason over two lines", { reason: "first\nsecond" }, /one line of text/],
    ["a reason that is no text", { reason: 42 }, /reason/i],
  ];

  it.each(refusals)("refuses %s with a 400 naming the field; nothing changes", async (_label, body, message) => {
    const { payment } = await approvedPurchase();
    const before = await storedFor(payment.id);
    const refused = await revokeAs(admin, payment.id, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: "reason" });
    expect(refused.body.message).toMatch(message);
    expect(await storedFor(payment.id)).toEqual(before);
  });
});

describe("a revocation", () => {
  it("ends the access now, keeps the attempts used, records who and why, queues the email and answers what ended", async () => {
    const { learner, subject, quiz, payment } = await approvedPurchase();
    await takeQuiz(learner, quiz, [0]);
    const preview = (await previewAs(admin, payment.id)).body.data as RevocationPreview;
    expect(preview.effects.periods).toEqual([
      expect.objectContaining({
        subjectName: subject.name,
        endsAt: payment.grants[0]!.endsAt,
        state: "running",
        attemptsUsed: 1,
        attemptsLeft: 1,
      }),
    ]);
    expect((await storedFor(payment.id)).status).toBe("ACCEPTED"); // the preview writes nothing

    const answer = await revokeAs(admin, payment.id, { reason: "  The transfer was reversed by the bank  " });
    expect(answer.status).toBe(200);
    const { revocation, repeated } = answer.body.data as RevocationResult;
    expect(repeated).toBe(false);
    expect(answer.body.message).toBe(
      `Approval of ${payment.reference} revoked. Access to ${subject.name} ended. Zara Ahmed will be emailed.`,
    );
    expect(revocation).toMatchObject({ reason: "The transfer was reversed by the bank", revokedBy: { id: admin.id, name: "Dr Admin" } });
    expect(revocation.effects.periods).toEqual(preview.effects.periods);

    const stored = await storedFor(payment.id);
    expect(stored.status).toBe("REVOKED");
    expect(stored.periods.map((period) => period.endsAt.toISOString())).toEqual([revocation.revokedAt]);
    expect(stored.audit).toHaveLength(1);
    expect(stored.audit[0]).toMatchObject({ revokedBy: admin.id, userId: learner.id, reason: "The transfer was reversed by the bank" });
    expect(stored.mail).toHaveLength(1);
    expect(stored.mail[0]).toMatchObject({ toAddress: learner.email, status: "pending" });
    expect(stored.mail[0]!.textBody).toContain(`The approval of your payment ${payment.reference} was revoked`);
    expect(stored.mail[0]!.textBody).toContain("Reason: The transfer was reversed by the bank");
    expect(stored.mail[0]!.textBody).toContain(`${subject.name}: the access until`);

    // No more access: Allowed Quizzes no longer lists the quiz, and a start is refused. The used attempt stays.
    expect(await allowedRow(learner, quiz.id)).toBeUndefined();
    expect((await startAs(learner, quiz.id)).status).toBe(403);
    expect(await getDb().select().from(attempts).where(eq(attempts.userId, learner.id))).toHaveLength(1);

    // The learner's order says revoked, with the reason, and not who did it; the admin's record shows the period revoked.
    const mine = await viewAs(learner, payment.id);
    expect(mine).toMatchObject({ status: "REVOKED", revocation: { reason: "The transfer was reversed by the bank" } });
    expect(mine.revocation).not.toHaveProperty("revokedBy");
    expect((await viewAs(admin, payment.id)).revocation).toMatchObject({ revokedBy: "Dr Admin" });
    const record = await readRecord(admin, learner.id);
    expect(record.periods.items[0]).toMatchObject({ state: "revoked", attemptsUsed: 1, attemptsLeft: null });
    expect(record.payments.items[0]).toMatchObject({ status: "REVOKED" });
  });

  it("ends an attempt still open in the revoked subject, scored on its answers; one of another subject runs on", async () => {
    const { learner, quiz, payment } = await approvedPurchase();
    const other = await makeSubject();
    const otherQuiz = await makeQuiz(other.id);
    await buyAndApprove(admin, learner, other.id);
    const open = await startQuiz(learner, quiz, [0, 0]);
    const running = await startQuiz(learner, otherQuiz, [0]);

    const { revocation } = (await revokeAs(admin, payment.id, { reason: "Duplicate payment" })).body.data as RevocationResult;
    expect(revocation.effects.attempts).toEqual([expect.objectContaining({ attemptId: open, quizName: quiz.name })]);
    const [ended] = await getDb().select().from(attempts).where(eq(attempts.id, open));
    expect(ended).toMatchObject({ correctCount: 2, totalQuestions: 3 });
    expect(ended!.submittedAt).not.toBeNull();

    const [untouched] = await getDb().select().from(attempts).where(eq(attempts.id, running));
    expect(untouched!.submittedAt).toBeNull();
    const saved = await call(submitRoute, {
      cookie: learner.cookie,
      json: { quizAttemptId: running, questionId: otherQuiz.questions[1]!.id, optionId: otherQuiz.questions[1]!.optionsList[0]!.id },
    });
    expect(saved.status).toBe(200);
    expect(await allowedRow(learner, otherQuiz.id)).toMatchObject({ openAttemptId: running });
  });

  it("moves a renewal of another payment up, so it starts now with its attempts; a revoked renewal never starts", async () => {
    const { learner, subject, quiz, payment } = await approvedPurchase();
    const renewal = await buyAndApprove(admin, learner, subject.id);
    const [first, second] = [payment.grants[0]!, renewal.grants[0]!];
    expect(second.queued).toBe(true);

    const { revocation } = (await revokeAs(admin, payment.id, { reason: "Approved by mistake" })).body.data as RevocationResult;
    const shift = Date.parse(first.endsAt) - Date.parse(revocation.revokedAt);
    expect(revocation.effects.moved).toEqual([
      expect.objectContaining({ paymentId: renewal.id, startsAt: second.startsAt, newStartsAt: revocation.revokedAt }),
    ]);
    const moved = new Date(Date.parse(second.endsAt) - shift).toISOString();
    expect(await allowedRow(learner, quiz.id)).toMatchObject({ attempted: 0, accessEndsAt: moved, nextAttemptsFrom: null });

    // Revoking that renewal too: it had started by then, so it ends now as well and nothing is left.
    const again = (await revokeAs(admin, renewal.id, { reason: "Approved by mistake" })).body.data as RevocationResult;
    expect(again.revocation.effects.periods[0]).toMatchObject({ state: "running" });
    expect(await allowedRow(learner, quiz.id)).toBeUndefined();
  });

  it("ends a renewal waiting to start without touching the running access it follows", async () => {
    const { learner, subject, quiz, payment } = await approvedPurchase();
    const renewal = await buyAndApprove(admin, learner, subject.id);
    const { revocation } = (await revokeAs(admin, renewal.id, { reason: "Paid twice" })).body.data as RevocationResult;
    expect(revocation.effects.periods).toEqual([expect.objectContaining({ state: "queued", startsAt: renewal.grants[0]!.startsAt })]);
    expect(revocation.effects.moved).toEqual([]);
    const { periods } = await storedFor(renewal.id);
    expect(periods.map((period) => [period.startsAt.toISOString(), period.endsAt.toISOString()])).toEqual([
      [payment.grants[0]!.startsAt, payment.grants[0]!.endsAt],
      [revocation.revokedAt, revocation.revokedAt],
    ]);
    expect(await allowedRow(learner, quiz.id)).toMatchObject({ accessEndsAt: payment.grants[0]!.endsAt, nextAttemptsFrom: null });
  });

  it("ends access an admin extended, extension and all; the extension stays on record, and nothing is left to extend", async () => {
    const { learner, subject, quiz, payment } = await approvedPurchase();
    expect((await extendAs(admin, learner.id, { subjectId: subject.id, days: 10, reason: "Bank delay" })).status).toBe(200);
    const { revocation } = (await revokeAs(admin, payment.id, { reason: "Transfer reversed" })).body.data as RevocationResult;
    expect(Date.parse(revocation.effects.periods[0]!.endsAt) - Date.parse(payment.grants[0]!.endsAt)).toBe(10 * 86_400_000);
    expect(await allowedRow(learner, quiz.id)).toBeUndefined();
    expect((await readRecord(admin, learner.id)).extensions.items).toHaveLength(1);
    expect((await extendAs(admin, learner.id, { subjectId: subject.id, days: 10, reason: "Bank delay" })).status).toBe(409);
  });

  it("moves the month's figures: one approval fewer, one revoked, its amount out of the revenue", async () => {
    const { payment } = await approvedPurchase();
    const before = (await buildReport()).paymentsByMonth.at(-1)!;
    await revokeAs(admin, payment.id, { reason: "Transfer reversed" });
    const after = (await buildReport()).paymentsByMonth.at(-1)!;
    expect({
      accepted: after.accepted - before.accepted,
      revoked: after.revoked - before.revoked,
      revenue: after.revenue - before.revenue,
    }).toEqual({ accepted: -1, revoked: 1, revenue: -payment.amount });
  });

  it("keeps the transaction number taken: the same transfer cannot be ordered again", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const transactionId = `REV-${crypto.randomUUID().slice(0, 8)}-1234`;
    const placed = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId });
    const paymentId = (placed.body.data as { id: string }).id;
    await call(decideRoute, { cookie: admin.cookie, json: { paymentId, accepted: true } });
    await revokeAs(admin, paymentId, { reason: "Transfer reversed" });
    const again = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId });
    expect(again.body.message).toMatch(/already used on another payment/);
  });
});

describe("revoking twice", () => {
  it("revokes once when two requests arrive together: one audit row, one email, and the second answers the first", async () => {
    const { payment } = await approvedPurchase();
    const answers = await Promise.all([
      revokeAs(admin, payment.id, { reason: "Transfer reversed" }),
      revokeAs(admin, payment.id, { reason: "Transfer reversed" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const results = answers.map((answer) => answer.body.data as RevocationResult);
    expect(results.map((result) => result.repeated).sort()).toEqual([false, true]);
    expect(results[0]!.revocation).toEqual(results[1]!.revocation);
    const repeated = answers.find((answer) => (answer.body.data as RevocationResult).repeated)!;
    expect(repeated.body.message).toMatch(/^This approval was already revoked on .+ by Dr Admin; nothing more ended\.$/);
    const stored = await storedFor(payment.id);
    expect([stored.audit.length, stored.mail.length]).toEqual([1, 1]);
  });

  it("answers a later revoke, with another reason, with the revocation that stands, changing nothing", async () => {
    const { payment } = await approvedPurchase();
    await revokeAs(admin, payment.id, { reason: "Transfer reversed" });
    const before = await storedFor(payment.id);
    const later = await revokeAs(await createUser({ isAdmin: true }), payment.id, { reason: "Another reason" });
    expect(later.status).toBe(200);
    expect(later.body.data as RevocationResult).toMatchObject({ repeated: true, revocation: { reason: "Transfer reversed" } });
    expect(await storedFor(payment.id)).toEqual(before);
    expect((await previewAs(admin, payment.id)).status).toBe(409);
  });
});

/** Starts the quiz and answers the first questions with these option indexes, leaving the attempt open. */
async function startQuiz(learner: TestUser, quiz: QuizView, choices: number[]): Promise<string> {
  const started = await startAs(learner, quiz.id);
  const attemptId = (started.body.data as { id: string }).id;
  for (const [index, choice] of choices.entries()) {
    const question = quiz.questions[index]!;
    await call(submitRoute, {
      cookie: learner.cookie,
      json: { quizAttemptId: attemptId, questionId: question.id, optionId: question.optionsList[choice]!.id },
    });
  }
  expect(
    await getDb()
      .select()
      .from(attempts)
      .where(and(eq(attempts.id, attemptId))),
  ).toHaveLength(1);
  return attemptId;
}
