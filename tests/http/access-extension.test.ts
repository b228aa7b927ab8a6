import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { accessExtensions } from "@/db/schema";
import type { ExtensionResult } from "@/lib/entitlements/extend";
import { formatDateTime } from "@/lib/format";
import { allowedRow, buyAndApprove, extendAs, readRecord, storedAccess } from "../support/access";
import { takeQuiz } from "../support/attempts";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";

// docs/rules.md, "A learner's record and extending access": an admin lengthens a learner's running
// access by whole days, with a reason on record.

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL; // approvals mail into the outbox
});

const DAY_MS = 86_400_000;
const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true, name: "Dr Admin" });
});

/** A learner who bought a subject with one quiz, approved now. */
async function learnerHolding() {
  const learner = await createUser();
  const subject = await makeSubject();
  const quiz = await makeQuiz(subject.id);
  const grant = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
  return { learner, subject, quiz, grant };
}

describe("who may extend access", () => {
  it("is an admin: a visitor gets 401 and a learner 403, their own access included, and nothing changes", async () => {
    const { learner, subject } = await learnerHolding();
    const other = await createUser();
    const before = await storedAccess(learner.id);
    const body = { subjectId: subject.id, days: 30, reason: "Bank delay" };
    expect((await extendAs(null, learner.id, body)).status).toBe(401);
    expect((await extendAs(learner, learner.id, body)).status).toBe(403);
    expect((await extendAs(other, learner.id, body)).status).toBe(403);
    expect(await storedAccess(learner.id)).toEqual(before);
  });

  it("answers 404 for an unknown or malformed id and 409 for an admin's account", async () => {
    const body = { subjectId: null, days: 5, reason: "Test" };
    expect((await extendAs(admin, crypto.randomUUID(), body)).status).toBe(404);
    expect((await extendAs(admin, "not-a-user", body)).status).toBe(404);
    expect((await extendAs(admin, (await createUser({ isAdmin: true })).id, body)).status).toBe(409);
  });
});

describe("what an admin may send", () => {
  const body = (change: Record<string, unknown>) => ({ days: 30, reason: "Bank delay", ...change });
  const refusals: [string, (subjectId: string) => unknown, string, RegExp][] = [
    ["0 days", (subjectId) => body({ subjectId, days: 0 }), "days", /^Days: must be a whole number of days from 1 to 365\.$/],
    ["366 days", (subjectId) => body({ subjectId, days: 366 }), "days", /1 to 365/],
    ["2.5 days", (subjectId) => body({ subjectId, days: 2.5 }), "days", /whole number/],
    ['"30" days', (subjectId) => body({ subjectId, days: "30" }), "days", /whole number/],
    ["no days", (subjectId) => ({ subjectId, reason: "Bank delay" }), "days", /whole number/],
    ["no reason", (subjectId) => ({ subjectId, days: 30 }), "reason", /Please give the reason for the extension/],
    ["a blank reason", (subjectId) => body({ subjectId, reason: "   " }), "reason", /Please give the reason/],
    ["a reason of 201 characters", (subjectId) => body({ subjectId, reason: "r".repeat(201) }), "reason", /200 characters at most/],
    ["a reason over two lines", (subjectId) => body({ subjectId, reason: "first\nsecond" }), "reason", /one line of text/],
    ["no subject", () => body({}), "subjectId", /subject id, or null for the monthly plan/],
    ["a subject that is no id", () => body({ subjectId: "anatomy" }), "subjectId", /subject id/],
    ["a subject that does not exist", () => body({ subjectId: crypto.randomUUID() }), "subjectId", /^No such subject\.$/],
  ];

  it.each(refusals)("refuses %s with a 400 naming the field, changing nothing", async (_label, make, field, message) => {
    const { learner, subject } = await learnerHolding();
    const before = await storedAccess(learner.id);
    const refused = await extendAs(admin, learner.id, make(subject.id));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field });
    expect(refused.body.message).toMatch(message);
    expect(await storedAccess(learner.id)).toEqual(before);
  });

  it("refuses with 409 when the learner holds no running access to extend, the plan included; nothing is written", async () => {
    const { learner } = await learnerHolding();
    const notHeld = await makeSubject();
    for (const subjectId of [notHeld.id, null]) {
      const refused = await extendAs(admin, learner.id, { subjectId, days: 30, reason: "Bank delay" });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/nothing to extend: approve a payment instead/);
    }
    expect((await storedAccess(learner.id)).audit).toEqual([]);
  });
});

