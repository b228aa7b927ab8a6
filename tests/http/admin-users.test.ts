import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/users/login/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { GET as listUsers } from "@/app/api/users/route";
import { POST as setStatus } from "@/app/api/users/status/route";
import { GET as listUsersAlias } from "@/app/api/users/users/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { POST as updateMessage } from "@/app/api/messages/update/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as reports } from "@/app/api/reports/route";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { learnerCount } from "@/lib/users/admin";
import { createUser, uniqueEmail, setUpTestDatabase } from "../support/db";
import { call, randomClientIp } from "../support/http";

setUpTestDatabase();

const sessionCount = async (userId: string) =>
  (await getDb().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

describe("admin users", () => {
  it("counts learner accounts, not admins, however many there are", async () => {
    const before = await learnerCount();
    await Promise.all([createUser(), createUser({ disabled: true }), createUser({ isAdmin: true })]);
    expect(await learnerCount()).toBe(before + 2);
  });

  it("lists users with _id, email, name, phone and no secrets, searchable", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser({ name: "Searchable Sadia" });
    const { body } = await call(listUsers, { cookie: admin.cookie, path: "/api/users?search=searchable%20sad" });
    const rows = body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      _id: learner.id,
      email: learner.email,
      name: "Searchable Sadia",
      phone: "03001234567",
      disabled: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|session/i);
    const byEmail = (await call(listUsersAlias, { cookie: admin.cookie, path: `/api/users/users?search=${learner.email}` })).body
      .data as unknown[];
    expect(byEmail).toHaveLength(1);
    expect(((await call(listUsers, { cookie: admin.cookie, path: "/api/users?search=%25" })).body.data as unknown[]).length).toBe(0);
  });

  it("disables a learner: their cookie gets 401 at once and sign-in is refused; enabling allows a new sign-in", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    expect((await call(setStatus, { cookie: admin.cookie, json: { userId: learner.id, disabled: true } })).status).toBe(200);
    expect((await call(profile, { cookie: learner.cookie })).status).toBe(401);
    expect((await call(login, { json: { email: learner.email, password: learner.password }, headers: randomClientIp() })).status).toBe(403);
    expect((await call(setStatus, { cookie: admin.cookie, json: { userId: learner.id, disabled: false } })).status).toBe(200);
    const signedIn = await call(login, { json: { email: learner.email, password: learner.password }, headers: randomClientIp() });
    expect(signedIn.status).toBe(200);
  });

  it("a session stolen before the disable stays dead after the account is enabled again", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const stolen = learner.cookie;
    expect((await call(profile, { cookie: stolen })).status).toBe(200);
    await call(setStatus, { cookie: admin.cookie, json: { userId: learner.id, disabled: true } });
    await call(setStatus, { cookie: admin.cookie, json: { userId: learner.id, disabled: false } });
    expect((await call(profile, { cookie: stolen })).status).toBe(401);
    expect(await sessionCount(learner.id)).toBe(0);
  });

  it("re-enabling an enabled account, or a refused disable, ends no session", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    await call(setStatus, { cookie: admin.cookie, json: { userId: learner.id, disabled: false } });
    expect((await call(profile, { cookie: learner.cookie })).status).toBe(200);
    expect((await call(setStatus, { cookie: admin.cookie, json: { userId: admin.id, disabled: true } })).status).toBe(409);
    expect((await call(profile, { cookie: admin.cookie })).status).toBe(200);
  });

  it("refuses self-disable, learners and visitors", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const self = await call(setStatus, { cookie: admin.cookie, json: { userId: admin.id, disabled: true } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("You cannot disable your own account.");
    expect((await call(setStatus, { cookie: learner.cookie, json: { userId: admin.id, disabled: true } })).status).toBe(403);
    expect((await call(listUsers, { cookie: learner.cookie })).status).toBe(403);
    expect((await call(listUsers)).status).toBe(401);
  });
});

describe("contact messages for admins", () => {
  it("lists a message sent from Contact and marks it handled", async () => {
    const admin = await createUser({ isAdmin: true });
    const email = uniqueEmail("asker");
    await call(contact, { headers: randomClientIp(), json: { name: "Asker", email, message: "When is the next mock?" } });
    const open = (await call(listMessages, { cookie: admin.cookie, path: "/api/messages?filter=open" })).body.data as {
      id: string;
      email: string;
    }[];
    const message = open.find((row) => row.email === email)!;
    expect(message).toBeDefined();
    expect((await call(updateMessage, { cookie: admin.cookie, json: { id: message.id, handled: true } })).status).toBe(200);
    const stillOpen = (await call(listMessages, { cookie: admin.cookie, path: "/api/messages?filter=open" })).body.data as { id: string }[];
    expect(stillOpen.some((row) => row.id === message.id)).toBe(false);
    const learner = await createUser();
    expect((await call(listMessages, { cookie: learner.cookie })).status).toBe(403);
  });
});

describe("reports", () => {
  it("answers the figures for admins only", async () => {
    const admin = await createUser({ isAdmin: true });
    const { status, body } = await call(reports, { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(Object.keys(body.data as object).sort()).toEqual([
      "activeEntitlements",
      "generatedAt",
      "newLearnersByWeek",
      "passMarks",
      "paymentsByMonth",
      "pending",
      "quizzes",
      "quizzesPage",
    ]);
    expect((await call(reports, { cookie: (await createUser()).cookie })).status).toBe(403);
  });
});
