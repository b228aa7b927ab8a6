import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/users/login/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as register } from "@/app/api/users/register/route";
import { GET as logout } from "@/app/api/user/logout/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { endAllSessions } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { createUser, uniqueEmail, setUpTestDatabase } from "../support/db";
import { call, parseSetCookie, randomClientIp } from "../support/http";

setUpTestDatabase();

const newLearner = () => ({ email: uniqueEmail("reg"), password: "a-good-password", name: "Sana Malik", phone: "03211234567" });

describe("POST /api/users/register", () => {
  it("creates a learner with a hashed password", async () => {
    const input = newLearner();
    const { status, body } = await call(register, { json: input });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: "Registered successfully" });
    const [row] = await getDb().select().from(users).where(eq(users.email, input.email));
    expect(row?.isAdmin).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it("signs the new learner in with sign-in's session cookie, the answer unchanged", async () => {
    const input = newLearner();
    const { body, response } = await call(register, { json: input });
    expect(body).toEqual({ success: true, message: "Registered successfully" });
    const cookie = parseSetCookie(response);
    expect(cookie?.name).toBe(SESSION_COOKIE);
    expect(cookie?.attributes).toHaveProperty("httponly");
    expect(cookie?.attributes.samesite?.toLowerCase()).toBe("lax");
    const me = await call(profile, { cookie: `${cookie!.name}=${cookie!.value}` });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: input.email, name: input.name, isAdmin: false });
  });

  it("sets no cookie when the registration is refused", async () => {
    const input = newLearner();
    await call(register, { json: input });
    const again = await call(register, { json: input });
    expect(again.status).toBe(409);
    expect(again.response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an email already taken, whatever its case", async () => {
    const input = newLearner();
    await call(register, { json: input });
    const { status, body } = await call(register, { json: { ...input, email: input.email.toUpperCase() } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message: "An account with this email already exists." });
  });

  it.each([
    [{ email: "not-an-email" }, "email"],
    [{ password: "short" }, "password"],
    [{ name: "" }, "name"],
    [{ phone: "call me" }, "phone"],
    [{ email: undefined }, "email"],
    [{ isAdmin: true, email: 42 }, "email"],
  ])("answers 400 naming the field for %j", async (override, field) => {
    const { status, body } = await call(register, { json: { ...newLearner(), ...override } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field });
    expect(String(body.message).toLowerCase()).toContain(field);
  });

  it("ignores an attempt to register as admin", async () => {
    const input = { ...newLearner(), isAdmin: true };
    expect((await call(register, { json: input })).status).toBe(201);
    const [row] = await getDb().select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, input.email));
    expect(row?.isAdmin).toBe(false);
  });

  it("answers 400 for malformed JSON", async () => {
    const { status, body } = await call(register, { body: "{not json", headers: { "content-type": "application/json" } });
    expect(status).toBe(400);
    expect(body.message).toBe("The request body must be valid JSON.");
  });

  it("refuses a cross-site request", async () => {
    const { status } = await call(register, { json: newLearner(), headers: { origin: "https://evil.example" } });
    expect(status).toBe(403);
  });
});