describe("an extension", () => {
  it("moves the end by whole days at once: the learner's Allowed Quizzes says so, and the audit row records it", async () => {
    const { learner, subject, quiz, grant } = await learnerHolding();
    const newEnd = later(grant.endsAt, 30);
    const answer = await extendAs(admin, learner.id, { subjectId: subject.id, days: 30, reason: "  Bank delay of a week  " });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`Access to ${subject.name} extended by 30 days, until ${formatDateTime(newEnd)}.`);
    expect((answer.body.data as ExtensionResult).repeated).toBe(false);

    expect((await allowedRow(learner, quiz.id)).accessEndsAt).toBe(newEnd);
    const { periods, audit } = await storedAccess(learner.id);
    expect(periods).toEqual([[grant.startsAt, newEnd]]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ days: 30, reason: "Bank delay of a week", extendedBy: admin.id });
    expect([audit[0]!.oldEndsAt.toISOString(), audit[0]!.newEndsAt.toISOString()]).toEqual([grant.endsAt, newEnd]);

    const record = await readRecord(admin, learner.id);
    expect(record.periods.items[0]).toMatchObject({ endsAt: newEnd, state: "running" });
    expect(record.extensions.items).toEqual([
      expect.objectContaining({
        subjectName: subject.name,
        days: 30,
        oldEndsAt: grant.endsAt,
        newEndsAt: newEnd,
        extendedBy: { id: admin.id, name: "Dr Admin" },
      }),
    ]);
  });

  it("adds no attempts: a learner who used both keeps none, for longer", async () => {
    const { learner, subject, quiz, grant } = await learnerHolding();
    await takeQuiz(learner, quiz, []);
    await takeQuiz(learner, quiz, []);
    expect((await extendAs(admin, learner.id, { subjectId: subject.id, days: 7, reason: "Exam moved" })).status).toBe(200);
    expect(await allowedRow(learner, quiz.id)).toMatchObject({ attempted: 2, accessEndsAt: later(grant.endsAt, 7) });
  });

  it("moves a renewal waiting by the same days, so it still starts when the extended access ends", async () => {
    const { learner, subject, quiz, grant } = await learnerHolding();
    const renewal = (await buyAndApprove(admin, learner, subject.id)).grants[0]!;
    expect((await extendAs(admin, learner.id, { subjectId: subject.id, days: 10, reason: "Bank delay" })).status).toBe(200);
    expect((await storedAccess(learner.id)).periods).toEqual([
      [grant.startsAt, later(grant.endsAt, 10)],
      [later(renewal.startsAt, 10), later(renewal.endsAt, 10)],
    ]);
    expect(await allowedRow(learner, quiz.id)).toMatchObject({
      accessEndsAt: later(grant.endsAt, 10),
      nextAttemptsFrom: later(grant.endsAt, 10),
      renewsFrom: later(renewal.endsAt, 10),
    });
  });

  it("extends the monthly plan with subjectId null, and leaves the learner's own subject as it was", async () => {
    const { learner, grant } = await learnerHolding();
    const plan = await entitle(learner.id, null);
    expect((await extendAs(admin, learner.id, { subjectId: null, days: 365, reason: "Scholarship" })).status).toBe(200);
    const { periods } = await storedAccess(learner.id);
    expect(periods).toContainEqual([grant.startsAt, grant.endsAt]);
    expect(periods).toContainEqual([plan.startsAt.toISOString(), later(plan.endsAt.toISOString(), 365)]);
    expect((await readRecord(admin, learner.id)).extensions.items[0]).toMatchObject({ subjectId: null, subjectName: null });
  });
});

describe("the same extension twice", () => {
  const body = (subjectId: string) => ({ subjectId, days: 30, reason: "Bank delay" });

  it("adds it once when sent twice at once (a double click), and says so to the second", async () => {
    const { learner, subject, grant } = await learnerHolding();
    const answers = await Promise.all([extendAs(admin, learner.id, body(subject.id)), extendAs(admin, learner.id, body(subject.id))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const repeated = answers.find((answer) => (answer.body.data as ExtensionResult).repeated);
    expect(repeated?.body.message).toMatch(/^This extension was made a moment ago; nothing more was added\./);
    const { periods, audit } = await storedAccess(learner.id);
    expect(periods).toEqual([[grant.startsAt, later(grant.endsAt, 30)]]);
    expect(audit).toHaveLength(1);
  });

  it("adds it again once the repeat window has passed, or at once when the reason differs", async () => {
    const { learner, subject, grant } = await learnerHolding();
    await extendAs(admin, learner.id, body(subject.id));
    // The clock we control: the first extension was made 11 seconds ago.
    await getDb()
      .update(accessExtensions)
      .set({ extendedAt: sql`${accessExtensions.extendedAt} - interval '11 seconds'` })
      .where(eq(accessExtensions.userId, learner.id));
    expect(((await extendAs(admin, learner.id, body(subject.id))).body.data as ExtensionResult).repeated).toBe(false);
    const other = await extendAs(admin, learner.id, { ...body(subject.id), reason: "Second bank delay" });
    expect((other.body.data as ExtensionResult).repeated).toBe(false);
    expect((await storedAccess(learner.id)).periods).toEqual([[grant.startsAt, later(grant.endsAt, 90)]]);
  });
});
