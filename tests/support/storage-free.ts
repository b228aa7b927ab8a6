import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesReaching, readGraph, type ImportEdge } from "./import-graph";

/** The packages that reach a database or an object store. */
const STORAGE_PACKAGES = /^(postgres|@electric-sql\/pglite|@aws-sdk\/)/;
/** Source text that picks or reaches a database or storage, or runs code out of this file's import graph. */
const STORAGE_TEXT = /DATABASE_URL|S3_|DATA_DIR|\bspawn\(|\bfork\(|\bexecFile|new Worker\(/;
const SOURCES = ["tests", "lib", "db", "app", "components", "client", "server", "scripts", "e2e", "demo"];

/**
 * The test files that never reach a database or storage: none of the files they import, directly
 * or through others, opens one (db/client.ts, lib/storage, the drivers), names one in the
 * environment or starts a process or thread of its own. They check the same thing whichever
 * database and storage a run is given, so CI's second pass leaves them to its first (README,
 * "What runs where"). When in doubt a file counts as reaching storage: it runs in both passes.
 */
export function storageFreeTestFiles(root: string): string[] {
  const graph = readGraph(root, SOURCES);
  const named = new Set([...graph.files].filter((file) => STORAGE_TEXT.test(readFileSync(join(root, file), "utf8"))));
  const opensStorage = (edge: ImportEdge) =>
    edge.target === "db/client.ts" ||
    !!edge.target?.startsWith("lib/storage") ||
    STORAGE_PACKAGES.test(edge.specifier) ||
    (edge.target !== null && named.has(edge.target));
  const reaching = new Set([...named, ...filesReaching(graph, opensStorage)]);
  return [...graph.files].filter((file) => file.startsWith("tests/") && file.endsWith(".test.ts") && !reaching.has(file));
}
