import fs from "node:fs";
import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import middleware from "@/middleware";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const runMiddleware = middleware as (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

/** Runs the middleware on a page request; answers where it redirects (a path), or null when it lets the request through. */
async function redirectOf(path: string, cookie?: string): Promise<string | null> {
  const request = new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  const response = await runMiddleware(request, {} as NextFetchEvent);
  expect(response.status).toBeLessThan(500);
  const location = response.headers.get("location");
  return location ? new URL(location).pathname : null;
}

describe("one login path: POST /api/users/login", () => {
  it("has no next-auth route beside it (/api/auth/* is gone)", () => {
    expect(fs.existsSync("app/api/auth")).toBe(false);
  });

  it("middleware reads the cookie the login issues: role redirects for a session, /login for a visitor", async () => {
    const [admin, learner] = await Promise.all([createUser({ isAdmin: true }), createUser()]);
    expect(await redirectOf("/", admin.cookie)).toBe("/admin");
    expect(await redirectOf("/admin", learner.cookie)).toBe("/home");
    expect(await redirectOf("/", learner.cookie)).toBe("/home");
    expect(await redirectOf("/")).toBeNull();
    expect(await redirectOf("/home")).toBe("/login");
    expect(await redirectOf("/profile", learner.cookie)).toBeNull();
    expect(await redirectOf("/profile")).toBe("/login");
  });

  it("only reads the cookie: no answer of it writes one (a prefetch answered after a sign-out would revive it)", async () => {
    const learner = await createUser();
    for (const path of ["/", "/profile", "/admin", "/login", "/about/"]) {
      const request = new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: learner.cookie } });
      const response = await runMiddleware(request, {} as NextFetchEvent);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it.each([
    ["a cookie that does not decode", `${SESSION_COOKIE}=%E0%A4%A`],
    ["a cookie of random text", `${SESSION_COOKIE}=not.a.token`],
    ["odd separators", `;;=;${SESSION_COOKIE}==;;; ;${SESSION_COOKIE}`],
  ])("treats %s as a visitor", async (_label, cookie) => {
    expect(await redirectOf("/profile", cookie)).toBe("/login");
  });
});
