import fs from "node:fs";
import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import middleware from "@/middleware";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { REQUESTED_PATH_HEADER } from "@/lib/auth/next-path";
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

/** Runs the middleware on a page request and answers the whole Location (path and query), or null. */
async function locationOf(path: string, cookie?: string): Promise<string | null> {
  const request = new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  const location = (await runMiddleware(request, {} as NextFetchEvent)).headers.get("location");
  return location ? new URL(location).pathname + new URL(location).search : null;
}

describe('a sign-in comes back to the page asked for (docs/rules.md, "Route guards")', () => {
  it.each([
    ["/profile/results", "/profile/results"],
    ["/start-quiz?quiz_id=q1&quizAttempt_id=a1", "/start-quiz?quiz_id=q1&quizAttempt_id=a1"],
    ["/practice/abc?_rsc=x1", "/practice/abc"], // the router's own marker is not part of the address
    ["/admin/payments?status=pending", "/admin/payments?status=pending"],
  ])("a visitor on %s goes to /login?next=…", async (path, next) => {
    expect(await locationOf(path)).toBe(`/login?next=${encodeURIComponent(next)}`);
  });

  it("a signed-in learner opening a sign-in link goes straight to its page, never off the site", async () => {
    const learner = await createUser();
    expect(await locationOf(`/login?next=${encodeURIComponent("/profile/results")}`, learner.cookie)).toBe("/profile/results");
    expect(await locationOf("/login?next=%2F%2Fevil.example", learner.cookie)).toBe("/home");
    expect(await locationOf("/login?next=https%3A%2F%2Fevil.example", learner.cookie)).toBe("/home");
  });

  it("hands a page it lets through the path asked for, whatever the request claimed", async () => {
    const request = new NextRequest("http://localhost:3000/grand-tests/abc/results?x=1", {
      headers: { [REQUESTED_PATH_HEADER]: "//evil.example" },
    });
    const response = await runMiddleware(request, {} as NextFetchEvent);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get(`x-middleware-request-${REQUESTED_PATH_HEADER}`)).toBe("/grand-tests/abc/results?x=1");
  });
});
