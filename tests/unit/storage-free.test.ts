import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storageFreeTestFiles } from "../support/storage-free";

const root = fileURLToPath(new URL("../..", import.meta.url));

// README, "What runs where": CI's second pass runs on PostgreSQL and S3 only the files that reach storage.
describe("the test files left to CI's first pass", () => {
  const free = new Set(storageFreeTestFiles(root));

  it("are the parsers and rules that touch no database", () => {
    for (const file of ["tests/unit/gift.test.ts", "tests/unit/aiken.test.ts", "tests/unit/format.test.ts"])
      expect(free, file).toContain(file);
  });

  it("never include an HTTP or security test, a driver's own test or one that starts a process", () => {
    expect([...free].filter((file) => !file.startsWith("tests/unit/"))).toEqual([]);
    // postgres.js itself; the migrations on PGlite or PostgreSQL; the server started as a process.
    for (const file of [
      "tests/unit/reserved-transactions.test.ts",
      "tests/unit/payment-reference-migration.test.ts",
      "tests/unit/start-policy.test.ts",
    ])
      expect(free, file).not.toContain(file);
    // Through tests/support/db.ts to db/client.ts.
    expect(free).not.toContain("tests/unit/seed.test.ts");
    expect(free).not.toContain("tests/unit/mail-queue.test.ts");
  });
});
