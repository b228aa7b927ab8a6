import { getRelativeURL } from "next/dist/shared/lib/router/utils/relativize-url";
import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as logout } from "@/app/api/user/logout/route";
import { withNext } from "@/lib/auth/next-path";
import { signInDestination } from "@/lib/auth/route-guards";
import middleware from "@/middleware";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/**
 * Open redirects through a sign-in link (docs/rules.md, "Route guards"): paths that start with one
 * "/" but that the URL parser resolves to "//evil.test", which a browser follows to another host.
 */
const HOSTILE = ["/.//evil.test", "/..//evil.test", "/%2e%2e//evil.test", "/_next/../..//evil.test", "/home/../..//evil.test/home"];
const SIGN_IN_PAGES = ["/login", "/register", "/forgot"];
const SITE = "http://localhost:3000";

const runMiddleware = middleware as (request: NextRequest, event: NextFetchEvent) => Promise<Response>;

/**
 * Where a browser lands on following the middleware's answer to `path`, or null when it lets the
 * request through. Next.js writes a same-site Location back relative to the request before sending it.
 */
async function landingOf(path: string, cookie?: string): Promise<URL | null> {
  const request = new NextRequest(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
  const response = await runMiddleware(request, {} as NextFetchEvent);
  expect(response.status).toBeLessThan(500);
  const location = response.headers.get("location");
  return location ? new URL(getRelativeURL(new URL(location, request.url).href, request.url), request.url) : null;
}

const query = (next: string, encode: boolean) => `?next=${encode ? encodeURIComponent(next) : next}`;

describe("a signed-in person opening a sign-in page with a hostile next stays on the site", () => {
  for (const page of SIGN_IN_PAGES) {
    it.each(HOSTILE.flatMap((next) => [[next, true] as const, [next, false] as const]))(
      `${page}?next=%s (encoded: %s): the learner goes home, the admin to /admin`,
      async (next, encode) => {
        const [learner, admin] = await Promise.all([createUser(), createUser({ isAdmin: true })]);
        const learnerLanding = await landingOf(`${page}${query(next, encode)}`, learner.cookie);
        expect(learnerLanding?.origin).toBe(SITE);
        expect(learnerLanding?.pathname).toBe("/home");
        const adminLanding = await landingOf(`${page}${query(next, encode)}`, admin.cookie);
        expect(adminLanding?.origin).toBe(SITE);
        expect(adminLanding?.pathname).toBe("/admin");
      },
    );
  }

  it("the link exactly as it was found: /login?next=%2F.%2F%2Fevil.test", async () => {
    const learner = await createUser();
    expect((await landingOf("/login?next=%2F.%2F%2Fevil.test", learner.cookie))?.href).toBe(`${SITE}/home`);
  });

  it("a safe next with dot segments goes to the page they resolve to", async () => {
    const learner = await createUser();
    expect((await landingOf(`/login${query("/practice/../profile/results", true)}`, learner.cookie))?.href).toBe(`${SITE}/profile/results`);
  });

  it("a page address with a trailing slash and two leading ones stays on the site", async () => {
    const landing = await landingOf("//evil.test/");
    expect(landing?.origin).toBe(SITE);
    expect(landing?.pathname).toBe("/evil.test");
  });
});

describe("a visitor on a sign-in page with a hostile next: signing in stays on the site", () => {
  for (const page of SIGN_IN_PAGES) {
    it.each(HOSTILE)(`${page}?next=%s is shown, and leads home after signing in`, async (next) => {
      const search = query(next, true);
      expect(await landingOf(`${page}${search}`)).toBeNull();
      // What the page does once the sign-in succeeds, and the links it keeps `next` on.
      expect(signInDestination({ isAdmin: false }, search)).toBe("/home");
      expect(signInDestination({ isAdmin: true }, search)).toBe("/admin");
      expect(withNext("/register", new URLSearchParams(search).get("next"))).toBe("/register");
    });
  }
});

describe("sign-out's return= never carries a hostile page into the sign-in page", () => {
  it.each(HOSTILE)("return=%s: Location /login, without next", async (hostile) => {
    const learner = await createUser();
    const { status, response } = await call(logout, {
      path: `/api/user/logout?next=login&return=${encodeURIComponent(hostile)}`,
      cookie: learner.cookie,
    });
    expect(status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");
  });

  it("return= with dot segments that stay on the site comes back to the page they resolve to", async () => {
    const { response } = await call(logout, { path: `/api/user/logout?next=login&return=${encodeURIComponent("/home/./profile")}` });
    expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/home/profile")}`);
  });
});
