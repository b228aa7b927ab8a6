import { existsSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildGraph, filesReaching, findCycles, layerViolations, readGraph, type ImportEdge } from "../support/import-graph";

/** docs/rules.md, "Layers": what each layer may import besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  "instrumentation.ts": ["demo", "lib", "db"],
  "middleware.ts": ["lib"],
  app: ["components", "client", "lib", "db"],
  demo: ["lib", "db"],
  components: ["client", "lib", "db"],
  client: ["lib"],
  lib: ["db"],
  db: [],
};
const ENTRIES = ["app", "components", "client", "lib", "db", "demo", "instrumentation.ts", "middleware.ts"];

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
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

  it("finds browser code that reaches a server-only module at runtime, through index files", () => {
    const serverOnly = filesReaching(fixture, isServerOnlyImport);
    expect([...serverOnly].sort()).toEqual(["client/leaky.ts", "lib/private.ts", "lib/uses-private/index.ts"]);
  });
});
