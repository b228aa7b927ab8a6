import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { GET as listAllowed } from "@/app/api/quiz/allowed/route";
import { getDb } from "@/db/client";
import { entitlements, quizzes } from "@/db/schema";
import type { AllowedQuiz } from "@/lib/attempts/allowed";
import { formatDateTime } from "@/lib/format";
import type { PaymentView } from "@/lib/payments/read";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, type TestUser } from "../support/db";
import { setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { latestOutboxMail } from "../support/mail";
import { placeOrderAs } from "../support/payments";

// docs/rules.md, "Access, payments and attempts": a renewal starts when the learner's own access ends;
// every screen and the approval mail say when its attempts arrive.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // decisions land in the outbox these tests read
});

async function buyAndApprove(admin: TestUser, learner: TestUser, subjectId: string) {
  const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId }] });
  const paymentId = (body.data as { id: string }).id;
  expect((await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: true } })).status).toBe(200);
  return (await call(getPayment, { cookie: learner.cookie, params: { id: paymentId } })).body.data as PaymentView;
}

/** The quiz's row of Allowed Quizzes, filtered by its subject (on a shared PostgreSQL the monthly plan covers every test's quizzes). */
async function allowedRow(learner: TestUser, quizId: string) {
  const [quiz] = await getDb().select({ subjectId: quizzes.subjectId }).from(quizzes).where(eq(quizzes.id, quizId));
  const { status, body } = await call(listAllowed, { cookie: learner.cookie, path: `/api/quiz/allowed?subject=${quiz!.subjectId}` });
  expect(status).toBe(200);
  return (body.data as AllowedQuiz[]).find((row) => row.id === quizId)!;
}

describe("renewing a subject held already", () => {
  it("a first purchase is unlocked at approval; the mail and the order say until when, with 2 attempts per quiz", async () => {
    const [admin, learner] = [await createUser({ isAdmin: true }), await createUser()];
    const subject = await makeSubject();
    const payment = await buyAndApprove(admin, learner, subject.id);
    expect(payment.grants).toHaveLength(1);
    const [grant] = payment.grants;
    expect(grant).toMatchObject({ subjectId: subject.id, name: subject.name, queued: false });
    const mail = latestOutboxMail(learner.email);
    expect(mail).toContain(`${subject.name}: unlocked until ${formatDateTime(grant!.endsAt)}, with 2 attempts per quiz.`);
    expect(mail).not.toContain("now unlocked for 30 days");
  });

  it("a renewal waits for the running access: the mail, the order and Allowed Quizzes say when its attempts arrive", async () => {
    const [admin, learner] = [await createUser({ isAdmin: true }), await createUser()];
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    const first = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
    await takeQuiz(learner, quiz, []);
    await takeQuiz(learner, quiz, []);

    // Both attempts used, nothing bought yet: Buy again, and the renewal would start at the end of this access.
    expect(await allowedRow(learner, quiz.id)).toMatchObject({
      attempted: 2,
      maxAttempts: 2,
      accessEndsAt: first.endsAt,
      nextAttemptsFrom: null,
      renewsFrom: first.endsAt,
    });

    const renewal = await buyAndApprove(admin, learner, subject.id);
    expect(renewal.grants).toEqual([
      { subjectId: subject.id, name: subject.name, startsAt: first.endsAt, endsAt: expect.any(String), queued: true },
    ]);
    expect(latestOutboxMail(learner.email)).toContain(
      `${subject.name}: starts on ${formatDateTime(first.endsAt)}, when your current access ends, until ${formatDateTime(renewal.grants[0]!.endsAt)}; its 2 attempts per quiz arrive then.`,
    );
    // Still no attempt today; the row says when the bought ones arrive, and a further renewal would follow the new end.
    expect(await allowedRow(learner, quiz.id)).toMatchObject({
      attempted: 2,
      accessEndsAt: first.endsAt,
      nextAttemptsFrom: first.endsAt,
      renewsFrom: renewal.grants[0]!.endsAt,
    });
  });

  it("a subject held only through the monthly plan renews at approval: fresh attempts at once", async () => {
    const [admin, learner] = [await createUser({ isAdmin: true }), await createUser()];
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id);
    await entitle(learner.id, null);
    await takeQuiz(learner, quiz, []);
    await takeQuiz(learner, quiz, []);
    expect(await allowedRow(learner, quiz.id)).toMatchObject({ attempted: 2, renewsFrom: null, nextAttemptsFrom: null });

    const bought = await buyAndApprove(admin, learner, subject.id);
    expect(bought.grants[0]).toMatchObject({ queued: false });
    expect(await allowedRow(learner, quiz.id)).toMatchObject({ attempted: 0 });
    const periods = await getDb().select().from(entitlements).where(eq(entitlements.userId, learner.id));
    expect(periods).toHaveLength(2);
  });
});