describe("POST /api/users/login", () => {
  it("sets an httpOnly, SameSite=Lax session cookie and answers the documented shape without secrets", async () => {
    const user = await createUser();
    const { status, body, response } = await call(login, { json: { email: user.email.toUpperCase(), password: user.password } });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Login Successfully",
      user: { id: user.id, email: user.email, name: user.name, isAdmin: false },
    });
    const cookie = parseSetCookie(response);
    expect(cookie?.name).toBe(SESSION_COOKIE);
    expect(cookie?.attributes).toHaveProperty("httponly");
    expect(cookie?.attributes.samesite?.toLowerCase()).toBe("lax");
    expect(cookie?.attributes.path).toBe("/");
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token/i);

    const me = await call(profile, { cookie: `${cookie!.name}=${cookie!.value}` });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, email: user.email, isAdmin: false });
  });

  it("tells an admin apart", async () => {
    const admin = await createUser({ isAdmin: true });
    const { body } = await call(login, { json: { email: admin.email, password: admin.password } });
    expect(body.user).toMatchObject({ isAdmin: true });
  });

  it("gives one message for a wrong password and an unknown email", async () => {
    const user = await createUser();
    const wrong = await call(login, { json: { email: user.email, password: "not-the-password" } });
    const unknown = await call(login, { json: { email: uniqueEmail("ghost"), password: "whatever-123" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a disabled account", async () => {
    const user = await createUser({ disabled: true });
    const { status, response } = await call(login, { json: { email: user.email, password: user.password } });
    expect(status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers 429 after repeated failures, even with the right password", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await call(login, { json: { email: user.email, password: `wrong-${i}` }, headers: randomClientIp() })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await call(login, { json: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
  }, 30_000);
});

describe("login throttling per client address", () => {
  it("refuses an address after 30 failures across any emails, but not other addresses", async () => {
    const ip = randomClientIp();
    for (let i = 0; i < 30; i++) {
      expect((await call(login, { json: { email: uniqueEmail("spray"), password: "guess-123" }, headers: ip })).status).toBe(401);
    }
    const user = await createUser();
    expect((await call(login, { json: { email: user.email, password: user.password }, headers: ip })).status).toBe(429);
    expect((await call(login, { json: { email: user.email, password: user.password }, headers: randomClientIp() })).status).toBe(200);
  }, 60_000);
});

describe("GET /api/users/profile", () => {
  it("answers 401 without a session and with a forged cookie", async () => {
    expect((await call(profile)).status).toBe(401);
    expect((await call(profile, { cookie: `${SESSION_COOKIE}=forged.value.here` })).status).toBe(401);
  });

  it("stops an existing session when the user is disabled or their sessions are revoked", async () => {
    const disabledLater = await createUser();
    expect((await call(profile, { cookie: disabledLater.cookie })).status).toBe(200);
    await getDb().update(users).set({ disabled: true }).where(eq(users.id, disabledLater.id));
    const refused = await call(profile, { cookie: disabledLater.cookie });
    expect(refused.status).toBe(401);
    // The dead cookie is dropped, so middleware stops treating its holder as signed in.
    expect(parseSetCookie(refused.response)).toMatchObject({ name: SESSION_COOKIE, value: "", attributes: { "max-age": "0" } });

    const revoked = await createUser();
    await endAllSessions(revoked.id);
    expect((await call(profile, { cookie: revoked.cookie })).status).toBe(401);
  });

  it("returns the profile without secrets", async () => {
    const user = await createUser();
    const { body } = await call(profile, { cookie: user.cookie });
    expect(Object.keys(body.data as object).sort()).toEqual([
      "address",
      "email",
      "examDate",
      "extraTimePercent",
      "id",
      "isAdmin",
      "name",
      "phone",
      "showOnLeaderboard",
    ]);
  });
});

describe("GET /api/user/logout", () => {
  it("redirects to /login with the cookie cleared when page guards send a dead session there", async () => {
    const { status, response } = await call(logout, {
      path: "/api/user/logout?next=login",
      cookie: `${SESSION_COOKIE}=stale`,
      headers: { host: "internal:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(status).toBe(303);
    // Relative: never built from the request's host (behind a proxy that is the internal address).
    expect(response.headers.get("location")).toBe("/login");
    expect(parseSetCookie(response)?.attributes["max-age"]).toBe("0");
  });

  it("clears the session cookie", async () => {
    const user = await createUser();
    const { status, response } = await call(logout, { cookie: user.cookie });
    expect(status).toBe(200);
    const cookie = parseSetCookie(response);
    expect(cookie?.name).toBe(SESSION_COOKIE);
    expect(cookie?.value).toBe("");
    expect(cookie?.attributes["max-age"]).toBe("0");
  });
});
