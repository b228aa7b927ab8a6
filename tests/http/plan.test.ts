import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as plan } from "@/app/api/plan/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as update } from "@/app/api/users/update/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { addDays, dayOf, startOfDay, todayAt } from "@/lib/plan/days";
import { studyPlan } from "@/lib/plan/read";
import { entitle } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { cardDue, logReview, planLearner, workedAt } from "../support/plan";

setUpTestDatabase();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const readPlan = async (user: TestUser) => {
  const answer = await call(plan, { cookie: user.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as Awaited<ReturnType<typeof studyPlan>>;
};
const setExamDate = (user: TestUser, examDate: unknown) =>
  call(update, { cookie: user.cookie, json: { name: user.name, phone: "03001234567", examDate } });
const storedExamDate = async (userId: string) =>
  (await getDb().select({ examDate: users.examDate }).from(users).where(eq(users.id, userId)))[0]!.examDate;
/** The start of the Pakistan day `offset` days from today. */
const dayStart = (offset: number) => startOfDay(addDays(dayOf(new Date()), offset));

describe("GET /api/plan", () => {
  it("counts unused questions of the subjects held only, and without an exam date leaves the pace null", async () => {
    const planned = await planLearner(6, 4);
    const fresh = await readPlan(planned.learner);
    expect(fresh).toEqual({
      examDate: null,
      daysLeft: null,
      unused: 6,
      newPerDay: null,
      dueNow: 0,
      dueToday: 0,
      today: { new: 0, reviews: 0 },
      onTrack: true,
      overdue: 0,
      newLeft: 0,
      streak: 0,
    });
    await workedAt(planned, new Date(), "AA----");
    expect(await readPlan(planned.learner)).toMatchObject({ unused: 4, today: { new: 6, reviews: 0 }, streak: 1 });
    // The monthly plan holds every subject: the other bank counts too.
    await entitle(planned.learner.id, null);
    expect((await readPlan(planned.learner)).unused).toBeGreaterThanOrEqual(8);
  });

  it("spreads unused questions over the days before the exam's last week", async () => {
    const planned = await planLearner(46, 0);
    const today = dayOf(new Date());
    expect((await setExamDate(planned.learner, addDays(today, 30))).status).toBe(200);
    expect(await readPlan(planned.learner)).toMatchObject({ examDate: addDays(today, 30), daysLeft: 30, unused: 46, newPerDay: 2 });
    await setExamDate(planned.learner, addDays(today, 5));
    expect(await readPlan(planned.learner)).toMatchObject({ daysLeft: 5, newPerDay: 46 });
    // An exam date that has passed is shown but plans nothing.
    await getDb()
      .update(users)
      .set({ examDate: addDays(today, -1) })
      .where(eq(users.id, planned.learner.id));
    expect(await readPlan(planned.learner)).toMatchObject({ examDate: addDays(today, -1), daysLeft: null, newPerDay: null });
  });

  it("counts today's reviews by the Pakistan day, new apart from reviews", async () => {
    const planned = await planLearner(4, 0);
    await workedAt(planned, dayStart(0), "A-");
    await workedAt(planned, new Date(dayStart(0).getTime() - 1), "AA");
    const [question] = planned.quiz.questions;
    await logReview({ userId: planned.learner.id, questionId: question!.id, sourceId: crypto.randomUUID(), at: new Date(), state: 2 });
    expect((await readPlan(planned.learner)).today).toEqual({ new: 2, reviews: 1 });
  });

  it("turns the day at 19:00 UTC", async () => {
    const planned = await planLearner(2, 0);
    const { learner, quiz } = planned;
    const log = (at: string) =>
      logReview({ userId: learner.id, questionId: quiz.questions[0]!.id, sourceId: crypto.randomUUID(), at: new Date(at) });
    await log("2026-03-10T18:59:59.999Z");
    await log("2026-03-10T19:00:00.000Z");
    await log("2026-03-11T18:59:59.999Z");
    expect((await studyPlan(learner.id, new Date("2026-03-10T18:30:00Z"))).today.new).toBe(1);
    expect((await studyPlan(learner.id, new Date("2026-03-10T19:30:00Z"))).today.new).toBe(2);
    expect((await studyPlan(learner.id, new Date("2026-03-11T19:00:00Z"))).today.new).toBe(0);
    expect(todayAt(new Date("2026-03-10T19:30:00Z")).today).toBe("2026-03-11");
  });

  it("counts the streak up to today, or yesterday, and stops at the first day without an answer", async () => {
    const planned = await planLearner(3, 0);
    const noon = (offset: number) => new Date(dayStart(offset).getTime() + 12 * HOUR);
    expect((await readPlan(planned.learner)).streak).toBe(0);
    await workedAt(planned, noon(-1), "A--");
    await workedAt(planned, noon(-2), "A--");
    // Three days ago the learner only let an attempt end unanswered: no answer, a gap.
    await workedAt(planned, noon(-3), "---");
    await workedAt(planned, noon(-4), "A--");
    expect((await readPlan(planned.learner)).streak).toBe(2);
    await workedAt(planned, dayStart(0), "-A-");
    expect((await readPlan(planned.learner)).streak).toBe(3);
    // Nothing yesterday nor today: no streak, whatever came before.
    const other = await planLearner(3, 0);
    await workedAt(other, noon(-2), "A--");
    expect((await readPlan(other.learner)).streak).toBe(0);
  });

  it("counts cards due before the end of today and is off track with one overdue by more than a day", async () => {
    const planned = await planLearner(5, 1);
    const { learner, quiz, otherQuiz } = planned;
    const now = Date.now();
    const ids = quiz.questions.map((question) => question.id);
    await cardDue(learner.id, ids[0]!, new Date(dayStart(1).getTime() - 1));
    await cardDue(learner.id, ids[1]!, dayStart(1));
    await cardDue(learner.id, ids[2]!, new Date(now - 23 * HOUR));
    // A card of a subject the learner no longer holds can be neither reviewed nor counted.
    await cardDue(learner.id, otherQuiz!.questions[0]!.id, new Date(now - 3 * DAY));
    expect(await readPlan(learner)).toMatchObject({ dueToday: 2, onTrack: true, overdue: 0 });
    await cardDue(learner.id, ids[3]!, new Date(now - 25 * HOUR));
    // Off track, and why: the one card overdue by more than a day (the other subject's is not counted).
    expect(await readPlan(learner)).toMatchObject({ dueToday: 3, onTrack: false, overdue: 1, newLeft: 0 });
  });

  it("is on track once today's new questions reach the day's share", async () => {
    const planned = await planLearner(6, 0);
    const { learner } = planned;
    await setExamDate(learner, addDays(dayOf(new Date()), 9)); // 6 unused over 2 days: 3 a day
    await workedAt(planned, new Date(), "--"); // 2 new today, none answered: still 6 unused
    expect(await readPlan(learner)).toMatchObject({ unused: 6, newPerDay: 3, today: { new: 2 }, onTrack: false, newLeft: 1, overdue: 0 });
    await workedAt(planned, new Date(), "-");
    expect(await readPlan(learner)).toMatchObject({ today: { new: 3 }, onTrack: true, newLeft: 0 });
  });

  it("is a learner's: admins get 403, visitors 401", async () => {
    expect((await call(plan, { cookie: (await createUser({ isAdmin: true })).cookie })).status).toBe(403);
    expect((await call(plan)).status).toBe(401);
  });
});

describe("the exam date on the profile", () => {
  it("takes a day after today in Pakistan time, or null to clear it", async () => {
    const user = await createUser();
    const today = dayOf(new Date());
    const saved = await setExamDate(user, addDays(today, 1));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ examDate: addDays(today, 1) });
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({ examDate: addDays(today, 1), extraTimePercent: 0 });
    // Leaving it out keeps it.
    await call(update, { cookie: user.cookie, json: { name: "Renamed", phone: "03001234567" } });
    expect(await storedExamDate(user.id)).toBe(addDays(today, 1));
    expect((await setExamDate(user, null)).status).toBe(200);
    expect(await storedExamDate(user.id)).toBeNull();
  });

  it.each([
    ["yesterday", () => addDays(dayOf(new Date()), -1), "must be after today."],
    ["today", () => dayOf(new Date()), "must be after today."],
    ["not a real day", () => "2026-02-30", "must be a real date as YYYY-MM-DD."],
    ["garbage", () => "next spring", "must be a real date as YYYY-MM-DD."],
    ["a timestamp", () => `${addDays(dayOf(new Date()), 3)}T00:00:00Z`, "must be a real date as YYYY-MM-DD."],
    ["a number", () => 20270101, "must be a date as YYYY-MM-DD, or null."],
  ])("refuses %s with a 400 naming examDate and changes nothing", async (_label, value, message) => {
    const user = await createUser();
    const kept = addDays(dayOf(new Date()), 40);
    await setExamDate(user, kept);
    const refused = await call(update, { cookie: user.cookie, json: { name: "Changed Name", phone: "03001234567", examDate: value() } });
    expect(refused).toMatchObject({ status: 400, body: { field: "examDate", message: `Exam date: ${message}` } });
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({ name: user.name, examDate: kept });
  });

  it("refuses extra time from the learner and changes nothing; the profile shows what an admin set", async () => {
    const user = await createUser();
    const refused = await call(update, { cookie: user.cookie, json: { name: "Changed Name", phone: "03001234567", extraTimePercent: 50 } });
    expect(refused).toMatchObject({ status: 403, body: { message: "Only an admin can set extra time." } });
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({ name: user.name, extraTimePercent: 0 });
    await getDb().update(users).set({ extraTimePercent: 25 }).where(eq(users.id, user.id));
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({ extraTimePercent: 25 });
  });
});
