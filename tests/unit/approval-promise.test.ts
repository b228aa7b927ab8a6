import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APPROVAL_PROMISE, APPROVAL_PROMISE_HOURS, APPROVAL_WITHIN, breaksApprovalPromise } from "@/lib/payments/approval-promise";

const root = join(import.meta.dirname, "../..");

/** Every .ts and .tsx file under a folder of the project. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe('the approval promise (docs/rules.md, "Access, payments and attempts")', () => {
  it("is 24 hours, worded once", () => {
    expect(APPROVAL_PROMISE_HOURS).toBe(24);
    expect(APPROVAL_WITHIN).toBe("within 24 hours");
    expect(APPROVAL_PROMISE).toBe("Our team checks every payment within 24 hours.");
  });

  it("is broken by a payment pending 24 whole hours, not by one pending 23", () => {
    expect(breaksApprovalPromise(0)).toBe(false);
    expect(breaksApprovalPromise(23)).toBe(false);
    expect(breaksApprovalPromise(24)).toBe(true);
    expect(breaksApprovalPromise(50)).toBe(true);
  });

  it("is written in no screen: they all import it", () => {
    const screens = [...sources("app"), ...sources("components"), ...sources("client")];
    const written = screens.filter((file) => /\b24[ -]hours?\b/.test(readFileSync(join(root, file), "utf8")));
    expect(written).toEqual([]);
  });
});
