import fc from "fast-check";
import { getRelativeURL } from "next/dist/shared/lib/router/utils/relativize-url";
import { describe, expect, it } from "vitest";
import { loginHref, NEXT_PATH_MAX_LENGTH, safeNextPath, withNext } from "@/lib/auth/next-path";

describe('safeNextPath (docs/rules.md, "Route guards": only a page of this site)', () => {
  it.each([
    "/",
    "/home",
    "/profile/results",
    "/practice/5f0c4f3e-1b7a-4c1e-9d36-2a0c9b6f7e11",
    "/start-quiz?quiz_id=q1&quizAttempt_id=a1&grand_test=1",
    "/grand-tests/abc/results",
    "/quiz?subject=a%2Fb", // an encoded slash inside a query value is data, not a host
    "/admin/payments#top",
  ])("keeps %s", (path) => expect(safeNextPath(path)).toBe(path));

  it.each([
    ["empty", ""],
    ["not a string", 42],
    ["null", null],
    ["relative", "home"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/home"],
    ["three slashes", "///evil.example"],
    ["backslash host", "/\\evil.example"],
    ["backslash later", "/home\\..\\x"],
    ["absolute https", "https://evil.example"],
    ["absolute http", "http://evil.example/home"],
    ["scheme without slashes", "javascript:alert(1)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["upper-case scheme", "HTTPS://evil.example"],
    ["leading space", " /home"],
    ["tab that a browser drops", "/\t/evil.example"],
    ["new line", "/home\n//evil.example"],
    ["carriage return", "/home\r"],
    ["NUL", "/home\u0000"],
    ["DEL", "/home\u007f"],
    ["C1 control", "/home\u0085"],
    ["non-ASCII", "/hôme"],
    ["encoded second slash", "/%2Fevil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["lower-case encoded slashes", "/%2f%2fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded new line", "/home%0d%0aLocation:%20https://evil.example"],
    ["double-encoded slashes", "/%252F%252Fevil.example"],
    ["double-encoded backslash", "/%255Cevil.example"],
    ["encoded whole address", "%2F%2Fevil.example"],
    ["broken escape", "/home%E0%A4%A"],
    ["an endpoint", "/api/user/logout"],
    ["an endpoint with a query", "/api/users/logout-all?x=1"],
    ["an endpoint reached through dot segments", "/home/../api/user/logout"],
    ["the framework's files", "/_next/static/x.js"],
    // Dot segments the URL parser resolves to a protocol-relative path ("//evil.example").
    ["a dot segment before the second slash", "/.//evil.example"],
    ["a dot-dot segment before the second slash", "/..//evil.example"],
    ["encoded dot-dot segment", "/%2e%2e//evil.example"],
    ["upper-case encoded dot segment", "/%2E//evil.example"],
    ["half-encoded dot-dot segment", "/.%2e//evil.example"],
    ["climbing out of a folder", "/_next/../..//evil.example"],
    ["climbing out of a page", "/home/../..//evil.example/home"],
    ["a dot segment before a backslash", "/./%5Cevil.example"],
    ["a dot segment before an encoded slash", "/./%2F/evil.example"],
    ["a dot segment before a query", "/.//evil.example?next=/home"],
    ["over the length", `/${"a".repeat(NEXT_PATH_MAX_LENGTH)}`],
  ])("refuses %s", (_label, value) => expect(safeNextPath(value)).toBeNull());

  it.each([
    ["/home/./profile", "/home/profile"],
    ["/practice/../profile/results?x=1#top", "/profile/results?x=1#top"],
    ["/%2e%2e/home", "/home"],
    ["/..", "/"],
  ])("hands on %s as the browser would ask for it: %s", (value, page) => expect(safeNextPath(value)).toBe(page));

  it("accepts exactly the longest length", () => {
    const longest = `/${"a".repeat(NEXT_PATH_MAX_LENGTH - 1)}`;
    expect(safeNextPath(longest)).toBe(longest);
  });
});

/** Paths of the pieces an attacker would combine: dot segments, slashes, escapes, hosts. */
const piece = fc.constantFrom(
  "/",
  "//",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%25",
  "\\",
  "?",
  "#",
  "@",
  ":",
  "_next",
  "api",
  "evil.example",
  "home",
);
const pathish = fc
  .tuple(fc.constantFrom("/", "/.", "/..", "/%2e", "/%2e%2E", "/.%2e", "/_next/..", "/home/../.."), fc.array(piece, { maxLength: 10 }))
  .map(([start, pieces]) => `${start}${pieces.join("")}`);
const anyValue = fc.oneof(pathish, fc.string({ unit: "binary", maxLength: 80 }), fc.string({ maxLength: 80 }));
const SITES = ["https://anaesprep.example", "http://localhost:3000"];

describe("safeNextPath, whatever it is given", () => {
  it("answers null or a page that, resolved against the site, stays on the site", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const page = safeNextPath(value);
        if (page === null) return;
        expect(page).toMatch(/^\/(?![/\\])/);
        for (const site of SITES) {
          const followed = new URL(page, `${site}/login?next=x`);
          expect(followed.origin).toBe(site);
          // Next.js writes a same-site Location back relative to the request: it must still name this site.
          expect(new URL(getRelativeURL(followed.href, `${site}/login`), site).origin).toBe(site);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("answers the page as the URL parser resolves it, and keeps it when asked again", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const page = safeNextPath(value);
        if (page === null) return;
        const followed = new URL(page, SITES[0]);
        expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(page);
        expect(safeNextPath(page)).toBe(page);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("loginHref and withNext", () => {
  it("carry a safe page, encoded", () => {
    expect(loginHref("/start-quiz?quiz_id=q1&quizAttempt_id=a1")).toBe("/login?next=%2Fstart-quiz%3Fquiz_id%3Dq1%26quizAttempt_id%3Da1");
    expect(withNext("/register", "/grand-tests")).toBe("/register?next=%2Fgrand-tests");
  });

  it.each([null, undefined, "", "//evil.example", "https://evil.example", "/.//evil.example"])(
    "leave out an unsafe or missing one: %s",
    (next) => {
      expect(loginHref(next)).toBe("/login");
      expect(withNext("/register", next)).toBe("/register");
    },
  );

  it("round-trips through the query the sign-in page reads", () => {
    const page = "/start-quiz?quiz_id=q1&quizAttempt_id=a1";
    const href = loginHref(page);
    expect(new URL(href, "http://localhost").searchParams.get("next")).toBe(page);
  });
});
