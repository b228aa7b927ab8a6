import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as logout } from "@/app/api/user/logout/route";
import { POST as logoutAll } from "@/app/api/users/logout-all/route";
import { GET as whoIs } from "@/app/api/session/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { REQUESTED_PATH_HEADER } from "@/lib/auth/next-path";
import { requirePageLearner } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { createUser, newSessionCookie, setUpTestDatabase } from "../support/db";
import { call, parseSetCookie } from "../support/http";

setUpTestDatabase();

// The page guards read the cookie, and the path the middleware names, through next/headers: give
// them the cookie and the page of the test at hand.
const pageCookie = vi.hoisted(() => ({ header: "", requestedPath: null as string | null }));
vi.mock("next/headers", () => ({
  cookies: async () => {
    const jar = new Map(pageCookie.header ? [pageCookie.header.split(/=(.*)/s).slice(0, 2) as [string, string]] : []);
    return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined), has: (name: string) => jar.has(name) };
  },
  headers: async () => new Headers(pageCookie.requestedPath === null ? {} : { [REQUESTED_PATH_HEADER]: pageCookie.requestedPath }),
}));
beforeEach(() => {
  pageCookie.header = "";
  pageCookie.requestedPath = null;
});

/** Where a page guard sends the request (next/navigation's redirect throws with the target in its digest). */
async function pageRedirect(guard: () => Promise<unknown>): Promise<string | null> {
  try {
    await guard();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2]!;
  }
}

describe("logout ends the session on the server", () => {
  it("a cookie copied before logout gets 401 afterwards, and is cleared", async () => {
    const user = await createUser();
    const copied = user.cookie;
    expect((await call(profile, { cookie: copied })).status).toBe(200);
    expect((await call(logout, { cookie: user.cookie })).status).toBe(200);
    const replayed = await call(profile, { cookie: copied });
    expect(replayed.status).toBe(401);
    expect(parseSetCookie(replayed.response)).toMatchObject({ name: SESSION_COOKIE, value: "", attributes: { "max-age": "0" } });
  });

  it("a page visited with the replayed cookie goes to /login through the logout route", async () => {
    const user = await createUser();
    pageCookie.header = user.cookie;
    expect(await pageRedirect(requirePageLearner)).toBeNull();
    await call(logout, { cookie: user.cookie });
    expect(await pageRedirect(requirePageLearner)).toBe("/api/user/logout?next=login");
    const { status, response } = await call(logout, { path: "/api/user/logout?next=login", cookie: user.cookie });
    expect(status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");
  });

  it('the way to /login keeps the page asked for, to come back to after signing in (docs/rules.md, "Route guards")', async () => {
    const user = await createUser();
    await call(logout, { cookie: user.cookie });
    pageCookie.requestedPath = "/start-quiz?quiz_id=q1&quizAttempt_id=a1";
    const encoded = encodeURIComponent(pageCookie.requestedPath);
    expect(await pageRedirect(requirePageLearner)).toBe(`/login?next=${encoded}`); // no cookie at all
    pageCookie.header = user.cookie;
    expect(await pageRedirect(requirePageLearner)).toBe(`/api/user/logout?next=login&return=${encoded}`);
    const { status, response } = await call(logout, { path: `/api/user/logout?next=login&return=${encoded}`, cookie: user.cookie });
    expect(status).toBe(303);
    expect(response.headers.get("location")).toBe(`/login?next=${encoded}`);
  });

  it.each([
    "//evil.example/x",
    "https://evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
  ])("never carries an unsafe page to come back to: %s", async (unsafe) => {
    pageCookie.requestedPath = unsafe;
    expect(await pageRedirect(requirePageLearner)).toBe("/login");
    const { response } = await call(logout, { path: `/api/user/logout?next=login&return=${encodeURIComponent(unsafe)}` });
    expect(response.headers.get("location")).toBe("/login");
  });

  it("ends only this device's session", async () => {
    const user = await createUser();
    const otherDevice = await newSessionCookie(user);
    await call(logout, { cookie: user.cookie });
    expect((await call(profile, { cookie: otherDevice })).status).toBe(200);
  });
});

describe("POST /api/users/logout-all (sign out everywhere)", () => {
  it("ends every session of the user, another device's included, and nobody else's", async () => {
    const [user, someoneElse] = await Promise.all([createUser(), createUser()]);
    const otherDevice = await newSessionCookie(user);
    const { status, body, response } = await call(logoutAll, { method: "POST", cookie: user.cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(parseSetCookie(response)?.attributes["max-age"]).toBe("0");
    expect((await call(profile, { cookie: otherDevice })).status).toBe(401);
    expect((await call(profile, { cookie: user.cookie })).status).toBe(401);
    expect((await call(profile, { cookie: someoneElse.cookie })).status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("needs a session", async () => {
    expect((await call(logoutAll, { method: "POST" })).status).toBe(401);
  });
});

describe("session rows", () => {
  it("an expired session is refused, and expired rows are deleted at the next sign-in", async () => {
    const user = await createUser();
    await getDb()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await call(profile, { cookie: user.cookie })).status).toBe(401);
    await newSessionCookie(user);
    const [{ expired }] = (await getDb()
      .select({ expired: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.expiresAt} <= now()`)) as [{ expired: number }];
    expect(expired).toBe(0);
  });

  it("a token that names no session (issued before server-side sessions) is no session", async () => {
    const user = await createUser();
    const token = await encode({
      token: { sub: user.id, email: user.email, name: user.name, isAdmin: false, sv: 0 },
      secret: getEnv().AUTH_SECRET,
      salt: SESSION_COOKIE,
    });
    expect((await call(profile, { cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
  });
});

describe("GET /api/session: who the cookie signs in, from the server", () => {
  it("answers the user's display data, null for a visitor, and clears a cookie whose session ended (never 401)", async () => {
    const learner = await createUser({ name: "Ayesha Khan" });
    const signedIn = await call(whoIs, { cookie: learner.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ success: true, data: { id: learner.id, email: learner.email, name: "Ayesha Khan", isAdmin: false } });
    expect(signedIn.response.headers.get("set-cookie")).toBeNull();
    expect(signedIn.response.headers.get("cache-control")).toBe("no-store");

    expect((await call(whoIs)).body).toEqual({ success: true, data: null });

    await call(logout, { cookie: learner.cookie });
    const ended = await call(whoIs, { cookie: learner.cookie });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toBeNull();
    expect(parseSetCookie(ended.response)).toMatchObject({ name: SESSION_COOKIE, value: "", attributes: { "max-age": "0" } });
    expect((await call(whoIs, { cookie: `${SESSION_COOKIE}=garbage` })).body.data).toBeNull();
  });
});
