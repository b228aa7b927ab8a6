import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  areaViolations,
  buildGraph,
  filesReaching,
  findCycles,
  layerViolations,
  libAreaOf,
  mutualAreas,
  readGraph,
  type ImportEdge,
} from "../support/import-graph";

/** docs/rules.md, "Layers": what each layer may import besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  "instrumentation.ts": ["server", "demo", "lib", "db"],
  server: ["lib", "db"],
  "middleware.ts": ["lib"],
  app: ["components", "client", "lib", "db"],
  demo: ["lib", "db"],
  components: ["client", "lib", "db"],
  client: ["lib"],
  lib: ["db"],
  db: [],
};
const ENTRIES = ["app", "components", "client", "lib", "server", "db", "demo", "instrumentation.ts", "middleware.ts"];

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * docs/rules.md, "The areas of `lib/`": the layers of lib/'s areas, the lowest first, read from the
 * table's rows (its last cell lists a layer's areas in backticks). The table is the one place
 * where the order is written.
 */
export function readAreaLayers(rules: string): string[][] {
  const start = rules.indexOf("\n### The areas of `lib/`\n");
  if (start < 0) throw new Error('docs/rules.md has no "### The areas of `lib/`" section');
  const end = rules.indexOf("\n#", start + 1);
  return rules
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) =>
      [
        ...line
          .split("|")
          .at(-2)!
          .matchAll(/`([^`]+)`/g),
      ].map((match) => match[1]!),
    );
}
const AREA_LAYERS = readAreaLayers(readFileSync(join(root, "docs/rules.md"), "utf8"));
const inLibOrDb = (file: string) => /^(lib|db)\//.test(file);

/** A server-only module imports, directly or not, `server-only`, a Node built-in or a database driver. */
const SERVER_PACKAGE = /^(server-only|node:.*|drizzle-orm(\/.*)?|postgres|@electric-sql\/pglite(\/.*)?)$/;
const isServerOnlyImport = (edge: ImportEdge) =>
  edge.target === null && (SERVER_PACKAGE.test(edge.specifier) || builtinModules.includes(edge.specifier));

describe("import boundaries", () => {
  const graph = readGraph(root, ENTRIES);

  it("reads the whole code base, and every project import names a file", () => {
    expect(graph.files.size).toBeGreaterThan(400);
    const missing = graph.edges.filter(({ target }) => target !== null && !graph.files.has(target) && !existsSync(join(root, target)));
    expect(missing.map(({ from, specifier }) => `${from}: ${specifier}`)).toEqual([]);
  });

  it("imports only down the layers", () => {
    expect(layerViolations(graph, MAY_IMPORT)).toEqual([]);
  });

  it("keeps client/ free of server-only modules", () => {
    const serverOnly = filesReaching(graph, isServerOnlyImport);
    expect([...graph.files].filter((file) => file.startsWith("client/") && serverOnly.has(file))).toEqual([]);
  });

  it('runs sharp only through lib/images/image-work.ts, one picture at a time (docs/rules.md, "Files and notes"); the demo seed aside', () => {
    const importers = graph.edges.filter((edge) => edge.target === null && edge.specifier === "sharp" && !edge.from.startsWith("demo/"));
    expect([...new Set(importers.map((edge) => edge.from))]).toEqual(["lib/images/image-work.ts"]);
  });

  it('orders the areas of lib/: each imports only areas of lower layers (docs/rules.md, "The areas of `lib/`")', () => {
    expect(AREA_LAYERS.length).toBeGreaterThan(5);
    expect(areaViolations(graph, AREA_LAYERS)).toEqual([]);
  });

  it("has no two areas of lib/ that import each other", () => {
    expect(mutualAreas(graph)).toEqual([]);
  });

  it("names every area of lib/ once in the table, and no area that is gone", () => {
    const listed = AREA_LAYERS.flat();
    const present = new Set([...graph.files].map(libAreaOf).filter((area) => area !== null));
    expect(listed.filter((area, index) => listed.indexOf(area) !== index)).toEqual([]);
    expect([...present].filter((area) => !listed.includes(area)).sort()).toEqual([]);
    expect(listed.filter((area) => !present.has(area))).toEqual([]);
  });

  it("keeps lib/ unaware that it is served: nothing of lib/ imports server/", () => {
    expect(graph.edges.filter(({ from, target }) => from.startsWith("lib/") && target?.startsWith("server/"))).toEqual([]);
  });

  it('checks the session of every answer save in one place (docs/rules.md, "Accounts and sessions"): no route handler decodes the cookie', () => {
    const decodesItself = [...graph.files].filter(
      (file) => file.startsWith("app/") && /\b(decodeSessionToken|requireClaimedLearner)\b/.test(readFileSync(join(root, file), "utf8")),
    );
    expect(decodesItself).toEqual([]);
  });

  it("has no import cycle among lib/ and db/ modules", () => {
    expect(findCycles(graph, inLibOrDb)).toEqual([]);
  });
});

describe("the import walker", () => {
  const fixture = buildGraph(
    new Map([
      ["db/schema.ts", 'import { KINDS } from "@/lib/terms";\n// import { x } from "@/app/page";'],
      ["lib/terms.ts", 'export const KINDS = ["quiz"] as const;\nconst note = `import("@/components/x")`;'],
      ["lib/a.ts", 'import { b } from "./b";\nexport const a = b;'],
      ["lib/b.ts", 'export { c as b } from "@/lib/c";'],
      ["lib/c.ts", 'import type { A } from "../lib/a";\nexport const c = () => import("./a");'],
      ["lib/private.ts", 'import "server-only";\nexport const secret = 1;'],
      ["lib/uses-private/index.ts", 'import { secret } from "../private";\nexport const twice = secret * 2;'],
      ["client/safe.tsx", 'import type { secret } from "@/lib/private";\nimport { KINDS } from "@/lib/terms";'],
      ["client/leaky.ts", 'import { twice } from "@/lib/uses-private";'],
    ]),
  );

  it("catches an import from db/ up into lib/, and nothing in comments or strings", () => {
    expect(layerViolations(fixture, MAY_IMPORT)).toEqual(["db/schema.ts → lib/terms.ts"]);
  });

  it("reports a cycle as a path, through re-exports, dynamic and type-only imports", () => {
    expect(findCycles(fixture, inLibOrDb)).toEqual([["lib/a.ts", "lib/b.ts", "lib/c.ts", "lib/a.ts"]]);
  });

  it("reads the areas of lib/ from a file's path", () => {
    expect(["lib/errors.ts", "lib/attempts/finish.ts", "lib/payments/statements/apply.ts", "app/page.tsx"].map(libAreaOf)).toEqual([
      "errors",
      "attempts",
      "payments",
      null,
    ]);
  });

  it("catches an import between areas that goes up or sideways, a pair that imports each other, and an area missing from the table", () => {
    const areas = buildGraph(
      new Map([
        ["lib/errors.ts", "export class DomainError extends Error {}"],
        ["lib/bank/rule.ts", 'import { DomainError } from "@/lib/errors";\nimport type { Card } from "@/lib/cards/card";'],
        ["lib/cards/card.ts", 'import { rule } from "../bank/rule";\nimport { tag } from "@/lib/tags/tag";'],
        ["lib/tags/tag.ts", 'import { rule } from "@/lib/bank/rule";'],
        ["lib/stray/x.ts", 'import { DomainError } from "@/lib/errors";'],
      ]),
    );
    expect(areaViolations(areas, [["errors"], ["bank", "tags"], ["cards"]])).toEqual(["? stray", "bank → cards", "tags → bank"]);
    expect(mutualAreas(areas)).toEqual(["bank ↔ cards"]);
  });

  it("reads the layer table of docs/rules.md, lowest layer first", () => {
    const rules =
      "## Layers\n\n### The areas of `lib/`\n\n| Layer | Group | Areas |\n| --- | --- | --- |\n| 1 | kernel | `errors`, `ids` |\n| 2 | domain | `bank` |\n\n## Next\n| 3 | x | `no` |";
    expect(readAreaLayers(rules)).toEqual([["errors", "ids"], ["bank"]]);
  });

  it("finds browser code that reaches a server-only module at runtime, through index files", () => {
    const serverOnly = filesReaching(fixture, isServerOnlyImport);
    expect([...serverOnly].sort()).toEqual(["client/leaky.ts", "lib/private.ts", "lib/uses-private/index.ts"]);
  });
});
