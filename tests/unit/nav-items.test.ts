import { describe, expect, it } from "vitest";
import { siteNavItems } from "@/components/nav/nav-items";

const labels = (signedIn: { isAdmin: boolean } | null) => siteNavItems(signedIn).map((item) => item.label);

describe("the header's links", () => {
  it("link Practice for a learner only", () => {
    expect(labels({ isAdmin: false })).toContain("Practice");
    expect(labels({ isAdmin: true })).not.toContain("Practice");
    expect(labels(null)).not.toContain("Practice");
  });
});

describe("the header's Home", () => {
  it("is a learner's day at /home, the public home page for anyone else", () => {
    const home = (signedIn: { isAdmin: boolean } | null) => siteNavItems(signedIn).find((item) => item.label === "Home")?.href;
    expect(home({ isAdmin: false })).toBe("/home");
    expect(home(null)).toBe("/");
    expect(home({ isAdmin: true })).toBe("/");
  });
});
