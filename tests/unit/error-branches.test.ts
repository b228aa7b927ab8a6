import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorBranches, STATUS_READER } from "../support/error-branches";
import { listSourceFiles } from "../support/import-graph";

/** docs/rules.md, "API conventions": pages and components branch on a failure's kind. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

describe("pages, components and browser code", () => {
  it("never tell failures apart by a status or a message's text", () => {
    const files = listSourceFiles(root, ["app", "components", "client"]);
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain(STATUS_READER);
    expect(errorBranches(new Map(files.map((file) => [file, readFileSync(join(root, file), "utf8")])))).toEqual([]);
  });
});

describe("the error-branch finder", () => {
  const find = (files: Record<string, string>) => errorBranches(new Map(Object.entries(files)));

  it("catches a server page comparing an error's status or its message", () => {
    const page = `import { ATTEMPT_MESSAGES } from "@/lib/attempts/rules";
export default async function Page() {
  const review = await attemptReview().catch((error) => {
    if (error instanceof Failure && (error.status === 404 || 409 === error.status)) return error;
    throw error;
  });
  if (review.message === ATTEMPT_MESSAGES.inProgress) return null;
  switch (review.status) { case 404: return null; }
  return review.message.startsWith("Review opens") ? null : /sealed/.test(review.message);
}`;
    expect(find({ "app/result/page.tsx": page })).toEqual([
      "app/result/page.tsx:4 compares a status: error.status === 404",
      "app/result/page.tsx:4 compares a status: 409 === error.status",
      "app/result/page.tsx:7 compares a message: review.message === ATTEMPT_MESSAGES.inProgress",
      "app/result/page.tsx:8 switches on a status: review.status",
      'app/result/page.tsx:9 searches a message: review.message.startsWith("Review opens")',
      "app/result/page.tsx:9 searches a message: /sealed/.test(review.message)",
    ]);
  });

  it("catches a message used as a key or in a switch, in browser code too", () => {
    const form = `"use client";
export function target(problem) {
  switch (problem.message) { default: return TARGETS[problem.message]; }
}`;
    expect(find({ "components/form.tsx": form })).toEqual([
      "components/form.tsx:3 switches on a message: problem.message",
      "components/form.tsx:3 looks a message up: TARGETS[problem.message]",
    ]);
  });

  it("catches the kind → status table imported outside lib/api", () => {
    expect(find({ "app/page.tsx": 'import { ERROR_STATUS } from "@/lib/api/error-status";' })).toEqual([
      'app/page.tsx:1 imports the status table: import { ERROR_STATUS } from "@/lib/api/error-status";',
    ]);
  });

  it("catches browser code comparing or ordering the status of an HTTP answer", () => {
    const button = `// A button.
"use client";
import { useStart } from "./use-start";
export const Button = () => (result.status === 409 ? null : undefined);`;
    const hook = `export function useStart() { return result.status >= 500 || typeof body.message === "string"; }`;
    const queue = `export const classify = ({ status }) => (status === 0 || 429 <= status ? "retry" : "drop");`;
    expect(find({ "components/start/button.tsx": button, "components/start/use-start.ts": hook, "client/queue.ts": queue })).toEqual([
      "components/start/button.tsx:4 compares a status: result.status === 409",
      "components/start/use-start.ts:1 compares a status: result.status >= 500",
      "client/queue.ts:1 compares a status: status === 0",
      "client/queue.ts:1 compares a status: 429 <= status",
    ]);
  });

  it("lets only the one status reader map an HTTP status to a kind", () => {
    const reader = `export const failureKind = (status) => (status === 0 ? "Unreachable" : status >= 500 ? "Internal" : undefined);`;
    expect(find({ [STATUS_READER]: reader })).toEqual([]);
  });

  it("passes a kind, a domain status word and a message shown as it is", () => {
    const page = `export default async function Page() {
  const record = await load().catch((error) => { if (isDomainError(error, "NotFound")) notFound(); throw error; });
  if (record instanceof DomainError && record.kind === "Sealed") return <p>{record.message}</p>;
  return record.status === "open" ? <Open /> : null;
}`;
    expect(find({ "app/record/page.tsx": page })).toEqual([]);
  });
});
