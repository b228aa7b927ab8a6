import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readRoute, POST as setRoute } from "@/app/api/users/[id]/accommodation/route";
import { GET as allowed } from "@/app/api/quiz/allowed/route";
import { GET as attemptState } from "@/app/api/quiz/quiz-attempt/[id]/route";
import { POST as start } from "@/app/api/quiz/start/route";
import { getDb } from "@/db/client";
import { accommodationChanges, practiceSessions, users } from "@/db/schema";
import type { AccommodationView } from "@/lib/accommodations/admin";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { startPractice } from "../support/practice";

setUpTestDatabase();

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ isAdmin: true, name: "Dr Admin" });
});

const setExtra = (caller: TestUser | null, userId: string, json: unknown) =>
  call(setRoute, { cookie: caller?.cookie, json, params: { id: userId } });
const readExtra = (caller: TestUser | null, userId: string) => call(readRoute, { cookie: caller?.cookie, params: { id: userId } });
const stored = async (userId: string) => ({
  percent: (await getDb().select({ p: users.extraTimePercent }).from(users).where(eq(users.id, userId)))[0]?.p,
  changes: (await getDb().select().from(accommodationChanges).where(eq(accommodationChanges.userId, userId))).length,
});
const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

describe("who may set extra time", () => {
  it("lets only an admin set and read it; a learner or visitor changes nothing", async () => {
    const learner = await createUser();
    const other = await createUser();
    const body = { extraTimePercent: 25, reason: "Dyslexia assessment" };
    expect((await setExtra(null, learner.id, body)).status).toBe(401);
    expect((await setExtra(learner, learner.id, body)).status).toBe(403); // never their own
    expect((await setExtra(other, learner.id, body)).status).toBe(403);
    expect((await readExtra(learner, learner.id)).status).toBe(403);
    expect((await readExtra(null, learner.id)).status).toBe(401);
    expect(await stored(learner.id)).toEqual({ percent: 0, changes: 0 });

    const saved = await setExtra(admin, learner.id, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ userId: learner.id, extraTimePercent: 25, history: [{ extraTimePercent: 25 }] });
    expect(await stored(learner.id)).toEqual({ percent: 25, changes: 1 });
    expect(await stored(other.id)).toEqual({ percent: 0, changes: 0 });
  });

  it("answers 404 for an unknown or malformed id and 409 for an admin, writing nothing", async () => {
    const body = { extraTimePercent: 10, reason: "Test" };
    expect((await setExtra(admin, crypto.randomUUID(), body)).status).toBe(404);
    expect((await setExtra(admin, "not-a-user", body)).status).toBe(404);
    expect((await readExtra(admin, crypto.randomUUID())).status).toBe(404);
    const otherAdmin = await createUser({ isAdmin: true });
    for (const target of [otherAdmin, admin]) {
      const refused = await setExtra(admin, target.id, body);
      expect(refused.status).toBe(409);
      expect(await stored(target.id)).toEqual({ percent: 0, changes: 0 });
    }
  });
});

describe("what an admin may send", () => {
  const refusals: [string, unknown, string][] = [
    ["−1", { extraTimePercent: -1, reason: "x" }, "extraTimePercent"],
    ["101", { extraTimePercent: 101, reason: "x" }, "extraTimePercent"],
    ["2.5", { extraTimePercent: 2.5, reason: "x" }, "extraTimePercent"],
    ['"25"', { extraTimePercent: "25", reason: "x" }, "extraTimePercent"],
    ["no percent", { reason: "x" }, "extraTimePercent"],
    ["no reason", { extraTimePercent: 25 }, "reason"],
    ["an empty reason", { extraTimePercent: 25, reason: "   " }, "reason"],
    ["a reason of 201 characters", { extraTimePercent: 25, reason: "r".repeat(201) }, "reason"],
    ["a line break", { extraTimePercent: 25, reason: "first\nsecond" }, "reason"],
    ["a control character", { extraTimePercent: 25, reason: "bell\u0007" + "x" }, "reason"],
    ["a line separator", { extraTimePercent: 25, reason: "a\u2028b" }, "reason"],
  ];

  it.each(refusals)("refuses %s with a 400 naming the field, writing nothing", async (_label, body, field) => {
    const learner = await createUser();
    const refused = await setExtra(admin, learner.id, body);
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe(field);
    expect(await stored(learner.id)).toEqual({ percent: 0, changes: 0 });
  });

  it("takes 0, 100 and a reason of exactly 200 characters; the history is newest first with the admin", async () => {
    const learner = await createUser();
    const second = await createUser({ isAdmin: true, name: "Dr Second" });
    expect((await setExtra(admin, learner.id, { extraTimePercent: 100, reason: "r".repeat(200) })).status).toBe(200);
    expect((await setExtra(second, learner.id, { extraTimePercent: 25, reason: "  Reviewed  " })).status).toBe(200);
    expect((await setExtra(admin, learner.id, { extraTimePercent: 0, reason: "No longer needed" })).status).toBe(200);
    const read = (await readExtra(admin, learner.id)).body.data as AccommodationView;
    expect(read.extraTimePercent).toBe(0);
    expect(read.history.map((change) => [change.extraTimePercent, change.reason, change.changedBy?.name])).toEqual([
      [0, "No longer needed", "Dr Admin"],
      [25, "Reviewed", "Dr Second"],
      [100, "r".repeat(200), "Dr Admin"],
    ]);
    expect(read.history[0]!.changedBy?.email).toBe(admin.email);
  });
});

