import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { entitlements } from "@/db/schema";
import { formatDateTime } from "@/lib/format";
import { allowedRow, buyAndApprove } from "../support/access";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser } from "../support/db";
import { setUpTestDatabase } from "../support/db";
import { latestOutboxMail } from "../support/mail";

// docs/rules.md, "Access, payments and attempts": a renewal starts when the learner's own access ends;
// every screen and the approval mail say when its attempts arrive.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // decisions land in the outbox these tests read
});

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
