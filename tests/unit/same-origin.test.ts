import { describe, expect, it } from "vitest";
import { assertSameOrigin, type OriginFacts } from "@/lib/api/same-origin";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";

const write = (facts: Partial<OriginFacts>): OriginFacts => ({
  method: "POST",
  url: "http://10.0.0.5:3000/api/quiz/submit",
  origin: null,
  host: null,
  secFetchSite: null,
  ...facts,
});

const refused = (facts: OriginFacts) => {
  try {
    assertSameOrigin(facts);
  } catch (error) {
    return error instanceof DomainError && error.kind === "Forbidden";
  }
  return false;
};

describe("assertSameOrigin (docs/rules.md, API conventions)", () => {
  it("lets reads through, and writes that name no origin", () => {
    expect(refused(write({ method: "GET", origin: "https://evil.example" }))).toBe(false);
    expect(refused(write({}))).toBe(false);
  });

  it("takes the request's own origin, APP_URL's, and the forwarded host's", () => {
    expect(refused(write({ origin: "http://10.0.0.5:3000" }))).toBe(false);
    expect(refused(write({ origin: new URL(getEnv().APP_URL).origin }))).toBe(false);
    expect(refused(write({ origin: "http://exam.example.pk", host: "exam.example.pk" }))).toBe(false);
  });

  it("refuses another site, a browser's cross-site flag, and a URL no parser takes: a 403, never a crash", () => {
    expect(refused(write({ origin: "https://evil.example", host: "exam.example.pk" }))).toBe(true);
    expect(refused(write({ secFetchSite: "cross-site" }))).toBe(true);
    expect(refused(write({ url: "http://bad host:3000/api/quiz/submit", origin: "http://bad host:3000" }))).toBe(true);
  });
});
