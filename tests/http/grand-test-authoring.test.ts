import { beforeEach, describe, expect, it } from "vitest";
import { POST as addQuiz } from "@/app/api/quiz/add/route";
import { GET as allQuizzes } from "@/app/api/quiz/all-quizzes/route";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as updateQuiz } from "@/app/api/quiz/update/route";
import { GRAND_TEST_MESSAGES } from "@/lib/sitting-rules/messages";
import type { QuizView } from "@/lib/quizzes/views";
import { editPayload, makeSubject, quizPayload } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { makeGrandTest, setWindow, startGrand } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

/** From one instant per test, so two equal offsets are equal instants (a millisecond apart, a window would open). */
let base = Date.now();
beforeEach(() => {
  base = Date.now();
});
const inHours = (hours: number) => new Date(base + hours * 3_600_000).toISOString();
const add = (admin: TestUser, json: unknown) => call(addQuiz, { cookie: admin.cookie, json });
const update = (admin: TestUser, json: unknown) => call(updateQuiz, { cookie: admin.cookie, json });
const loaded = async (admin: TestUser, id: string) => (await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView;

describe("authoring a grand test", () => {
  it("adds one, returns its schedule and status in the editor and the admin list", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const payload = {
      ...quizPayload(subject.id, { quizTime: 180 }),
      kind: "grand_test",
      opensAt: inHours(1),
      closesAt: inHours(5),
      access: "registered",
    };
    const created = await add(admin, payload);
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    expect(await loaded(admin, id)).toMatchObject({
      kind: "grand_test",
      access: "registered",
      status: "upcoming",
      opensAt: payload.opensAt,
    });
    const list = await call(allQuizzes, { cookie: admin.cookie, path: "/api/quiz/all-quizzes?pageSize=20" });
    const row = (list.body.data as { id: string }[]).find((quiz) => quiz.id === id);
    expect(row).toMatchObject({ kind: "grand_test", status: "upcoming", closesAt: payload.closesAt, access: "registered" });
    const ordinary = await add(admin, quizPayload(subject.id));
    expect(await loaded(admin, (ordinary.body.data as { id: string }).id)).toMatchObject({ kind: "quiz", opensAt: null, status: null });
  });

  it("refuses a bad window with 400 naming the field", async () => {
    const admin = await createUser({ isAdmin: true });
    const base = { ...quizPayload((await makeSubject()).id, { quizTime: 180 }), kind: "grand_test", access: "subscribers" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ opensAt: inHours(2), closesAt: inHours(2) }, "closesAt", GRAND_TEST_MESSAGES.closesAfterOpens],
      [{ opensAt: inHours(2), closesAt: inHours(1) }, "closesAt", GRAND_TEST_MESSAGES.closesAfterOpens],
      [{ opensAt: inHours(1), closesAt: inHours(3) }, "closesAt", GRAND_TEST_MESSAGES.windowTooShort(180)],
      [{ opensAt: inHours(-10), closesAt: inHours(-5) }, "closesAt", GRAND_TEST_MESSAGES.closesInFuture],
      [{ closesAt: inHours(5) }, "opensAt", GRAND_TEST_MESSAGES.opensAt],
      [{ opensAt: inHours(1), closesAt: inHours(5), access: null }, "access", GRAND_TEST_MESSAGES.access],
      [{ opensAt: "tomorrow", closesAt: inHours(5) }, "opensAt", ""],
      [{ opensAt: inHours(1), closesAt: inHours(5), access: "everyone" }, "access", ""],
      [{ opensAt: inHours(1), closesAt: inHours(5), kind: "exam" }, "kind", ""],
      [{ opensAt: inHours(1), closesAt: inHours(5), kind: "quiz" }, "opensAt", GRAND_TEST_MESSAGES.scheduleOnQuiz],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await add(admin, { ...base, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.field).toBe(field);
      if (message) expect(refused.body.message).toBe(message);
    }
  });

  it("lets the window change until the test opens, then refuses with 409 naming the field", async () => {
    const admin = await createUser({ isAdmin: true });
    const test = await makeGrandTest((await makeSubject()).id, { quizTime: 30 });
    await setWindow(test.id, 3600, 7200);
    const before = await loaded(admin, test.id);
    const moved = await update(admin, { ...editPayload(before), closesAt: inHours(4), access: "subscribers" });
    expect(moved.status).toBe(200);
    const after = await loaded(admin, test.id);
    expect(after.access).toBe("subscribers");
    expect(Math.abs(Date.parse(after.closesAt!) - Date.parse(inHours(4)))).toBeLessThan(60_000);

    await setWindow(test.id, -1, 7200);
    const opened = await loaded(admin, test.id);
    const same = editPayload(opened);
    expect((await update(admin, { ...same, name: "Renamed grand test" })).status).toBe(200); // texts may still change
    for (const [fields, field] of [
      [{ closesAt: inHours(9) }, "closesAt"],
      [{ opensAt: inHours(-2) }, "opensAt"],
      [{ access: "registered" }, "access"],
      [{ kind: "quiz" }, "kind"],
      [{ quizTime: 45 }, "quizTime"],
    ] as const) {
      const refused = await update(admin, { ...same, ...fields });
      expect(refused.status, field).toBe(409);
      expect(refused.body.field).toBe(field);
    }
  });

  it("never changes the kind of a quiz with attempts", async () => {
    const admin = await createUser({ isAdmin: true });
    const test = await makeGrandTest((await makeSubject()).id);
    await setWindow(test.id, 3600, 7200);
    const learner = await createUser();
    await setWindow(test.id, -1, 7200);
    await startGrand(learner, test.id);
    await setWindow(test.id, 3600, 7200); // moved back by hand: attempts exist
    const refused = await update(admin, { ...editPayload(await loaded(admin, test.id)), kind: "quiz" });
    expect(refused.status).toBe(409);
    expect(refused.body.field).toBe("kind");
  });
});
