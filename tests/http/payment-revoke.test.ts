import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as decideRoute } from "@/app/api/payment/update-status/route";
import { POST as submitRoute } from "@/app/api/quiz/submit/route";
import { getDb } from "@/db/client";
import { attempts } from "@/db/schema";
import type { RevocationPreview, RevocationResult } from "@/lib/payments/revoke";
import { allowedRow, buyAndApprove, readRecord } from "../support/access";
import { takeQuiz } from "../support/attempts";
import { makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";
import { approvedPurchase as purchase, previewAs, revokeAs, startAs, startQuiz, storedFor, viewAs } from "../support/revoke";

// docs/rules.md, "Revoking an approval": an admin takes an approval back, with a reason; the access it
// granted ends, used attempts stay in the history, the learner is emailed, and it happens once.
// What a revocation does to renewals, extensions, the report and statements: payment-revoke-effects.test.ts.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // the desk's approvals mail into the outbox
});

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true, name: "Dr Admin" });
});
const approvedPurchase = () => purchase(admin);

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
