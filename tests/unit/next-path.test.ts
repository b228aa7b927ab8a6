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
    ["over the length", `/${"a".repeat(NEXT_PATH_MAX_LENGTH)}`],
  ])("refuses %s", (_label, value) => expect(safeNextPath(value)).toBeNull());

  it("accepts exactly the longest length", () => {
    const longest = `/${"a".repeat(NEXT_PATH_MAX_LENGTH - 1)}`;
    expect(safeNextPath(longest)).toBe(longest);
  });
});

describe("loginHref and withNext", () => {
  it("carry a safe page, encoded", () => {
    expect(loginHref("/start-quiz?quiz_id=q1&quizAttempt_id=a1")).toBe("/login?next=%2Fstart-quiz%3Fquiz_id%3Dq1%26quizAttempt_id%3Da1");
    expect(withNext("/register", "/grand-tests")).toBe("/register?next=%2Fgrand-tests");
  });

  it.each([null, undefined, "", "//evil.example", "https://evil.example"])("leave out an unsafe or missing one: %s", (next) => {
    expect(loginHref(next)).toBe("/login");
    expect(withNext("/register", next)).toBe("/register");
  });

  it("round-trips through the query the sign-in page reads", () => {
    const page = "/start-quiz?quiz_id=q1&quizAttempt_id=a1";
    const href = loginHref(page);
    expect(new URL(href, "http://localhost").searchParams.get("next")).toBe(page);
  });
});
