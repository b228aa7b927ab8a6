import { describe, expect, it } from "vitest";
import { guardRedirect, signInDestination } from "@/lib/auth/route-guards";

const learner = { isAdmin: false };
const admin = { isAdmin: true };
const login = (next: string) => `/login?next=${encodeURIComponent(next)}`;

describe("guardRedirect (docs/rules.md, route guards)", () => {
  it.each(["/home", "/profile", "/profile/results", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result", "/admin", "/admin/quiz"])(
    "sends a visitor from %s to /login, to come back afterwards",
    (path) => expect(guardRedirect(path, null)).toBe(login(path)),
  );

  it("keeps the query of the page asked for", () =>
    expect(guardRedirect("/start-quiz", null, "?quiz_id=q1&quizAttempt_id=a1")).toBe(login("/start-quiz?quiz_id=q1&quizAttempt_id=a1")));

  it.each(["/", "/about", "/pricing", "/contact", "/quiz", "/login", "/register", "/forgot", "/profiles-are-not-profile"])(
    "lets a visitor open %s",
    (path) => expect(guardRedirect(path, null)).toBeNull(),
  );

  it.each(["/", "/home", "/profile", "/cart", "/login", "/pricing"])("sends an admin from %s to /admin", (path) =>
    expect(guardRedirect(path, admin)).toBe("/admin"),
  );

  it.each(["/admin", "/admin/users"])("lets an admin open %s", (path) => expect(guardRedirect(path, admin)).toBeNull());

  it.each(["/admin", "/admin/payments"])("sends a learner from %s to their home, /home", (path) =>
    expect(guardRedirect(path, learner)).toBe("/home"),
  );

  it.each(["/login", "/register", "/forgot"])("sends a signed-in learner from guest-only %s to /home", (path) =>
    expect(guardRedirect(path, learner)).toBe("/home"),
  );

  it("sends a signed-in learner from the marketing page / to their day at /home", () => expect(guardRedirect("/", learner)).toBe("/home"));

  it.each(["/home", "/profile", "/buy-quiz", "/about", "/administrator-guide"])("lets a learner open %s", (path) =>
    expect(guardRedirect(path, learner)).toBeNull(),
  );

  it("sends a signed-in learner on a sign-in link straight on to its next page", () => {
    expect(guardRedirect("/login", learner, `?next=${encodeURIComponent("/practice/abc?x=1")}`)).toBe("/practice/abc?x=1");
    expect(guardRedirect("/register", learner, "?next=%2Fgrand-tests")).toBe("/grand-tests");
  });
});

describe("signInDestination: the next page when safe and open to this user, else their home", () => {
  it.each([
    [learner, "?next=%2Fprofile%2Fresults", "/profile/results"],
    [learner, "", "/home"],
    [learner, "?next=%2F%2Fevil.example", "/home"],
    [learner, "?next=https%3A%2F%2Fevil.example", "/home"],
    [learner, "?next=%2Fadmin%2Fpayments", "/home"], // not a learner's page: no detour through a redirect
    [learner, "?next=%2Flogin%3Fnext%3D%252Fcart", "/home"], // a sign-in page is never where a sign-in goes
    [learner, "?next=%2Fapi%2Fuser%2Flogout", "/home"], // an endpoint (a sign-out) is not a page
    [admin, "?next=%2Fadmin%2Fpayments", "/admin/payments"],
    [admin, "?next=%2Fhome", "/admin"],
    [admin, "?next=%2F%2Fevil.example", "/admin"],
  ])("%o with %s goes to %s", (user, search, destination) => expect(signInDestination(user, search)).toBe(destination));
});
