import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteQuiz } from "@/app/api/quiz/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { getDb } from "@/db/client";
import { entitlements } from "@/db/schema";
import { buyAndApprove, readRecord, recordAs } from "../support/access";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

// docs/rules.md, "A learner's record and extending access": an admin reads a learner's payments,
// access periods, extensions and attempts.

setUpTestDatabase();
const DAY_MS = 86_400_000;
beforeAll(() => {
  delete process.env.SMTP_URL; // approvals mail into the outbox
});

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
});

describe("who may read a learner's record", () => {
  it("is an admin: a visitor gets 401, a learner 403, even for their own record", async () => {
    const [learner, other] = [await createUser(), await createUser()];
    expect((await recordAs(null, learner.id)).status).toBe(401);
    expect((await recordAs(learner, learner.id)).status).toBe(403);
    expect((await recordAs(other, learner.id)).status).toBe(403);
    expect((await recordAs(admin, learner.id)).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed id (ids are uuids) and 409 for an admin's account", async () => {
    for (const id of [crypto.randomUUID(), "not-a-user", "1"]) {
      const missing = await recordAs(admin, id);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("User not found.");
    }
    const otherAdmin = await createUser({ isAdmin: true });
    expect((await recordAs(admin, otherAdmin.id)).status).toBe(409);
  });
});

describe("what the record holds", () => {
  it("is empty for a new learner: no payments, access, extensions or attempts", async () => {
    const learner = await createUser({ name: "New Nadia" });
    const record = await readRecord(admin, learner.id);
    expect(record.user).toMatchObject({ id: learner.id, name: "New Nadia", email: learner.email, disabled: false, extraTimePercent: 0 });
    expect(record.user).not.toHaveProperty("passwordHash");
    for (const list of [record.payments, record.periods, record.extensions, record.attempts]) expect(list).toEqual({ items: [], total: 0 });
  });

  it("lists the purchase, its period with attempts used and left as Allowed Quizzes counts them, and the attempts", async () => {
    const learner = await createUser();
    const subject = await makeSubject(800);
    const [first, second] = [await makeQuiz(subject.id, { count: 2 }), await makeQuiz(subject.id)];
    const payment = await buyAndApprove(admin, learner, subject.id);
    await takeQuiz(learner, first, [0, 1]);
    await takeQuiz(learner, first, [0, 0]);
    const open = (await call(start, { cookie: learner.cookie, json: { quizId: second.id } })).body.data as { id: string };

    const record = await readRecord(admin, learner.id);
    expect(record.payments).toEqual({
      items: [
        {
          id: payment.id,
          orderId: payment.orderId,
          reference: payment.reference,
          createdAt: payment.createdAt,
          decidedAt: payment.decidedAt,
          amount: 800,
          status: "ACCEPTED",
          transactionId: payment.transactionId,
          bought: [subject.name],
        },
      ],
      total: 1,
    });
    const grant = payment.grants[0]!;
    // 2 quizzes × 2 attempts: the first quiz's two are used, the second's open attempt is charged too.
    expect(record.periods.items).toEqual([
      {
        id: expect.any(String),
        subjectId: subject.id,
        subjectName: subject.name,
        startsAt: grant.startsAt,
        endsAt: grant.endsAt,
        state: "running",
        attemptsUsed: 3,
        attemptsLeft: 1,
      },
    ]);
    expect(record.attempts.total).toBe(3);
    const [latest, ended] = record.attempts.items;
    expect(latest).toMatchObject({ id: open.id, quiz: { id: second.id, name: second.name, kind: "quiz" }, status: "open", score: null });
    expect(ended).toMatchObject({ quiz: { name: first.name }, subject: { id: subject.id, name: subject.name }, status: "ended" });
    expect(ended!.score).toEqual({
      score: 2,
      totalMarks: 2,
      percentage: 100,
      passed: true,
      passMark: { kind: "quiz", percent: 50, label: "quiz pass mark 50%" },
    });
    expect(record.attempts.items[2]!.score).toMatchObject({ score: 1, percentage: 50 });
    expect(record.attempts.items.every((attempt) => attempt.quiz.deleted === false)).toBe(true);

    // A quiz deleted since keeps its attempts in the record, marked as deleted.
    expect((await call(deleteQuiz, { cookie: admin.cookie, method: "DELETE", params: { id: first.id } })).status).toBe(200);
    const after = await readRecord(admin, learner.id);
    expect(after.attempts.items.filter((attempt) => attempt.quiz.id === first.id).map((attempt) => attempt.quiz.deleted)).toEqual([
      true,
      true,
    ]);
    expect(after.attempts.items.find((attempt) => attempt.quiz.id === second.id)!.quiz.deleted).toBe(false);
  });

  it("tells the monthly plan, a renewal waiting and an ended period apart, latest end first", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    await entitle(learner.id, null);
    const first = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
    const renewal = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
    const lapsed = await entitle(learner.id, subject.id);
    await getDb()
      .update(entitlements)
      .set({ startsAt: new Date(Date.now() - 40 * DAY_MS), endsAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(entitlements.id, lapsed.id));
    const { items, total } = (await readRecord(admin, learner.id)).periods;
    expect(total).toBe(4);
    expect(items.map((period) => [period.subjectName, period.state, period.endsAt])).toEqual([
      [subject.name, "queued", renewal.endsAt],
      [subject.name, "running", first.endsAt],
      [null, "running", expect.any(String)],
      [subject.name, "ended", expect.any(String)],
    ]);
    expect(items[0]!.startsAt).toBe(first.endsAt);
    expect(items[3]!.attemptsLeft).toBeNull();
  });

  it("offers to extend each running access once, at its running period's end, saying when a renewal waits", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    await entitle(learner.id, null);
    const first = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
    await buyAndApprove(admin, learner, subject.id);
    const { extendable } = await readRecord(admin, learner.id);
    expect(extendable).toHaveLength(2);
    expect(extendable).toEqual(
      expect.arrayContaining([
        { subjectId: subject.id, name: subject.name, endsAt: first.endsAt, renewalWaiting: true },
        { subjectId: null, name: expect.any(String), endsAt: expect.any(String), renewalWaiting: false },
      ]),
    );
  });
});