describe("extra time on what is started afterwards", () => {
  async function learnerWithQuiz(quizTime: number) {
    const subject = await makeSubject();
    const quiz = await makeQuiz(subject.id, { quizTime });
    const learner = await createUser();
    await entitle(learner.id, subject.id);
    return { learner, quiz, subject };
  }
  const startQuiz = (learner: TestUser, quizId: string) => call(start, { cookie: learner.cookie, json: { quizId } });
  type Started = { id: string; startAt: string; deadline: string; extraTimePercent: number };

  it("gives a quiz attempt quizTime × 1.25, shown on the quiz screen and in allowed quizzes", async () => {
    const { learner, quiz } = await learnerWithQuiz(10);
    await setExtra(admin, learner.id, { extraTimePercent: 25, reason: "Assessment" });
    const listed = await call(allowed, { cookie: learner.cookie });
    expect(listed.body.extraTimePercent).toBe(25);
    const started = (await startQuiz(learner, quiz.id)).body.data as Started;
    expect(seconds(started.startAt, started.deadline)).toBe(750);
    expect(started.extraTimePercent).toBe(25);
    const state = await call(attemptState, { cookie: learner.cookie, params: { id: started.id } });
    expect(state.body.data).toMatchObject({ deadline: started.deadline, extraTimePercent: 25 });
  });

  it("keeps a running attempt's deadline when the admin changes the percent; the next attempt gets the new one", async () => {
    const { learner, quiz } = await learnerWithQuiz(20);
    await setExtra(admin, learner.id, { extraTimePercent: 50, reason: "Assessment" });
    const first = (await startQuiz(learner, quiz.id)).body.data as Started;
    await setExtra(admin, learner.id, { extraTimePercent: 0, reason: "Removed" });
    const resumed = (await startQuiz(learner, quiz.id)).body.data as Started & { resumed: boolean };
    expect(resumed).toMatchObject({ id: first.id, deadline: first.deadline, extraTimePercent: 50, resumed: true });
    expect(seconds(first.startAt, first.deadline)).toBe(1800);
  });

  it("leaves an untimed quiz untimed", async () => {
    const { learner, quiz } = await learnerWithQuiz(0);
    await setExtra(admin, learner.id, { extraTimePercent: 25, reason: "Assessment" });
    expect((await startQuiz(learner, quiz.id)).body.data).toMatchObject({ deadline: null, extraTimePercent: 0 });
  });

  it("gives a timed practice session minutes × (1 + p/100), to the second", async () => {
    const { learner } = await learnerWithQuiz(10);
    await setExtra(admin, learner.id, { extraTimePercent: 33, reason: "Assessment" });
    const created = await startPractice(learner, { mode: "timed", minutes: 7, count: 2 });
    expect(created.status).toBe(201);
    const { id, deadline } = created.body.data as { id: string; deadline: string };
    const [row] = await getDb().select().from(practiceSessions).where(eq(practiceSessions.id, id));
    expect(seconds(row!.createdAt.toISOString(), deadline)).toBe(Math.round(7 * 60 * 1.33)); // 558.6 s → 559 s
  });
});
