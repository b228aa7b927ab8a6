import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { ERROR_STATUS } from "@/lib/api/error-status";
import { errorBody } from "@/lib/api/plain-response";
import { DomainError, isDomainError, signInRequired } from "@/lib/errors";

/** docs/rules.md, "API conventions": the kinds the domain names, and the one table that makes them HTTP. */
describe("domain errors over HTTP", () => {
  it("answer with their kind's status, the message, the kind, the field and the extra fields, and nothing else", () => {
    const error = new DomainError("Locked", "Correct answers cannot be changed when editing a quiz.", {
      field: "questions",
      details: { questionIndex: 2 },
    });
    expect(errorBody(error)).toEqual({
      status: 409,
      body: {
        success: false,
        message: "Correct answers cannot be changed when editing a quiz.",
        kind: "Locked",
        field: "questions",
        questionIndex: 2,
      },
    });
    expect(errorBody(new DomainError("NotFound", "Quiz not found."))).toEqual({
      status: 404,
      body: { success: false, message: "Quiz not found.", kind: "NotFound" },
    });
    expect(errorBody(signInRequired())).toEqual({
      status: 401,
      body: { success: false, message: "Please sign in to continue.", kind: "Unauthenticated" },
    });
  });

  it("keep the statuses the API has always answered", () => {
    const byStatus = Object.entries(ERROR_STATUS).reduce<Record<number, string[]>>(
      (groups, [kind, status]) => ({ ...groups, [status]: [...(groups[status] ?? []), kind] }),
      {},
    );
    expect(Object.keys(byStatus).map(Number)).toEqual([400, 401, 403, 404, 408, 409, 413, 415, 429, 503]);
    expect(byStatus[403]).toEqual(["Forbidden", "NotEntitled"]);
    expect(byStatus[503]).toEqual(["Busy", "Preparing"]);
  });

  it("are the table docs/rules.md shows, row for row", () => {
    const rules = readFileSync(new URL("../../docs/rules.md", import.meta.url), "utf8");
    const section = rules.slice(rules.indexOf("## API conventions"), rules.indexOf("\n## ", rules.indexOf("## API conventions") + 1));
    const rows = [...section.matchAll(/^\s*\| `(\w+)`\s*\| (\d{3})\s*\|/gm)].map(([, kind, status]) => [kind, Number(status)]);
    expect(rows).toEqual(Object.entries(ERROR_STATUS));
  });

  it("answer zod's and unknown failures as Invalid (400 naming the field) and Internal (500 with a generic message)", () => {
    const zod = new ZodError([{ code: "custom", path: ["quizTime"], message: "must be a number.", input: "x" }]);
    expect(errorBody(zod)).toEqual({
      status: 400,
      body: { success: false, message: "Quiz time: must be a number.", kind: "Invalid", field: "quizTime" },
    });
    // A developer's field name reads as the form's word (docs/rules.md, "API conventions").
    const subject = new ZodError([{ code: "custom", path: ["subjectId"], message: "Please select quiz subject", input: "" }]);
    expect(errorBody(subject).body.message).toBe("Subject: Please select quiz subject");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(errorBody(new Error("boom"))).toMatchObject({ status: 500, body: { kind: "Internal" } });
    quiet.mockRestore();
  });
});

describe("isDomainError", () => {
  it("tells a page which kind it caught", () => {
    const sealed: unknown = new DomainError("Sealed", "Review opens when the grand test closes.");
    expect(isDomainError(sealed)).toBe(true);
    expect(isDomainError(sealed, "NotFound", "Sealed")).toBe(true);
    expect(isDomainError(sealed, "NotFound")).toBe(false);
    expect(isDomainError(new Error("Sealed"), "Sealed")).toBe(false);
  });
});
