import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { uniqueEmail, setUpTestDatabase } from "../support/db";
import { call, randomClientIp, type CallOptions } from "../support/http";
import { handler } from "./hostile-kit";

setUpTestDatabase();

describe("hostile session cookies", () => {
  const otherSecretToken = () =>
    encode({
      token: { sub: crypto.randomUUID(), sid: crypto.randomUUID(), email: "x@anaesprep.test", name: "X", isAdmin: true },
      secret: "another-secret-that-is-long-enough-to-be-real",
      salt: SESSION_COOKIE,
    });
  const COOKIES: [string, () => Promise<string>][] = [
    ["a value that does not percent-decode", async () => `${SESSION_COOKIE}=%E0%A4%A`],
    ["odd separators", async () => `;;=;${SESSION_COOKIE}==;;; ;${SESSION_COOKIE};=${SESSION_COOKIE}`],
    ["a name without a value", async () => SESSION_COOKIE],
    ["a huge value", async () => `${SESSION_COOKIE}=${"a".repeat(100_000)}`],
    ["a valid-looking token sealed with another secret", async () => `${SESSION_COOKIE}=${await otherSecretToken()}`],
    ["garbage before a second session cookie", async () => `${SESSION_COOKIE}=%; ${SESSION_COOKIE}=x.y.z`],
  ];
  const ROUTES: [string, string, CallOptions][] = [
    ["users/profile", "GET", {}],
    ["quiz", "GET", {}],
    ["users/update", "POST", { json: { name: "N", phone: "03001234567", address: "" } }],
    [
      "quiz/submit",
      "POST",
      { json: { quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() } },
    ],
    ["users/logout-all", "POST", {}],
    ["users", "GET", {}],
  ];

  it.each(COOKIES)("%s: no session (401, cookie cleared) on authenticated routes, never a 500", async (_label, makeCookie) => {
    const cookie = await makeCookie();
    for (const [route, method, options] of ROUTES) {
      const { status, body, response } = await call((await handler(route, method)) as never, { ...options, method, cookie });
      expect({ route, status, message: typeof body.message }).toEqual({ route, status: 401, message: "string" });
      // A session cookie with any value is cleared; a bare name is no cookie at all.
      if (cookie.includes(`${SESSION_COOKIE}=`))
        expect(response.headers.get("set-cookie"), route).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
    }
  });

  it.each(COOKIES)("%s: a failed login and a logout still answer properly", async (_label, makeCookie) => {
    const cookie = await makeCookie();
    const login = await call((await handler("users/login", "POST")) as never, {
      json: { email: uniqueEmail(), password: "wrong-password" },
      cookie,
      headers: randomClientIp(),
    });
    expect(login).toMatchObject({ status: 401, body: { success: false, message: "Invalid email or password" } });
    const logout = await call((await handler("user/logout", "GET")) as never, { cookie });
    expect(logout.status).toBe(200);
  });
});
