import { beforeAll, describe, expect, it } from "vitest";
import { POST as decideRoute } from "@/app/api/payment/update-status/route";
import type { RevocationResult } from "@/lib/payments/revoke";
import { buildReport } from "@/lib/reports";
import { allowedRow, buyAndApprove, extendAs, readRecord } from "../support/access";
import { csvFile, day, HEADER, MAPPING, pendingPayment, postStatement } from "../support/bank-statements";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";
import { approvedPurchase as purchase, revokeAs, storedFor } from "../support/revoke";

// docs/rules.md, "Revoking an approval": what else a revocation touches — renewals of other payments,
// an admin's extension, the report's month, the transaction number and a bank statement's matching.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // the desk's approvals mail into the outbox
});

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true, name: "Dr Admin" });
});
const approvedPurchase = () => purchase(admin);

describe("a revocation and the access around it", () => {
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

describe("a bank statement naming a revoked payment", () => {
  it("lists its row as already decided, revoked, and approves nothing again", async () => {
    const payment = await pendingPayment();
    await call(decideRoute, { cookie: admin.cookie, json: { paymentId: payment.id, accepted: true } });
    await revokeAs(admin, payment.id, { reason: "Transfer reversed" });
    const file = csvFile([HEADER, [day(), `Ref ${payment.reference}`, "1500"]]);
    const applied = await postStatement(admin.cookie, { file, mapping: MAPPING, dryRun: false });
    expect(applied.status).toBe(200);
    expect(applied.data.matched).toEqual([]);
    expect(applied.data.alreadyDecided).toEqual([expect.objectContaining({ paymentId: payment.id, status: "REVOKED" })]);
    expect((await storedFor(payment.id)).status).toBe("REVOKED");
  });
});
