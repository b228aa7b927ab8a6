import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { testFilesNeedingIsolation } from "../support/isolation";

const root = fileURLToPath(new URL("../..", import.meta.url));

// README, "What runs where": files that change the process run with modules of their own.
describe("the test files that run with modules of their own", () => {
  const isolated = new Set(testFilesNeedingIsolation(root));

  it("include every file that mocks a module, stubs the environment or spies", () => {
    // vi.mock of lib/storage; vi.stubEnv; vi.spyOn on Date.now; process.env set by hand.
    for (const file of [
      "tests/http/proof-fingerprint-retries.test.ts",
      "tests/unit/start-policy.test.ts",
      "tests/unit/instance-setup.test.ts",
      "tests/unit/db-client.test.ts",
    ])
      expect(isolated, file).toContain(file);
  });

  it("leave the others to share their worker's modules", () => {
    for (const file of ["tests/unit/gift.test.ts", "tests/http/question-marks.test.ts", "tests/security/hostile-input.test.ts"])
      expect(isolated, file).not.toContain(file);
    expect(isolated.size).toBeLessThan(60);
  });
});
