import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { filesReaching, readGraph } from "../support/import-graph";

/**
 * Every lib/ module that reaches the database at runtime (imports db/client or db/schema, directly
 * or through other lib/ modules) starts with `import "server-only"`, so a client component that
 * imports it by mistake fails the build instead of shipping database code to the browser.
 * Type-only imports are erased and do not count. Outside Next (vitest aliases it to an empty
 * module), load such code with the condition Next uses: `npx tsx --conditions=react-server file.ts`.
 * client/ itself is kept apart from server modules by tests/unit/import-boundaries.test.ts.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** db/client.ts and the schema's files (db/schema/index.ts and one file per area). */
const isDatabaseModule = (file: string) => file === "db/client.ts" || file.startsWith("db/schema/");

function libModulesReachingTheDatabase(): string[] {
  const reaching = filesReaching(readGraph(root, ["lib", "db"]), (edge) => edge.target !== null && isDatabaseModule(edge.target));
  return [...reaching].filter((file) => file.startsWith("lib/")).sort();
}

describe('import "server-only"', () => {
  const reaching = libModulesReachingTheDatabase();

  it("finds the database modules through lib's imports", () => {
    expect(reaching).toContain("lib/quizzes/admin.ts");
    expect(reaching).toContain("lib/api/handler.ts");
    expect(reaching).not.toContain("lib/grand-tests/terms.ts");
  });

  it("starts every lib module that reaches the database", () => {
    const missing = reaching.filter((file) => !/^import "server-only";$/m.test(readFileSync(join(root, file), "utf8")));
    expect(missing, 'add import "server-only" at the top of these').toEqual([]);
  });
});
