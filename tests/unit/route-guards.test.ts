import { describe, expect, it } from "vitest";
import { guardRedirect } from "@/lib/auth/route-guards";

const learner = { isAdmin: false };
const admin = { isAdmin: true };

describe("guardRedirect (docs/rules.md, route guards)", () => {
  it.each(["/home", "/profile", "/profile/results", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result", "/admin", "/admin/quiz"])(
    "sends a visitor from %s to /login",
    (path) => expect(guardRedirect(path, null)).toBe("/login"),
  );

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
});
